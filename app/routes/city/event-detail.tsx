import type { Route } from "./+types/event-detail";
import { PlaceholderPage } from "~/ui/placeholder-page";

export const meta: Route.MetaFunction = () => [{ title: "Event – Stadtpuls" }];

export default function Page() {
  return <PlaceholderPage title="Event" />;
}

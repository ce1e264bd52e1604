import type { Route } from "./+types/events";
import { PlaceholderPage } from "~/ui/placeholder-page";

export const meta: Route.MetaFunction = () => [{ title: "Events – Stadtpuls" }];

export default function Page() {
  return <PlaceholderPage title="Events" />;
}

import type { Route } from "./+types/activity-detail";
import { PlaceholderPage } from "~/ui/placeholder-page";

export const meta: Route.MetaFunction = () => [{ title: "Aktivität – Stadtpuls" }];

export default function Page() {
  return <PlaceholderPage title="Aktivität" />;
}

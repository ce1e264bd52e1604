import type { Route } from "./+types/places";
import { PlaceholderPage } from "~/ui/placeholder-page";

export const meta: Route.MetaFunction = () => [{ title: "Orte – Stadtpuls" }];

export default function Page() {
  return <PlaceholderPage title="Orte" />;
}

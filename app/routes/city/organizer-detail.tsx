import type { Route } from "./+types/organizer-detail";
import { PlaceholderPage } from "~/ui/placeholder-page";

export const meta: Route.MetaFunction = () => [{ title: "Veranstalter:in – Stadtpuls" }];

export default function Page() {
  return <PlaceholderPage title="Veranstalter:in" />;
}

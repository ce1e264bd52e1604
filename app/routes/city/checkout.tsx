import type { Route } from "./+types/checkout";
import { PlaceholderPage } from "~/ui/placeholder-page";

export const meta: Route.MetaFunction = () => [{ title: "Tickets buchen – Stadtpuls" }];

export default function Page() {
  return <PlaceholderPage title="Tickets buchen" />;
}

import type { Route } from "./+types/tickets";
import { PlaceholderPage } from "~/ui/placeholder-page";

export const meta: Route.MetaFunction = () => [{ title: "Tickets – Stadtpuls" }];

export default function Page() {
  return <PlaceholderPage title="Tickets" />;
}

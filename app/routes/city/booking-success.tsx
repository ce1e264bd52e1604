import type { Route } from "./+types/booking-success";
import { PlaceholderPage } from "~/ui/placeholder-page";

export const meta: Route.MetaFunction = () => [{ title: "Buchung erfolgreich – Stadtpuls" }];

export default function Page() {
  return <PlaceholderPage title="Buchung erfolgreich" />;
}

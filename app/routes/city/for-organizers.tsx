import type { Route } from "./+types/for-organizers";
import { PlaceholderPage } from "~/ui/placeholder-page";

export const meta: Route.MetaFunction = () => [{ title: "Für Veranstalter:innen – Stadtpuls" }];

export default function Page() {
  return <PlaceholderPage title="Für Veranstalter:innen" />;
}

import type { Route } from "./+types/organizers";
import { PlaceholderPage } from "~/ui/placeholder-page";

export const meta: Route.MetaFunction = () => [{ title: "Veranstalter:innen – Stadtpuls" }];

export default function Page() {
  return <PlaceholderPage title="Veranstalter:innen" />;
}

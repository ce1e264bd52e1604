import type { Route } from "./+types/activities";
import { PlaceholderPage } from "~/ui/placeholder-page";

export const meta: Route.MetaFunction = () => [{ title: "Aktivitäten – Stadtpuls" }];

export default function Page() {
  return <PlaceholderPage title="Aktivitäten" />;
}

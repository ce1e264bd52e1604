import type { Route } from "./+types/search";
import { PlaceholderPage } from "~/ui/placeholder-page";

export const meta: Route.MetaFunction = () => [{ title: "Suche – Stadtpuls" }];

export default function Page() {
  return <PlaceholderPage title="Suche" />;
}

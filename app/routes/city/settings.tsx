import type { Route } from "./+types/settings";
import { PlaceholderPage } from "~/ui/placeholder-page";

export const meta: Route.MetaFunction = () => [{ title: "Einstellungen – Stadtpuls" }];

export default function Page() {
  return <PlaceholderPage title="Einstellungen" />;
}

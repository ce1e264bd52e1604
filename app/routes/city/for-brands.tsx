import type { Route } from "./+types/for-brands";
import { PlaceholderPage } from "~/ui/placeholder-page";

export const meta: Route.MetaFunction = () => [{ title: "Für Marken – Stadtpuls" }];

export default function Page() {
  return <PlaceholderPage title="Für Marken" />;
}

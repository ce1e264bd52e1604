import type { Route } from "./+types/contact";
import { PlaceholderPage } from "~/ui/placeholder-page";

export const meta: Route.MetaFunction = () => [{ title: "Kontakt – Stadtpuls" }];

export default function Page() {
  return <PlaceholderPage title="Kontakt" />;
}

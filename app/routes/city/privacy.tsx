import type { Route } from "./+types/privacy";
import { PlaceholderPage } from "~/ui/placeholder-page";

export const meta: Route.MetaFunction = () => [{ title: "Datenschutzerklärung – Stadtpuls" }];

export default function Page() {
  return <PlaceholderPage title="Datenschutzerklärung" />;
}

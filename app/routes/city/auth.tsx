import type { Route } from "./+types/auth";
import { PlaceholderPage } from "~/ui/placeholder-page";

export const meta: Route.MetaFunction = () => [{ title: "Anmelden – Stadtpuls" }];

export default function Page() {
  return <PlaceholderPage title="Anmelden" />;
}

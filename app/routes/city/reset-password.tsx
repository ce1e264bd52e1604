import type { Route } from "./+types/reset-password";
import { PlaceholderPage } from "~/ui/placeholder-page";

export const meta: Route.MetaFunction = () => [{ title: "Neues Passwort festlegen – Stadtpuls" }];

export default function Page() {
  return <PlaceholderPage title="Neues Passwort festlegen" />;
}

import type { Route } from "./+types/imprint";
import { PlaceholderPage } from "~/ui/placeholder-page";

export const meta: Route.MetaFunction = () => [{ title: "Impressum – Stadtpuls" }];

export default function Page() {
  return <PlaceholderPage title="Impressum" />;
}

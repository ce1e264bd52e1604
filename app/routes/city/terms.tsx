import type { Route } from "./+types/terms";
import { PlaceholderPage } from "~/ui/placeholder-page";

export const meta: Route.MetaFunction = () => [{ title: "Allgemeine Geschäftsbedingungen – Stadtpuls" }];

export default function Page() {
  return <PlaceholderPage title="Allgemeine Geschäftsbedingungen" />;
}

import type { Route } from "./+types/workshops";
import { PlaceholderPage } from "~/ui/placeholder-page";

export const meta: Route.MetaFunction = () => [{ title: "Workshops – Stadtpuls" }];

export default function Page() {
  return <PlaceholderPage title="Workshops" />;
}

import type { Route } from "./+types/contests";
import { PlaceholderPage } from "~/ui/placeholder-page";

export const meta: Route.MetaFunction = () => [{ title: "Verlosungen – Stadtpuls" }];

export default function Page() {
  return <PlaceholderPage title="Verlosungen" />;
}

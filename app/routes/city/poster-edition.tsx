import type { Route } from "./+types/poster-edition";
import { PlaceholderPage } from "~/ui/placeholder-page";

export const meta: Route.MetaFunction = () => [{ title: "Poster Edition – Stadtpuls" }];

export default function Page() {
  return <PlaceholderPage title="Poster Edition" />;
}

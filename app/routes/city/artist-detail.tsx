import type { Route } from "./+types/artist-detail";
import { PlaceholderPage } from "~/ui/placeholder-page";

export const meta: Route.MetaFunction = () => [{ title: "Artist – Stadtpuls" }];

export default function Page() {
  return <PlaceholderPage title="Artist" />;
}

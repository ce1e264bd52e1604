import type { Route } from "./+types/artists";
import { PlaceholderPage } from "~/ui/placeholder-page";

export const meta: Route.MetaFunction = () => [{ title: "Artists – Stadtpuls" }];

export default function Page() {
  return <PlaceholderPage title="Artists" />;
}

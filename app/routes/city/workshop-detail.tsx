import type { Route } from "./+types/workshop-detail";
import { PlaceholderPage } from "~/ui/placeholder-page";

export const meta: Route.MetaFunction = () => [{ title: "Workshop – Stadtpuls" }];

export default function Page() {
  return <PlaceholderPage title="Workshop" />;
}

import type { Route } from "./+types/place-detail";
import { PlaceholderPage } from "~/ui/placeholder-page";

export const meta: Route.MetaFunction = () => [{ title: "Ort – Stadtpuls" }];

export default function Page() {
  return <PlaceholderPage title="Ort" />;
}

import type { Route } from "./+types/blogs-create";
import { AreaPlaceholder } from "~/ui/area-placeholder";

export const meta: Route.MetaFunction = () => [{ title: "Neuer Artikel – Organisator – Stadtpuls" }];

export default function Page() {
  return <AreaPlaceholder title="Neuer Artikel" />;
}

import type { Route } from "./+types/blogs";
import { AreaPlaceholder } from "~/ui/area-placeholder";

export const meta: Route.MetaFunction = () => [{ title: "Meine Blog-Artikel – Organisator – Stadtpuls" }];

export default function Page() {
  return <AreaPlaceholder title="Meine Blog-Artikel" />;
}

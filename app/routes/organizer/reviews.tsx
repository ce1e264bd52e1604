import type { Route } from "./+types/reviews";
import { AreaPlaceholder } from "~/ui/area-placeholder";

export const meta: Route.MetaFunction = () => [{ title: "Bewertungen – Organisator – Stadtpuls" }];

export default function Page() {
  return <AreaPlaceholder title="Bewertungen" />;
}

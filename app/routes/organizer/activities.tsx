import type { Route } from "./+types/activities";
import { AreaPlaceholder } from "~/ui/area-placeholder";

export const meta: Route.MetaFunction = () => [{ title: "Aktivitäten – Organisator – Stadtpuls" }];

export default function Page() {
  return <AreaPlaceholder title="Aktivitäten" />;
}

import type { Route } from "./+types/stats";
import { AreaPlaceholder } from "~/ui/area-placeholder";

export const meta: Route.MetaFunction = () => [{ title: "Meine Statistiken – Organisator – Stadtpuls" }];

export default function Page() {
  return <AreaPlaceholder title="Meine Statistiken" />;
}

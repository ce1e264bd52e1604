import type { Route } from "./+types/events";
import { AreaPlaceholder } from "~/ui/area-placeholder";

export const meta: Route.MetaFunction = () => [{ title: "Meine Events – Organisator – Stadtpuls" }];

export default function Page() {
  return <AreaPlaceholder title="Meine Events" />;
}

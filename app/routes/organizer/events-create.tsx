import type { Route } from "./+types/events-create";
import { AreaPlaceholder } from "~/ui/area-placeholder";

export const meta: Route.MetaFunction = () => [{ title: "Neues Event – Organisator – Stadtpuls" }];

export default function Page() {
  return <AreaPlaceholder title="Neues Event" />;
}

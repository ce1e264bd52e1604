import type { Route } from "./+types/requests";
import { AreaPlaceholder } from "~/ui/area-placeholder";

export const meta: Route.MetaFunction = () => [{ title: "Organisator-Anfragen – Admin – Stadtpuls" }];

export default function Page() {
  return <AreaPlaceholder title="Organisator-Anfragen" />;
}

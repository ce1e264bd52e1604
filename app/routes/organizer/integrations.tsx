import type { Route } from "./+types/integrations";
import { AreaPlaceholder } from "~/ui/area-placeholder";

export const meta: Route.MetaFunction = () => [{ title: "Integrationen – Organisator – Stadtpuls" }];

export default function Page() {
  return <AreaPlaceholder title="Integrationen" />;
}

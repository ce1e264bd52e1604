import type { Route } from "./+types/dashboard";
import { AreaPlaceholder } from "~/ui/area-placeholder";

export const meta: Route.MetaFunction = () => [{ title: "Übersicht – Organisator – Stadtpuls" }];

export default function Page() {
  return <AreaPlaceholder title="Übersicht" />;
}

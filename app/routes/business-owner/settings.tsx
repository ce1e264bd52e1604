import type { Route } from "./+types/settings";
import { AreaPlaceholder } from "~/ui/area-placeholder";

export const meta: Route.MetaFunction = () => [{ title: "Einstellungen – Business – Stadtpuls" }];

export default function Page() {
  return <AreaPlaceholder title="Einstellungen" />;
}

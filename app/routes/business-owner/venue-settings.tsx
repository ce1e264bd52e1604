import type { Route } from "./+types/venue-settings";
import { AreaPlaceholder } from "~/ui/area-placeholder";

export const meta: Route.MetaFunction = () => [{ title: "Location-Einstellungen – Business – Stadtpuls" }];

export default function Page() {
  return <AreaPlaceholder title="Location-Einstellungen" />;
}

import type { Route } from "./+types/bookings";
import { AreaPlaceholder } from "~/ui/area-placeholder";

export const meta: Route.MetaFunction = () => [{ title: "Event-Buchungen – Organisator – Stadtpuls" }];

export default function Page() {
  return <AreaPlaceholder title="Event-Buchungen" />;
}

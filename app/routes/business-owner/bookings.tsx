import type { Route } from "./+types/bookings";
import { AreaPlaceholder } from "~/ui/area-placeholder";

export const meta: Route.MetaFunction = () => [{ title: "Buchungen – Business – Stadtpuls" }];

export default function Page() {
  return <AreaPlaceholder title="Buchungen" />;
}

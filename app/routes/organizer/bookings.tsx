import type { Route } from "./+types/bookings";
import { organizer, pageTitle } from "~/registry";
import { AreaPlaceholder } from "~/ui/area-placeholder";

export const meta: Route.MetaFunction = () => [{ title: pageTitle(organizer, organizer.pages.bookings) }];

export default function Page() {
  return <AreaPlaceholder title="Event-Buchungen" />;
}

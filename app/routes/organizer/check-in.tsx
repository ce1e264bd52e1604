import type { Route } from "./+types/check-in";
import { organizer, pageTitle } from "~/registry";
import { AreaPlaceholder } from "~/ui/area-placeholder";

export const meta: Route.MetaFunction = () => [{ title: pageTitle(organizer, organizer.pages.checkIn) }];

export default function Page() {
  return <AreaPlaceholder title="Check-in" />;
}

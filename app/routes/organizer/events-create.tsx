import type { Route } from "./+types/events-create";
import { organizer, pageTitle } from "~/registry";
import { AreaPlaceholder } from "~/ui/area-placeholder";

export const meta: Route.MetaFunction = () => [{ title: pageTitle(organizer, organizer.pages.eventCreate) }];

export default function Page() {
  return <AreaPlaceholder title="Neues Event" />;
}

import type { Route } from "./+types/events";
import { organizer, pageTitle } from "~/registry";
import { AreaPlaceholder } from "~/ui/area-placeholder";

export const meta: Route.MetaFunction = () => [{ title: pageTitle(organizer, organizer.pages.events) }];

export default function Page() {
  return <AreaPlaceholder title="Meine Events" />;
}

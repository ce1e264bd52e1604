import type { Route } from "./+types/activities";
import { organizer, pageTitle } from "~/registry";
import { AreaPlaceholder } from "~/ui/area-placeholder";

export const meta: Route.MetaFunction = () => [{ title: pageTitle(organizer, organizer.pages.activities) }];

export default function Page() {
  return <AreaPlaceholder title="Aktivitäten" />;
}

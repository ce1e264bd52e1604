import type { Route } from "./+types/settings";
import { organizer, pageTitle } from "~/registry";
import { AreaPlaceholder } from "~/ui/area-placeholder";

export const meta: Route.MetaFunction = () => [{ title: pageTitle(organizer, organizer.pages.settings) }];

export default function Page() {
  return <AreaPlaceholder title="Einstellungen" />;
}

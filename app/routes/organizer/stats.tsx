import type { Route } from "./+types/stats";
import { organizer, pageTitle } from "~/registry";
import { AreaPlaceholder } from "~/ui/area-placeholder";

export const meta: Route.MetaFunction = () => [{ title: pageTitle(organizer, organizer.pages.stats) }];

export default function Page() {
  return <AreaPlaceholder title="Meine Statistiken" />;
}

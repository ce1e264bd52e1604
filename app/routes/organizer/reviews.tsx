import type { Route } from "./+types/reviews";
import { organizer, pageTitle } from "~/registry";
import { AreaPlaceholder } from "~/ui/area-placeholder";

export const meta: Route.MetaFunction = () => [{ title: pageTitle(organizer, organizer.pages.reviews) }];

export default function Page() {
  return <AreaPlaceholder title="Bewertungen" />;
}

import type { Route } from "./+types/reviews";
import { businessOwner, pageTitle } from "~/registry";
import { AreaPlaceholder } from "~/ui/area-placeholder";

export const meta: Route.MetaFunction = () => [{ title: pageTitle(businessOwner, businessOwner.pages.reviews) }];

export default function Page() {
  return <AreaPlaceholder title="Bewertungen" />;
}

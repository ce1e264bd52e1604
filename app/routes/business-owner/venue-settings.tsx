import type { Route } from "./+types/venue-settings";
import { businessOwner, pageTitle } from "~/registry";
import { AreaPlaceholder } from "~/ui/area-placeholder";

export const meta: Route.MetaFunction = () => [{ title: pageTitle(businessOwner, businessOwner.pages.venueSettings) }];

export default function Page() {
  return <AreaPlaceholder title="Location-Einstellungen" />;
}

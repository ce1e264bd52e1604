import type { Route } from "./+types/bookings";
import { businessOwner, pageTitle } from "~/registry";
import { AreaPlaceholder } from "~/ui/area-placeholder";

export const meta: Route.MetaFunction = () => [{ title: pageTitle(businessOwner, businessOwner.pages.bookings) }];

export default function Page() {
  return <AreaPlaceholder title="Buchungen" />;
}

import type { Route } from "./+types/events";
import { businessOwner, pageTitle } from "~/registry";
import { AreaPlaceholder } from "~/ui/area-placeholder";

export const meta: Route.MetaFunction = () => [{ title: pageTitle(businessOwner, businessOwner.pages.events) }];

export default function Page() {
  return <AreaPlaceholder title="Events" />;
}

import type { Route } from "./+types/analytics";
import { businessOwner, pageTitle } from "~/registry";
import { AreaPlaceholder } from "~/ui/area-placeholder";

export const meta: Route.MetaFunction = () => [{ title: pageTitle(businessOwner, businessOwner.pages.analytics) }];

export default function Page() {
  return <AreaPlaceholder title="Analytics" />;
}

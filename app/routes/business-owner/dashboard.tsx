import type { Route } from "./+types/dashboard";
import { businessOwner, pageTitle } from "~/registry";
import { AreaPlaceholder } from "~/ui/area-placeholder";

export const meta: Route.MetaFunction = () => [{ title: pageTitle(businessOwner, businessOwner.pages.dashboard) }];

export default function Page() {
  return <AreaPlaceholder title="Dashboard" />;
}

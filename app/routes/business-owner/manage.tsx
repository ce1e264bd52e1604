import type { Route } from "./+types/manage";
import { businessOwner, pageTitle } from "~/registry";
import { AreaPlaceholder } from "~/ui/area-placeholder";

export const meta: Route.MetaFunction = () => [{ title: pageTitle(businessOwner, businessOwner.pages.manage) }];

export default function Page() {
  return <AreaPlaceholder title="Mein Business" />;
}

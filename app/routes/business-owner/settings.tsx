import type { Route } from "./+types/settings";
import { businessOwner, pageTitle } from "~/registry";
import { AreaPlaceholder } from "~/ui/area-placeholder";

export const meta: Route.MetaFunction = () => [{ title: pageTitle(businessOwner, businessOwner.pages.settings) }];

export default function Page() {
  return <AreaPlaceholder title="Einstellungen" />;
}

import type { Route } from "./+types/edit";
import { businessOwner, pageTitle } from "~/registry";
import { AreaPlaceholder } from "~/ui/area-placeholder";

export const meta: Route.MetaFunction = () => [{ title: pageTitle(businessOwner, businessOwner.pages.edit) }];

export default function Page() {
  return <AreaPlaceholder title="Bearbeiten" />;
}

import type { Route } from "./+types/register";
import { businessOwner, pageTitle } from "~/registry";
import { AreaPlaceholder } from "~/ui/area-placeholder";

export const meta: Route.MetaFunction = () => [{ title: pageTitle(businessOwner, businessOwner.pages.register) }];

export default function Page() {
  return <AreaPlaceholder title="Business registrieren" />;
}

import type { Route } from "./+types/integrations";
import { organizer, pageTitle } from "~/registry";
import { AreaPlaceholder } from "~/ui/area-placeholder";

export const meta: Route.MetaFunction = () => [{ title: pageTitle(organizer, organizer.pages.integrations) }];

export default function Page() {
  return <AreaPlaceholder title="Integrationen" />;
}

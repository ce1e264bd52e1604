import type { Route } from "./+types/register";
import { AreaPlaceholder } from "~/ui/area-placeholder";

export const meta: Route.MetaFunction = () => [{ title: "Business registrieren – Business – Stadtpuls" }];

export default function Page() {
  return <AreaPlaceholder title="Business registrieren" />;
}

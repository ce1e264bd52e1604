import type { Route } from "./+types/check-in";
import { AreaPlaceholder } from "~/ui/area-placeholder";

export const meta: Route.MetaFunction = () => [{ title: "Check-in – Organisator – Stadtpuls" }];

export default function Page() {
  return <AreaPlaceholder title="Check-in" />;
}

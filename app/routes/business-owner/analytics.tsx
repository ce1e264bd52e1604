import type { Route } from "./+types/analytics";
import { AreaPlaceholder } from "~/ui/area-placeholder";

export const meta: Route.MetaFunction = () => [{ title: "Analytics – Business – Stadtpuls" }];

export default function Page() {
  return <AreaPlaceholder title="Analytics" />;
}

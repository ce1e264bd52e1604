import type { Route } from "./+types/dashboard";
import { AreaPlaceholder } from "~/ui/area-placeholder";

export const meta: Route.MetaFunction = () => [{ title: "Dashboard – Business – Stadtpuls" }];

export default function Page() {
  return <AreaPlaceholder title="Dashboard" />;
}

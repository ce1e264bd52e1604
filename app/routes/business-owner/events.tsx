import type { Route } from "./+types/events";
import { AreaPlaceholder } from "~/ui/area-placeholder";

export const meta: Route.MetaFunction = () => [{ title: "Events – Business – Stadtpuls" }];

export default function Page() {
  return <AreaPlaceholder title="Events" />;
}

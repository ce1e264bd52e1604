import type { Route } from "./+types/manage";
import { AreaPlaceholder } from "~/ui/area-placeholder";

export const meta: Route.MetaFunction = () => [{ title: "Mein Business – Business – Stadtpuls" }];

export default function Page() {
  return <AreaPlaceholder title="Mein Business" />;
}

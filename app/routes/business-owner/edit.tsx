import type { Route } from "./+types/edit";
import { AreaPlaceholder } from "~/ui/area-placeholder";

export const meta: Route.MetaFunction = () => [{ title: "Bearbeiten – Business – Stadtpuls" }];

export default function Page() {
  return <AreaPlaceholder title="Bearbeiten" />;
}

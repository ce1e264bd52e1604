import type { Route } from "./+types/refunds";
import { AreaPlaceholder } from "~/ui/area-placeholder";

export const meta: Route.MetaFunction = () => [{ title: "Erstattungen – Admin – Stadtpuls" }];

export default function Page() {
  return <AreaPlaceholder title="Erstattungen" />;
}

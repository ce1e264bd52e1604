import type { Route } from "./+types/reviews";
import { AreaPlaceholder } from "~/ui/area-placeholder";

export const meta: Route.MetaFunction = () => [{ title: "Bewertungen – Business – Stadtpuls" }];

export default function Page() {
  return <AreaPlaceholder title="Bewertungen" />;
}

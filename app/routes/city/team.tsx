import type { Route } from "./+types/team";
import { PlaceholderPage } from "~/ui/placeholder-page";

export const meta: Route.MetaFunction = () => [{ title: "Team – Stadtpuls" }];

export default function Page() {
  return <PlaceholderPage title="Team" />;
}

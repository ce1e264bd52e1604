import type { Route } from "./+types/community";
import { PlaceholderPage } from "~/ui/placeholder-page";

export const meta: Route.MetaFunction = () => [{ title: "Community – Stadtpuls" }];

export default function Page() {
  return <PlaceholderPage title="Community" />;
}

import type { Route } from "./+types/jobs";
import { PlaceholderPage } from "~/ui/placeholder-page";

export const meta: Route.MetaFunction = () => [{ title: "Jobs – Stadtpuls" }];

export default function Page() {
  return <PlaceholderPage title="Jobs" />;
}

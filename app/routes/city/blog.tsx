import type { Route } from "./+types/blog";
import { PlaceholderPage } from "~/ui/placeholder-page";

export const meta: Route.MetaFunction = () => [{ title: "Blog – Stadtpuls" }];

export default function Page() {
  return <PlaceholderPage title="Blog" />;
}

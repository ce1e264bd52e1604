import type { Route } from "./+types/blog-post";
import { PlaceholderPage } from "~/ui/placeholder-page";

export const meta: Route.MetaFunction = () => [{ title: "Blog-Artikel – Stadtpuls" }];

export default function Page() {
  return <PlaceholderPage title="Blog-Artikel" />;
}

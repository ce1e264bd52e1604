import type { Route } from "./+types/secret-concerts";
import { PlaceholderPage } from "~/ui/placeholder-page";

export const meta: Route.MetaFunction = () => [{ title: "Secret Concerts – Stadtpuls" }];

export default function Page() {
  return <PlaceholderPage title="Secret Concerts" />;
}

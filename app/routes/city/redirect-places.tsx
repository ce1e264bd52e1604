import { redirect } from "react-router";
import type { Route } from "./+types/redirect-places";
import { pageUrl } from "~/lib/page-url.server";

/** /{city}/locations and /{city}/businesses → /{city}/places (spec §2.1). */
export function loader({ params, request }: Route.LoaderArgs) {
  const search = pageUrl(request).search;
  return redirect(`/${encodeURIComponent(params.city)}/places${search}`, 301);
}

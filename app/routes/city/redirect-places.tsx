import { redirect } from "react-router";
import type { Route } from "./+types/redirect-places";

/** /{city}/locations and /{city}/businesses → /{city}/places (spec §2.1). */
export function loader({ params, request }: Route.LoaderArgs) {
  const search = new URL(request.url).search;
  return redirect(`/${params.city}/places${search}`, 301);
}

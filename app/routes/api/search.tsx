import type { Route } from "./+types/search";
import { searchInCity } from "~/modules/search/search.server";
import { SEARCH_LIMITS, SEARCH_MIN_CHARS } from "~/modules/search/query-text";
import { parseRadiusParam } from "~/modules/search/labels";
import { isCityId } from "~/lib/cities";
import { pageUrl } from "~/lib/page-url.server";
import { cleanQueryText } from "~/lib/query-text";

/** GET /api/search?q= — the header combobox's results (spec §7 "Global search"), JSON. */
export async function loader({ request }: Route.LoaderArgs) {
  const url = pageUrl(request);
  const q = cleanQueryText(url.searchParams.get("q") ?? "");
  const city = url.searchParams.get("city") ?? "";
  const headers = { "Cache-Control": "public, max-age=30", "Content-Type": "application/json; charset=utf-8" };
  if (q.trim().length < SEARCH_MIN_CHARS) {
    return new Response(JSON.stringify({ q, events: [], places: [], posts: [], artists: [], businesses: [], elsewhere: [] }), { headers });
  }
  const results = await searchInCity(q, SEARCH_LIMITS, isCityId(city) ? city : "", parseRadiusParam(url.searchParams.get("radius")));
  return new Response(JSON.stringify(results), { headers });
}

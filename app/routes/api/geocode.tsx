import type { Route } from "./+types/geocode";
import { pageUrl } from "~/lib/page-url.server";
import { requireRoleOr403 } from "~/auth-edge/guards.server";
import { geocode, GEOCODE_LIMIT } from "~/modules/places/geocode.server";

/** GET /api/geocode?q= — address and place suggestions for the event editor (spec §7: limit 5, de). */
export async function loader({ request }: Route.LoaderArgs) {
  await requireRoleOr403(request, "organizer");
  const q = (pageUrl(request).searchParams.get("q") ?? "").slice(0, 200);
  const suggestions = await geocode(q, GEOCODE_LIMIT);
  return Response.json({ suggestions }, { headers: { "Cache-Control": "private, max-age=60" } });
}

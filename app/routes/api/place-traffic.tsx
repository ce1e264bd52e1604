import { z } from "zod";
import type { Route } from "./+types/place-traffic";
import { consumeLimit } from "~/modules/accounts/rate-limit.server";
import { PLACE_TRAFFIC_KINDS, recordPlaceTraffic } from "~/modules/reporting/place-traffic.server";

const body = z.object({ kind: z.enum(PLACE_TRAFFIC_KINDS), referrer: z.string().max(2000).optional() });

/** Per client address and place: a page's view and a few clicks a minute; more is not counted (no error either). */
const LIMIT = { window: 60, max: 20 };

/**
 * Beacon of public place pages: counts a view or a click on the phone, website or route link (no
 * cookies, bots ignored, rate-limited per address). Answers 204 whether or not it counted.
 */
export async function action({ request, params }: Route.ActionArgs) {
  if (request.method !== "POST") return new Response(null, { status: 405 });
  const parsed = body.safeParse(await request.json().catch(() => null));
  if (!parsed.success) return new Response(null, { status: 400 });
  const address = request.headers.get("x-stadtpuls-client-ip") ?? request.headers.get("x-forwarded-for")?.split(",")[0]?.trim() ?? "unknown";
  if (await consumeLimit(`place-traffic:${address}:${params.placeId.slice(0, 40)}`, LIMIT)) {
    const host = request.headers.get("x-forwarded-host") ?? request.headers.get("host");
    await recordPlaceTraffic({ locationId: params.placeId, ...parsed.data, userAgent: request.headers.get("user-agent"), ownHost: host });
  }
  return new Response(null, { status: 204, headers: { "Cache-Control": "no-store" } });
}

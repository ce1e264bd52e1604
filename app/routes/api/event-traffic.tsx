import { z } from "zod";
import type { Route } from "./+types/event-traffic";
import { recordEventTraffic } from "~/modules/reporting/record-event-traffic.server";

const body = z.object({ kind: z.enum(["view", "checkout"]), referrer: z.string().max(2000).optional(), source: z.string().max(20).optional() });

/** Beacon of event pages and checkout: counts a view or checkout start (no cookies, bots ignored). */
export async function action({ request, params }: Route.ActionArgs) {
  if (request.method !== "POST") return new Response(null, { status: 405 });
  const parsed = body.safeParse(await request.json().catch(() => null));
  if (!parsed.success) return new Response(null, { status: 400 });
  const host = request.headers.get("x-forwarded-host") ?? request.headers.get("host");
  await recordEventTraffic({ eventId: params.eventId, ...parsed.data, userAgent: request.headers.get("user-agent"), ownHost: host });
  return new Response(null, { status: 204, headers: { "Cache-Control": "no-store" } });
}

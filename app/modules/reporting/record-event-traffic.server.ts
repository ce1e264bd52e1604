import { sql } from "drizzle-orm";
import { isUuid } from "~/lib/input";
import { isbot } from "isbot";
import { db } from "~/lib/db.server";
import { eventTraffic } from "~/modules/reporting/schema";
import { classifyReferrer, TRAFFIC_SOURCES, type TrafficSource } from "~/modules/reporting/traffic-sources";

/**
 * Counts one event page view or checkout start (no cookies, nothing about the visitor is stored):
 * bots (isbot on the user agent) and unknown or unpublished events are ignored. One upsert per call.
 */
export async function recordEventTraffic(input: {
  eventId: string;
  kind: "view" | "checkout";
  userAgent: string | null;
  referrer?: string | null;
  /** A source the page already knows (checkout: the one its event page was reached from). */
  source?: string | null;
  ownHost: string | null;
}): Promise<{ counted: boolean }> {
  if (!input.userAgent || isbot(input.userAgent)) return { counted: false };
  if (!isUuid(input.eventId)) return { counted: false };
  const source: TrafficSource =
    input.source && (TRAFFIC_SOURCES as readonly string[]).includes(input.source) ? (input.source as TrafficSource) : classifyReferrer(input.referrer, input.ownHost);
  const views = input.kind === "view" ? 1 : 0;
  const starts = input.kind === "checkout" ? 1 : 0;
  const res = await db.execute<{ ok: number }>(sql`
    insert into ${eventTraffic} (event_id, day, source, views, checkout_starts)
    select e.id, (now() at time zone 'Europe/Berlin')::date, ${source}, ${views}, ${starts}
    from events e where e.id = ${input.eventId}::uuid and e.status in ('published', 'sold_out')
    on conflict (event_id, day, source) do update set
      views = ${eventTraffic}.views + excluded.views,
      checkout_starts = ${eventTraffic}.checkout_starts + excluded.checkout_starts
    returning 1 as ok`);
  return { counted: res.rows.length > 0 };
}

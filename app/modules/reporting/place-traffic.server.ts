import { and, eq, gte, inArray, sql } from "drizzle-orm";
import { isbot } from "isbot";
import { berlinDayStart, toIsoDay } from "~/lib/format";
import { isUuid } from "~/lib/input";
import { db } from "~/lib/db.server";
import type { Actor } from "~/modules/accounts/actor";
import { userFavorites } from "~/modules/engagement/schema";
import { managedPlaceIds } from "~/modules/places/owner-scope.server";
import { locations, reviews } from "~/modules/places/schema";
import type { AnalyticsPeriod } from "~/modules/reporting/place-analytics-params";
import { placeTraffic } from "~/modules/reporting/schema";
import { classifyReferrer, TRAFFIC_SOURCE_LABELS, TRAFFIC_SOURCES, type TrafficSource } from "~/modules/reporting/traffic-sources";

/** What a place page counts: a view of the page, or a click on its phone, website or route link. */
export const PLACE_TRAFFIC_KINDS = ["view", "phone", "website", "route"] as const;
export type PlaceTrafficKind = (typeof PLACE_TRAFFIC_KINDS)[number];

const COLUMN: Record<PlaceTrafficKind, string> = { view: "views", phone: "phone_clicks", website: "website_clicks", route: "route_clicks" };

/**
 * Counts one view of a public place page or one click on its phone, website or route link (no
 * cookies, nothing about the visitor is stored): bots (isbot on the user agent) and unknown or
 * inactive places are ignored. One upsert per call — one call per request.
 */
export async function recordPlaceTraffic(input: {
  locationId: string;
  kind: PlaceTrafficKind;
  userAgent: string | null;
  referrer?: string | null;
  ownHost: string | null;
}): Promise<{ counted: boolean }> {
  if (!input.userAgent || isbot(input.userAgent)) return { counted: false };
  if (!isUuid(input.locationId) || !(PLACE_TRAFFIC_KINDS as readonly string[]).includes(input.kind)) return { counted: false };
  const source: TrafficSource = classifyReferrer(input.referrer, input.ownHost);
  const column = sql.raw(COLUMN[input.kind]);
  const res = await db.execute<{ ok: number }>(sql`
    insert into ${placeTraffic} (location_id, day, source, ${column})
    select l.id, (now() at time zone 'Europe/Berlin')::date, ${source}, 1
    from locations l where l.id = ${input.locationId}::uuid and l.is_active
    on conflict (location_id, day, source) do update set ${column} = ${placeTraffic}.${column} + 1
    returning 1 as ok`);
  return { counted: res.rows.length > 0 };
}

/** The first Berlin day of the last `days` days (today included). */
function firstDay(days: number): string {
  return toIsoDay(new Date(Date.now() - (days - 1) * 86_400_000));
}

/**
 * Profile views of these places since `since` (a Berlin day, inclusive) — the dashboard's
 * "Profilaufrufe (30 Tage)" with `placeViewsSince(ids, firstDayOfLast(30))`.
 */
export async function placeViewsSince(placeIds: readonly string[], since: string): Promise<number> {
  if (placeIds.length === 0) return 0;
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${placeTraffic.views}), 0)::int` })
    .from(placeTraffic)
    .where(and(inArray(placeTraffic.locationId, [...placeIds]), gte(placeTraffic.day, since)));
  return Number(row?.n ?? 0);
}

/** The first Berlin day of the last `days` days, for `placeViewsSince`. */
export const firstDayOfLast = firstDay;


/**
 * The business owner's analytics of the places they run (or one of them): views, searches that led to
 * the page, clicks on phone, website and route per day; new favorites per day; the average rating
 * over time; where the visitors came from. Another owner's place is not there (the choice falls back
 * to all own places).
 */
export async function getPlaceAnalyticsView(actor: Pick<Actor, "id">, input: { days: AnalyticsPeriod; placeId?: string | null }) {
  const places = await db
    .select({ id: locations.id, name: locations.name })
    .from(locations)
    .where(inArray(locations.id, await managedPlaceIds(actor)))
    .orderBy(locations.name);
  const chosen = places.find((p) => p.id === input.placeId) ?? null;
  const ids = chosen ? [chosen.id] : places.map((p) => p.id);
  const from = firstDay(input.days);
  const to = toIsoDay(new Date());
  const days: string[] = [];
  for (let d = from; d <= to; d = toIsoDay(new Date(berlinDayStart(d).getTime() + 36 * 3_600_000))) days.push(d);
  if (ids.length === 0) return { places, chosen, days: input.days, from, to, daily: [], sources: [], totals: emptyTotals() };

  const [traffic, favs, favTotal, reviewRows] = await Promise.all([
    db
      .select({
        day: placeTraffic.day,
        source: placeTraffic.source,
        views: sql<number>`sum(${placeTraffic.views})::int`,
        phone: sql<number>`sum(${placeTraffic.phoneClicks})::int`,
        website: sql<number>`sum(${placeTraffic.websiteClicks})::int`,
        route: sql<number>`sum(${placeTraffic.routeClicks})::int`,
      })
      .from(placeTraffic)
      .where(and(inArray(placeTraffic.locationId, ids), gte(placeTraffic.day, from)))
      .groupBy(placeTraffic.day, placeTraffic.source),
    db
      .select({ day: sql<string>`to_char(${userFavorites.createdAt} at time zone 'Europe/Berlin', 'YYYY-MM-DD')`, n: sql<number>`count(*)::int` })
      .from(userFavorites)
      .where(and(inArray(userFavorites.locationId, ids), gte(userFavorites.createdAt, berlinDayStart(from))))
      .groupBy(sql`1`),
    db.$count(userFavorites, inArray(userFavorites.locationId, ids)),
    db
      .select({ day: sql<string>`to_char(${reviews.createdAt} at time zone 'Europe/Berlin', 'YYYY-MM-DD')`, rating: reviews.rating })
      .from(reviews)
      .where(and(inArray(reviews.locationId, ids), eq(reviews.status, "published"))),
  ]);

  const byDay = new Map(days.map((d) => [d, { day: d, views: 0, searches: 0, phone: 0, website: 0, route: 0, favorites: 0, rating: null as number | null }]));
  const bySource = new Map<string, number>();
  for (const t of traffic) {
    const row = byDay.get(t.day);
    if (row) {
      row.views += Number(t.views);
      if (t.source === "search") row.searches += Number(t.views);
      row.phone += Number(t.phone);
      row.website += Number(t.website);
      row.route += Number(t.route);
    }
    bySource.set(t.source, (bySource.get(t.source) ?? 0) + Number(t.views));
  }
  for (const f of favs) {
    const row = byDay.get(f.day);
    if (row) row.favorites += Number(f.n);
  }
  // the average of every published review written up to the end of each day
  const sorted = [...reviewRows].sort((a, b) => a.day.localeCompare(b.day));
  let sum = 0;
  let count = 0;
  let i = 0;
  for (const d of days) {
    while (i < sorted.length && sorted[i]!.day <= d) {
      sum += sorted[i]!.rating;
      count += 1;
      i += 1;
    }
    byDay.get(d)!.rating = count ? Math.round((sum / count) * 10) / 10 : null;
  }
  const daily = [...byDay.values()];
  const total = (k: "views" | "searches" | "phone" | "website" | "route" | "favorites") => daily.reduce((s, r) => s + r[k], 0);
  const allRatings = reviewRows.map((r) => r.rating);
  return {
    places,
    chosen,
    days: input.days,
    from,
    to,
    daily,
    sources: TRAFFIC_SOURCES.map((s) => ({ source: s, label: TRAFFIC_SOURCE_LABELS[s], views: bySource.get(s) ?? 0 })).filter((s) => s.views > 0),
    totals: {
      views: total("views"),
      searches: total("searches"),
      phone: total("phone"),
      website: total("website"),
      route: total("route"),
      newFavorites: total("favorites"),
      favorites: Number(favTotal),
      rating: allRatings.length ? Math.round((allRatings.reduce((a, b) => a + b, 0) / allRatings.length) * 10) / 10 : null,
      reviews: allRatings.length,
    },
  };
}

function emptyTotals() {
  return { views: 0, searches: 0, phone: 0, website: 0, route: 0, newFavorites: 0, favorites: 0, rating: null as number | null, reviews: 0 };
}

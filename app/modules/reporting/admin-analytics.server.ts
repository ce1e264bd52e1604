import { type SQL, sql } from "drizzle-orm";
import { CITY_NAMES, DEFAULT_CITY } from "~/lib/cities";
import { db } from "~/lib/db.server";
import { toIsoDay } from "~/lib/format";
import type { Actor } from "~/modules/accounts/actor";
import { eventHref } from "~/modules/events/card-data";
import { OUTBOX_KIND, type AnalyticsQuery } from "~/modules/reporting/admin-analytics-params";
import { resolvePeriod } from "~/modules/reporting/organizer-stats-params";
import { assertCan } from "~/modules/reporting/permissions";
import { city as cityArea, linkTo } from "~/registry";

const rows = async <T extends Record<string, unknown>>(q: SQL) => (await db.execute<T>(q)).rows;
const num = (v: unknown) => Number(v ?? 0);

/**
 * The platform's figures for a period (Berlin days) and one city or all (spec §2.4 Analytics): new and
 * active users, bookings, tickets, revenue and refunds (the stats roll-up, as the organizers' figures),
 * top events and places, searches without results, and outbox delivery per kind. Money in cents.
 * A user counts for a city by their profile's city; bookings, events and places by the event's/place's city.
 */
export async function getAdminAnalyticsView(actor: Actor, query: AnalyticsQuery, now = new Date()) {
  assertCan(actor, "platformFigures.view");
  const period = resolvePeriod(query, toIsoDay(now));
  const cityId = query.city ?? null;
  const fromTs = sql`(${period.from}::date::timestamp at time zone 'Europe/Berlin')`;
  const toTs = sql`((${period.to}::date + 1)::timestamp at time zone 'Europe/Berlin')`;
  const inPeriod = (col: SQL) => sql`${col} >= ${fromTs} and ${col} < ${toTs}`;
  const eventCity = cityId ? sql`e.city_id = ${cityId}` : sql`true`;
  const userCity = cityId ? sql`exists (select 1 from profiles p where p.id = u.id and p.city_id = ${cityId})` : sql`true`;
  // booking figures of the roll-up (event_stats, migration 0010): on the Berlin day they count on
  const bookingFigures = sql`event_stats s join events e on e.id = s.event_id
    where s.ticket_name = '' and s.day between ${period.from}::date and ${period.to}::date and ${eventCity}`;

  const [totals, users, daily, topEvents, topPlaces, searches, zeroSearches, delivery, inApp] = await Promise.all([
    rows<{ bookings: number; tickets: number; gross: number; net: number; refunds: number; refunded: number }>(sql`
      select coalesce(sum(s.bookings), 0)::int as bookings, coalesce(sum(s.tickets), 0)::int as tickets,
        coalesce(sum(s.gross_cents), 0)::bigint as gross, coalesce(sum(s.net_cents), 0)::bigint as net,
        coalesce(sum(s.refunds), 0)::int as refunds, coalesce(sum(s.refunded_cents), 0)::bigint as refunded
      from ${bookingFigures}`),
    rows<{ new_users: number; active_users: number }>(sql`
      select (select count(*) from "user" u where ${inPeriod(sql`u.created_at`)} and ${userCity})::int as new_users,
        (select count(distinct se.user_id) from session se join "user" u on u.id = se.user_id where ${inPeriod(sql`se.updated_at`)} and ${userCity})::int as active_users`),
    rows<{ day: string; tickets: number; revenue: number; new_users: number }>(sql`
      select d::date::text as day, coalesce(x.tickets, 0)::int as tickets, coalesce(x.revenue, 0)::bigint as revenue, coalesce(nu.n, 0)::int as new_users
      from generate_series(${period.from}::date, ${period.to}::date, interval '1 day') d
      left join (select s.day, sum(s.tickets) as tickets, sum(s.gross_cents) as revenue from ${bookingFigures} group by s.day) x on x.day = d::date
      left join (select (u.created_at at time zone 'Europe/Berlin')::date as day, count(*) as n from "user" u
                 where ${inPeriod(sql`u.created_at`)} and ${userCity} group by 1) nu on nu.day = d::date
      order by d`),
    rows<{ id: string; title: string; slug: string; city_id: string | null; start_date: string | Date; tickets: number; revenue: number }>(sql`
      select e.id, e.title, e.slug, e.city_id, e.start_date, sum(s.tickets)::int as tickets, sum(s.gross_cents)::bigint as revenue
      from ${bookingFigures}
      group by e.id having sum(s.tickets) > 0 order by tickets desc, revenue desc limit 10`),
    rows<{ id: string; name: string; slug: string; city_id: string | null; favorites: number; all_favorites: number; events: number }>(sql`
      select l.id, l.name, l.slug, l.city_id,
        count(f.id) filter (where ${inPeriod(sql`f.created_at`)})::int as favorites, count(f.id)::int as all_favorites,
        (select count(*) from events e where e.venue_id = l.id and e.status in ('published', 'sold_out') and ${inPeriod(sql`e.start_date`)})::int as events
      from locations l left join user_favorites f on f.location_id = l.id
      where l.is_active ${cityId ? sql`and l.city_id = ${cityId}` : sql``}
      group by l.id
      order by favorites desc, events desc, all_favorites desc, l.name limit 10`),
    rows<{ searches: number; zero: number }>(sql`
      select coalesce(sum(searches), 0)::int as searches, coalesce(sum(zero_results), 0)::int as zero from search_queries
      where day between ${period.from}::date and ${period.to}::date ${cityId ? sql`and city_id = ${cityId}` : sql``}`),
    rows<{ query: string; zero: number; searches: number; last_day: string }>(sql`
      select query, sum(zero_results)::int as zero, sum(searches)::int as searches, max(day)::text as last_day from search_queries
      where day between ${period.from}::date and ${period.to}::date ${cityId ? sql`and city_id = ${cityId}` : sql``}
      group by query having sum(zero_results) > 0 order by zero desc, query limit 20`),
    rows<{ kind: string; topic: string; sent: number; waiting: number; failed: number; dead: number }>(sql`
      select kind::text as kind, topic, count(*) filter (where status = 'sent')::int as sent,
        count(*) filter (where status in ('pending', 'processing'))::int as waiting,
        count(*) filter (where status = 'failed')::int as failed, count(*) filter (where status = 'dead')::int as dead
      from outbox where ${inPeriod(sql`created_at`)}
      group by kind, topic order by kind, count(*) desc`),
    rows<{ created: number; read: number }>(sql`
      select count(*)::int as created, count(*) filter (where n.is_read)::int as read from notifications n
      where ${inPeriod(sql`n.created_at`)} ${cityId ? sql`and exists (select 1 from profiles p where p.id = n.user_id and p.city_id = ${cityId})` : sql``}`),
  ]);

  const t = totals[0]!;
  const u = users[0]!;
  const s = searches[0]!;
  const byKind = new Map<string, { kind: string; sent: number; waiting: number; failed: number; dead: number }>();
  for (const d of delivery) {
    const label = OUTBOX_KIND.has(d.kind) ? OUTBOX_KIND.label(d.kind) : d.kind;
    const k = byKind.get(d.kind) ?? { kind: label, sent: 0, waiting: 0, failed: 0, dead: 0 };
    k.sent += num(d.sent);
    k.waiting += num(d.waiting);
    k.failed += num(d.failed);
    k.dead += num(d.dead);
    byKind.set(d.kind, k);
  }
  return {
    period,
    city: cityId ? { id: cityId, name: CITY_NAMES[cityId] } : null,
    totals: {
      newUsers: num(u.new_users),
      activeUsers: num(u.active_users),
      bookings: num(t.bookings),
      tickets: num(t.tickets),
      grossCents: num(t.gross),
      netCents: num(t.net),
      refunds: num(t.refunds),
      refundedCents: num(t.refunded),
      searches: num(s.searches),
      zeroSearches: num(s.zero),
    },
    daily: daily.map((d) => ({ day: d.day, tickets: num(d.tickets), revenue: num(d.revenue), newUsers: num(d.new_users) })),
    topEvents: topEvents.map((e) => ({
      id: e.id,
      title: e.title,
      startDate: new Date(e.start_date).toISOString(),
      cityName: CITY_NAMES[(e.city_id ?? DEFAULT_CITY) as keyof typeof CITY_NAMES] ?? e.city_id ?? "",
      tickets: num(e.tickets),
      revenueCents: num(e.revenue),
      href: eventHref(e.city_id ?? DEFAULT_CITY, { slug: e.slug, id: e.id }),
    })),
    topPlaces: topPlaces.map((p) => ({
      id: p.id,
      name: p.name,
      favorites: num(p.favorites),
      allFavorites: num(p.all_favorites),
      events: num(p.events),
      href: linkTo(cityArea, "placeDetail", { city: p.city_id ?? DEFAULT_CITY, slug: p.slug }),
    })),
    zeroSearches: zeroSearches.map((z) => ({ query: z.query, zero: num(z.zero), searches: num(z.searches), lastDay: z.last_day })),
    delivery: {
      inApp: { created: num(inApp[0]?.created), read: num(inApp[0]?.read) },
      byKind: [...byKind.values()],
      byTopic: delivery.map((d) => ({
        kind: OUTBOX_KIND.has(d.kind) ? OUTBOX_KIND.label(d.kind) : d.kind,
        topic: d.topic,
        sent: num(d.sent),
        waiting: num(d.waiting),
        failed: num(d.failed),
        dead: num(d.dead),
      })),
    },
  };
}

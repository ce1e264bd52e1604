import { type SQL, sql } from "drizzle-orm";
import { AppError } from "~/lib/app-error";
import { db } from "~/lib/db.server";
import { toIsoDay } from "~/lib/format";
import { eventColumns, ownedEventsSql } from "~/modules/organizers/ownership";
import type { OrganizerActor } from "~/modules/organizers/scope.server";
import { assertCan } from "~/modules/reporting/permissions";
import { resolvePeriod, type StatsQuery } from "~/modules/reporting/organizer-stats-params";
import { SALES_CHANNEL } from "~/modules/ticketing/labels";
import { TRAFFIC_SOURCE_LABELS, TRAFFIC_SOURCES, type TrafficSource } from "~/modules/reporting/traffic-sources";

const rows = async <T extends Record<string, unknown>>(q: SQL) => (await db.execute<T>(q)).rows;
const num = (v: unknown) => Number(v ?? 0);

/**
 * The organizer's figures for one event or all of them over a period: tickets and revenue per day,
 * per ticket category, capacity use, refunds, check-in rate, the funnel views → checkout → paid,
 * traffic sources and top events. Revenue is net of refunds; money in cents.
 */
export async function getOrganizerStatsView(actor: OrganizerActor, query: StatsQuery, now = new Date()) {
  assertCan(actor, "organizerFigures.view");
  const period = resolvePeriod(query, toIsoDay(now));
  const owned = ownedEventsSql(actor, undefined, "money");
  let scope = owned;
  let selectedEvent: { id: string; title: string } | null = null;
  if (query.event) {
    const [found] = await rows<{ id: string; title: string }>(sql`select e.id, e.title from events e where e.id = ${query.event}::uuid and ${owned}`);
    if (!found) throw new AppError("EVENT_NOT_FOUND");
    selectedEvent = found;
    scope = sql`${owned} and e.id = ${found.id}::uuid`;
  }
  const fromTs = sql`(${period.from}::date::timestamp at time zone 'Europe/Berlin')`;
  const toTs = sql`((${period.to}::date + 1)::timestamp at time zone 'Europe/Berlin')`;
  // the roll-up (view event_stats, kept by triggers; migration 0010): booking figures (ticket_name '')
  // on the Berlin day they count on — confirmation, refund (last change), cancellation
  const inPeriod = sql`s.day between ${period.from}::date and ${period.to}::date`;
  const bookingFigures = sql`event_stats s join events e on e.id = s.event_id where ${scope} and s.ticket_name = '' and ${inPeriod}`;
  // events that took place in the period (capacity use and check-in rate)
  const heldEvents = (alias: string) => {
    const a = sql.raw(alias);
    return sql`${ownedEventsSql(actor, eventColumns(alias), "money")} ${selectedEvent ? sql`and ${a}.id = ${selectedEvent.id}::uuid` : sql``} and ${a}.start_date >= ${fromTs} and ${a}.start_date < ${toTs}`;
  };

  const [daily, totals, categories, capacity, traffic, top, channels] = await Promise.all([
    rows<{ day: string; tickets: number; revenue: number }>(sql`
      select d::date::text as day, coalesce(x.tickets, 0)::int as tickets, coalesce(x.revenue, 0)::bigint as revenue
      from generate_series(${period.from}::date, ${period.to}::date, interval '1 day') d
      left join (select s.day, sum(s.tickets) as tickets, sum(s.net_cents) as revenue from ${bookingFigures} group by s.day) x on x.day = d::date
      order by d`),
    rows<{ bookings: number; tickets: number; gross: number; refunds: number; refunded: number; cancelled: number }>(sql`
      select coalesce(sum(s.bookings), 0)::int as bookings, coalesce(sum(s.tickets), 0)::int as tickets, coalesce(sum(s.gross_cents), 0)::bigint as gross,
        coalesce(sum(s.refunds), 0)::int as refunds, coalesce(sum(s.refunded_cents), 0)::bigint as refunded, coalesce(sum(s.cancelled), 0)::int as cancelled
      from ${bookingFigures}`),
    rows<{ name: string; tickets: number; revenue: number }>(sql`
      select s.ticket_name as name, sum(s.tickets)::int as tickets, sum(s.gross_cents)::bigint as revenue
      from event_stats s join events e on e.id = s.event_id
      where ${scope} and s.ticket_name <> '' and ${inPeriod}
      group by s.ticket_name having sum(s.tickets) > 0 order by tickets desc limit 12`),
    rows<{ sold: number; capacity: number; limited: number; unlimited: number; attendees: number; checked_in: number }>(sql`
      select coalesce(sum(e.current_participants) filter (where e.max_participants is not null), 0)::int as sold,
        coalesce(sum(e.max_participants), 0)::int as capacity,
        count(*) filter (where e.max_participants is not null)::int as limited,
        count(*) filter (where e.max_participants is null)::int as unlimited,
        coalesce((select sum(s.attendees) from event_stats s
          where s.day is null and s.event_id in (select e2.id from events e2 where ${heldEvents("e2")} and e2.start_date <= now())), 0)::int as attendees,
        coalesce((select sum(s.checked_in) from event_stats s
          where s.day is null and s.event_id in (select e2.id from events e2 where ${heldEvents("e2")} and e2.start_date <= now())), 0)::int as checked_in
      from events e where ${scope} and e.status <> 'cancelled' and e.start_date >= ${fromTs} and e.start_date < ${toTs}`),
    rows<{ source: string; views: number; checkout_starts: number }>(sql`
      select t.source, sum(t.views)::int as views, sum(t.checkout_starts)::int as checkout_starts
      from event_traffic t join events e on e.id = t.event_id
      where ${scope} and t.day between ${period.from}::date and ${period.to}::date
      group by t.source`),
    rows<{ id: string; title: string; start_date: string | Date; tickets: number; revenue: number; current_participants: number; max_participants: number | null }>(sql`
      select e.id, e.title, e.start_date, e.current_participants, e.max_participants,
        sum(s.tickets)::int as tickets, sum(s.net_cents)::bigint as revenue
      from ${bookingFigures}
      group by e.id having sum(s.bookings) > 0 order by revenue desc, tickets desc limit 5`),
    // sales by channel (online checkout, box office — decision 0015): confirmed bookings of the period
    rows<{ channel: string; bookings: number; tickets: number; revenue: number }>(sql`
      select b.channel, count(*)::int as bookings, sum(b.quantity)::int as tickets, sum(b.total_amount_cents - b.refunded_cents)::bigint as revenue
      from bookings b join events e on e.id = b.event_id
      where ${scope} and b.status = 'confirmed' and b.confirmed_at >= ${fromTs} and b.confirmed_at < ${toTs}
      group by b.channel`),
  ]);

  const t = totals[0]!;
  const c = capacity[0]!;
  const bySource = new Map(traffic.map((r) => [r.source, r]));
  const views = traffic.reduce((s, r) => s + num(r.views), 0);
  const checkoutStarts = traffic.reduce((s, r) => s + num(r.checkout_starts), 0);
  const revenue = daily.reduce((s, d) => s + num(d.revenue), 0);
  const pct = (a: number, b: number) => (b > 0 ? a / b : null);
  return {
    period,
    selectedEvent,
    totals: {
      tickets: num(t.tickets),
      bookings: num(t.bookings),
      revenueCents: revenue,
      grossCents: num(t.gross),
      refunds: num(t.refunds),
      refundedCents: num(t.refunded),
      cancelled: num(t.cancelled),
      /** Seats taken at the events of the period that have a capacity (events without one are left out). */
      capacitySold: num(c.sold),
      capacity: num(c.capacity),
      capacityEvents: num(c.limited),
      capacityUnlimitedEvents: num(c.unlimited),
      utilisation: pct(num(c.sold), num(c.capacity)),
      attendees: num(c.attendees),
      checkedIn: num(c.checked_in),
      checkInRate: pct(num(c.checked_in), num(c.attendees)),
    },
    daily: daily.map((d) => ({ day: d.day, tickets: num(d.tickets), revenue: num(d.revenue) })),
    channels: SALES_CHANNEL.values.map((ch) => {
      const r = channels.find((x) => x.channel === ch);
      return { channel: ch, label: SALES_CHANNEL.label(ch), bookings: num(r?.bookings), tickets: num(r?.tickets), revenueCents: num(r?.revenue) };
    }),
    categories: categories.map((r) => ({ name: r.name, tickets: num(r.tickets), revenueCents: num(r.revenue) })),
    funnel: {
      views,
      checkoutStarts,
      paid: num(t.bookings),
      checkoutRate: pct(checkoutStarts, views),
      paidRate: pct(num(t.bookings), checkoutStarts),
    },
    sources: TRAFFIC_SOURCES.map((s: TrafficSource) => ({
      source: s,
      label: TRAFFIC_SOURCE_LABELS[s],
      views: num(bySource.get(s)?.views),
      checkoutStarts: num(bySource.get(s)?.checkout_starts),
    })),
    topEvents: top.map((e) => ({
      id: e.id,
      title: e.title,
      startDate: new Date(e.start_date).toISOString(),
      tickets: num(e.tickets),
      revenueCents: num(e.revenue),
      utilisation: e.max_participants ? num(e.current_participants) / e.max_participants : null,
    })),
  };
}
export type OrganizerStatsView = Awaited<ReturnType<typeof getOrganizerStatsView>>;

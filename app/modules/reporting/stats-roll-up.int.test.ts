import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/lib/db.server";
import { compactEventStats } from "~/modules/reporting/compact-event-stats.server";
import { getOrganizerStatsView } from "~/modules/reporting/organizer-stats.server";
import { bookEvent, makeOrganizer, makeOrganizerEvent } from "../../../tests/factories/organizers";
import { setupTestDb } from "../../../tests/setup/db";

beforeAll(setupTestDb);

type Row = Record<string, string | number | null>;
const all = async (q: ReturnType<typeof sql>) => (await db.execute<Row>(q)).rows.map((r) => JSON.stringify(r));

const berlin = (c: string) => sql.raw(`(${c} at time zone 'Europe/Berlin')::date::text`);

/** The figures of the given events recomputed from the booking tables, the way the stats page counted before the roll-up. */
async function recomputed(eventIds: string[]) {
  const ids = sql.join(eventIds.map((id) => sql`${id}::uuid`), sql`, `);
  return all(sql`
    select event_id, day, ticket_name, sum(bookings)::int as bookings, sum(tickets)::int as tickets, sum(gross)::int as gross, sum(net)::int as net,
      sum(refunds)::int as refunds, sum(refunded)::int as refunded, sum(cancelled)::int as cancelled, sum(attendees)::int as attendees, sum(checked_in)::int as checked_in
    from (
      select b.event_id, ${berlin("b.confirmed_at")} as day, '' as ticket_name, 1 as bookings, b.quantity as tickets, b.total_amount_cents as gross,
        b.total_amount_cents - b.refunded_cents as net, 0 as refunds, 0 as refunded, 0 as cancelled, 0 as attendees, 0 as checked_in
        from bookings b where b.status = 'confirmed' and b.confirmed_at is not null
      union all select b.event_id, ${berlin("b.updated_at")}, '', 0, 0, 0, 0, 1, b.refunded_cents, 0, 0, 0 from bookings b where b.refunded_cents > 0
      union all select b.event_id, ${berlin("b.cancelled_at")}, '', 0, 0, 0, 0, 0, 0, 1, 0, 0 from bookings b where b.status = 'cancelled' and b.cancelled_at is not null
      union all select b.event_id, ${berlin("b.confirmed_at")}, bi.name, 0, bi.quantity, bi.quantity * bi.unit_price_cents, 0, 0, 0, 0, 0, 0
        from booking_items bi join bookings b on b.id = bi.booking_id where b.status = 'confirmed' and b.confirmed_at is not null
      union all select b.event_id, null, '', 0, 0, 0, 0, 0, 0, 0, 1, case when a.is_checked_in then 1 else 0 end
        from booking_attendees a join bookings b on b.id = a.booking_id where b.status = 'confirmed' and a.is_valid
    ) x where event_id in (${ids})
    group by 1, 2, 3 order by 1, 2 nulls first, 3`);
}

/** The same figures as the roll-up holds them (compacted rows plus pending changes), zero rows left out. */
async function rolledUp(eventIds: string[]) {
  const ids = sql.join(eventIds.map((id) => sql`${id}::uuid`), sql`, `);
  return all(sql`
    select event_id, day::text as day, ticket_name, sum(bookings)::int as bookings, sum(tickets)::int as tickets, sum(gross_cents)::int as gross, sum(net_cents)::int as net,
      sum(refunds)::int as refunds, sum(refunded_cents)::int as refunded, sum(cancelled)::int as cancelled, sum(attendees)::int as attendees, sum(checked_in)::int as checked_in
    from event_stats where event_id in (${ids})
    group by 1, 2, 3
    having (sum(bookings), sum(tickets), sum(gross_cents), sum(net_cents), sum(refunds), sum(refunded_cents), sum(cancelled), sum(attendees), sum(checked_in)) <> (0, 0, 0, 0, 0, 0, 0, 0, 0)
    order by 1, 2 nulls first, 3`);
}

describe("stats roll-up (event_stats)", () => {
  it("holds the figures recomputed from bookings, items and attendees after every kind of change, compacted or not", async () => {
    const org = await makeOrganizer({ plan: "professional" });
    const a = await makeOrganizerEvent(org, { title: "Roll-up A" });
    const b = await makeOrganizerEvent(org, { title: "Roll-up B" });
    const ids = [a.id, b.id];
    const one = await bookEvent(a, 3);
    const two = await bookEvent(a, 1);
    const three = await bookEvent(b, 2);
    expect(await rolledUp(ids)).toEqual(await recomputed(ids));
    expect((await recomputed(ids)).length).toBeGreaterThan(3);

    // check-in, partial refund, cancellation, a booking moved to another day, an item added, a booking deleted
    await db.execute(sql`update booking_attendees set is_checked_in = true where booking_id = ${one.bookingId}::uuid`);
    await db.execute(sql`update bookings set refunded_cents = 500, updated_at = now() + interval '2 days' where id = ${two.bookingId}::uuid`);
    await compactEventStats();
    expect(await rolledUp(ids)).toEqual(await recomputed(ids));
    await db.execute(sql`update bookings set status = 'cancelled', cancelled_at = now() - interval '3 days' where id = ${three.bookingId}::uuid`);
    await db.execute(sql`update bookings set confirmed_at = confirmed_at - interval '5 days' where id = ${one.bookingId}::uuid`);
    await db.execute(sql`insert into booking_items (booking_id, name, quantity, unit_price_cents) values (${one.bookingId}::uuid, 'Sitzplatz', 2, 2500)`);
    await db.execute(sql`update booking_attendees set is_valid = false where booking_id = ${one.bookingId}::uuid and is_checked_in
      and id = (select id from booking_attendees where booking_id = ${one.bookingId}::uuid order by id limit 1)`);
    expect(await rolledUp(ids)).toEqual(await recomputed(ids));
    await compactEventStats();
    await db.execute(sql`delete from bookings where id = ${two.bookingId}::uuid`);
    await db.execute(sql`update bookings set event_id = ${b.id}::uuid where id = ${one.bookingId}::uuid`);
    expect(await rolledUp(ids)).toEqual(await recomputed(ids));
    await compactEventStats();
    expect(await rolledUp(ids)).toEqual(await recomputed(ids));
    expect(Number((await db.execute<{ n: string | number }>(sql`select count(*) as n from event_stats_deltas`)).rows[0]!.n)).toBe(0);
  });

  it("shows the same stats page before and after compacting", async () => {
    const org = await makeOrganizer({ plan: "professional" });
    const event = await makeOrganizerEvent(org, { title: "Kompakt" });
    await bookEvent(event, 2);
    await bookEvent(event, 1);
    const before = await getOrganizerStatsView(org.actor, {});
    expect(before.totals).toMatchObject({ tickets: 3, bookings: 2, revenueCents: 4500 });
    await compactEventStats();
    expect(await getOrganizerStatsView(org.actor, {})).toEqual(before);
  });
});

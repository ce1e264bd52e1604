/**
 * Organizer area benchmark (issue 16). Prints its figures; never a timed test.
 *
 *   npx tsx bench/organizer.ts
 *
 * Local PostgreSQL (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/bench_organizer), rebuilt
 * on every run: one organizer with 200 events and 100,000 bookings (one event holds 25,000 bookings
 * with 50,000 attendees). Measures server time of the bookings list (first page, a search, a filtered
 * page) and the stats page beside the bare SQL they run, and the attendee CSV export (time to first
 * byte and RSS growth while streaming 50,000 rows).
 */
import { loadavg } from "node:os";
import pg from "pg";

const URL_ = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/bench_organizer";
const RUNS = Number(process.env.BENCH_RUNS ?? 40);

async function recreate() {
  const admin = new pg.Client({ connectionString: URL_.replace(/\/[^/]+$/, "/postgres") });
  await admin.connect();
  const name = new URL(URL_).pathname.slice(1);
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
}

const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]!;
async function time(fn: () => Promise<unknown>) {
  const out: number[] = [];
  for (let i = 0; i < 5; i++) await fn();
  for (let i = 0; i < RUNS; i++) {
    const t = performance.now();
    await fn();
    out.push(performance.now() - t);
  }
  return { p50: pct(out, 50), p95: pct(out, 95) };
}

async function main() {
  await recreate();
  process.env.DATABASE_URL = URL_;
  const { db } = await import("~/lib/db.server");
  const { runMigrations } = await import("~/lib/migrate.server");
  const { sql } = await import("drizzle-orm");
  await runMigrations();
  const t0 = performance.now();
  await db.execute(sql`insert into cities (id, slug, name, latitude, longitude) values ('luebeck', 'luebeck', 'Lübeck', 53.8655, 10.6866) on conflict do nothing`);
  await db.execute(sql`insert into "user" (id, email, name, email_verified) values ('bench-org', 'bench@stadtpuls.test', 'Bench', true), ('bench-buyer', 'kaeufer@stadtpuls.test', 'Käufer', true)`);
  await db.execute(sql`insert into user_roles (user_id, role) values ('bench-org', 'organizer')`);
  await db.execute(sql`insert into organizers (id, name, slug, user_id, plan) values ('00000000-0000-4000-8000-000000000001', 'Bench Kultur', 'bench-kultur', 'bench-org', 'professional')`);
  await db.execute(sql`
    insert into events (id, title, slug, start_date, end_date, status, city_id, organizer_id, created_by, max_participants, current_participants, published_at)
    select ('00000000-0000-4000-9000-' || lpad(i::text, 12, '0'))::uuid, 'Bench-Event ' || i, 'bench-event-' || i,
      now() + (i - 100) * interval '1 day', now() + (i - 100) * interval '1 day' + interval '3 hours', 'published', 'luebeck',
      '00000000-0000-4000-8000-000000000001', 'bench-org', case when i = 1 then 60000 else 1000 end, 0, now() - interval '60 days'
    from generate_series(1, 200) i`);
  await db.execute(sql`
    insert into ticket_categories (id, event_id, name, price_cents)
    select gen_random_uuid(), e.id, c.name, c.price from events e, (values ('Stehplatz', 1500), ('Sitzplatz', 2500)) c(name, price)`);
  // event 1: 25,000 bookings with 2 attendees; the other 199 events: 75,000 bookings with 1 attendee
  await db.execute(sql`
    insert into bookings (id, user_id, user_email, event_id, ticket_category_id, status, payment_status, total_amount_cents, subtotal_cents, quantity, booking_reference, discount_code, created_at, confirmed_at, is_test_mode)
    select gen_random_uuid(), 'bench-buyer', 'gast' || i || '@example.test', e.id,
      (select tc.id from ticket_categories tc where tc.event_id = e.id order by tc.name limit 1),
      case when i % 20 = 0 then 'cancelled'::booking_status else 'confirmed'::booking_status end,
      case when i % 20 = 0 then 'refunded'::payment_status else 'completed'::payment_status end,
      q * 1500, q * 1500, q, 'SP-B-' || lpad(i::text, 7, '0'), case when i % 10 = 0 then 'FRUEH10' end,
      now() - (i % 365) * interval '1 day', now() - (i % 365) * interval '1 day', true
    from generate_series(1, 100000) i
    cross join lateral (select case when i <= 25000 then 1 else 2 + (i % 199) end as ev, case when i <= 25000 then 2 else 1 end as q) x
    join events e on e.id = ('00000000-0000-4000-9000-' || lpad(x.ev::text, 12, '0'))::uuid`);
  await db.execute(sql`
    insert into booking_items (booking_id, ticket_category_id, name, quantity, unit_price_cents)
    select b.id, b.ticket_category_id, 'Stehplatz', b.quantity, 1500 from bookings b`);
  await db.execute(sql`
    insert into booking_attendees (booking_id, ticket_category_id, first_name, last_name, ticket_number, qr_code, is_checked_in)
    select b.id, b.ticket_category_id, 'Gast', 'Nummer ' || b.booking_reference || '-' || n, b.booking_reference || '-T' || n, 'qr-' || b.booking_reference || '-' || n, n = 1 and right(b.booking_reference, 1) in ('1', '2')
    from bookings b cross join lateral generate_series(1, b.quantity) n`);
  await db.execute(sql`update events e set current_participants = (select coalesce(sum(quantity), 0) from bookings b where b.event_id = e.id and b.status = 'confirmed')`);
  await db.execute(sql`insert into event_traffic (event_id, day, source, views, checkout_starts)
    select e.id, (now() - d * interval '1 day')::date, s, 40, 6 from events e, generate_series(0, 29) d, unnest(array['city_home','search','category','external','direct']) s`);
  // what the worker's periodic job does: fold the roll-up's appended changes (one per booking, item and attendee here)
  const { compactEventStats } = await import("~/modules/reporting/compact-event-stats.server");
  await compactEventStats();
  await db.execute(sql`vacuum analyze`);
  console.log(`Seeded 200 events, 100,000 bookings, ${((await db.execute(sql`select count(*)::int as n from booking_attendees`)) as unknown as { rows: Array<{ n: number }> }).rows[0]!.n} attendees in ${((performance.now() - t0) / 1000).toFixed(1)} s`);

  const { listOrganizerBookings, bookingsWhere, organizerEventOptions, BOOKINGS_COUNT_CAP } = await import("~/modules/ticketing/list-organizer-bookings.server");
  const { bookingsList } = await import("~/modules/ticketing/organizer-bookings-list");
  const { bookings } = await import("~/modules/ticketing/schema");
  const { events } = await import("~/modules/events/schema");
  const { eq } = await import("drizzle-orm");
  const { parseListParams } = await import("~/lib/list/list-spec");
  const { getOrganizerStatsView } = await import("~/modules/reporting/organizer-stats.server");
  const { attendeeExport } = await import("~/modules/ticketing/export-attendees.server");
  const { csvExportStream } = await import("~/ui/back-office/export.server");
  const actor = { id: "bench-org", email: "bench@stadtpuls.test", role: "organizer" as const };
  const p = (qs: string) => parseListParams(new URLSearchParams(qs), bookingsList);

  const bare = (qs: string) => {
    const params = p(qs);
    const where = bookingsWhere(actor, params);
    const from = () => db.select({ id: bookings.id }).from(bookings).leftJoin(events, eq(events.id, bookings.eventId)).where(where);
    return () =>
      Promise.all([
        from().orderBy(sql`${bookings.createdAt} desc nulls last`, sql`${bookings.id} desc nulls last`).limit(25),
        db.select({ n: sql`count(*)` }).from(from().limit(BOOKINGS_COUNT_CAP + 1).as("x")),
      ]);
  };
  const cases: Array<[string, string]> = [
    ["Buchungen, erste Seite", ""],
    ["Buchungen, Suche (Name)", "q=nummer sp-b-0004711"],
    ["Buchungen, Suche (Buchungsnummer)", "q=SP-B-0012345"],
    ["Buchungen, Suche (E-Mail)", "q=gast54321@example"],
    ["Buchungen, gefiltert (Event + Status + Check-in)", "event=00000000-0000-4000-9000-000000000007&status=confirmed&checkedIn=no"],
  ];
  console.log(`\nload average ${loadavg().map((l) => l.toFixed(2)).join(" ")}`);
  console.log("server time (ms)                                   use case p50 / p95   bare SQL p50 / p95   ratio p95");
  for (const [label, qs] of cases) {
    // what the page's loader runs: the list and the filter options, in parallel
    const a = await time(() => {
      const params = p(qs);
      return Promise.all([listOrganizerBookings({ actor, params }), organizerEventOptions(actor, params.filters.event)]);
    });
    const b = await time(bare(qs));
    console.log(`${label.padEnd(50)} ${a.p50.toFixed(1).padStart(6)} / ${a.p95.toFixed(1).padStart(6)}      ${b.p50.toFixed(1).padStart(6)} / ${b.p95.toFixed(1).padStart(6)}      ${(a.p95 / b.p95).toFixed(2)}`);
  }
  const stats = await time(() => getOrganizerStatsView(actor, { period: "30d" }));
  const statsBare = await time(() =>
    db.execute(sql`select s.day, sum(s.tickets), sum(s.net_cents)
      from event_stats s join events e on e.id = s.event_id where e.created_by = 'bench-org' and s.ticket_name = '' and s.day >= current_date - 29 group by 1`),
  );
  console.log(`${"Statistik, alle Events, 30 Tage".padEnd(50)} ${stats.p50.toFixed(1).padStart(6)} / ${stats.p95.toFixed(1).padStart(6)}      ${statsBare.p50.toFixed(1).padStart(6)} / ${statsBare.p95.toFixed(1).padStart(6)}      ${(stats.p95 / statsBare.p95).toFixed(2)}  (bare: daily series only)`);

  // attendee export: 50,000 rows, streamed
  global.gc?.();
  const rss0 = process.memoryUsage().rss;
  const started = performance.now();
  const spec = await attendeeExport({ actor, eventId: "00000000-0000-4000-9000-000000000001" });
  const reader = csvExportStream(spec).getReader();
  let first = 0;
  let bytes = 0;
  let lines = 0;
  let peak = rss0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (!first && bytes > 0) first = performance.now() - started;
    bytes += value.length;
    for (const c of value) if (c === 10) lines++;
    peak = Math.max(peak, process.memoryUsage().rss);
  }
  console.log(`load average ${loadavg().map((l) => l.toFixed(2)).join(" ")}`);
  console.log(`\nAttendee CSV export: ${lines - 1} rows, ${(bytes / 1e6).toFixed(1)} MB in ${((performance.now() - started) / 1000).toFixed(2)} s; first rows after ${first.toFixed(0)} ms; RSS growth ${((peak - rss0) / 1e6).toFixed(1)} MB`);
  const { closeDb } = await import("~/lib/db.server");
  await closeDb();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});

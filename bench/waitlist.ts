/**
 * Waiting-list benchmark (issue 26). Prints its figures; never a timed test.
 *
 *   npm run bench:waitlist
 *
 * A private database `bench_waitlist` on the local PostgreSQL (BENCH_PG_URL, admin URL, default
 * postgres://postgres@127.0.0.1:5432/postgres), recreated on every run — an in-memory PGlite when that
 * server cannot be reached (the output says which). Two sold-out events, each with BENCH_WAITING (5,000)
 * people on its waiting list (joined one after the other; rows written in SQL), and BENCH_FREED
 * (1,000) seats freed on each through the app's own paths (modules through Vite's SSR loader,
 * bench/app-modules.ts):
 *
 * 1. cancellations: 1,000 of the event's confirmed one-ticket bookings cancelled at once
 *    (`cancelConfirmedBookingTx`, each in its own transaction as a refund or an admin cancels it;
 *    BENCH_CONCURRENCY (20) in flight, the pool size) — each frees one seat and offers it.
 * 2. raised capacity: the organizer raises the event's seats by 1,000 in one save — the event row's
 *    update and `offerFreedSeats` in one transaction, as `updateEvent` runs them — 1,000 offers at once.
 *
 * Timed: from the first freeing statement until every transaction committed — then all offers, their
 * notifications and their outbox mails are written. Goal: ≤ 10 s. Then checked and printed: exactly
 * 1,000 offers, to the first 1,000 in line, each entry offered once, 1,000 seats held (the event stays
 * full, not oversold), one notification and one outbox mail per offer.
 */
import { loadavg } from "node:os";
import { appModule, closeApp, fmt, privateDatabase } from "./app-modules";
import type * as DbModule from "~/lib/db.server";
import type * as MigrateModule from "~/lib/migrate.server";
import type * as Factories from "../tests/factories/index";
import type * as ReleaseBooking from "~/modules/ticketing/release-booking.server";
import type * as Waitlist from "~/modules/ticketing/waitlist.server";

const WAITING = Number(process.env.BENCH_WAITING ?? 5000);
const FREED = Number(process.env.BENCH_FREED ?? 1000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 20);
const SEATS = FREED; // the sold-out event has as many one-ticket bookings as seats get freed

async function main() {
  const where = await privateDatabase("bench_waitlist");
  process.env.DATABASE_POOL_MAX = String(Math.max(CONCURRENCY, 5));
  process.env.LOG_LEVEL ??= "warn";
  process.env.DISABLE_WORKER = "true";
  process.env.APP_URL ??= "http://localhost:3999";
  console.log(`Wartelisten-Bench: ${fmt(WAITING, 0)} Wartende, ${fmt(FREED, 0)} frei werdende Plätze, Datenbank: ${where.kind}${where.url ? ` (${new URL(where.url).host}${new URL(where.url).pathname})` : ""}`);

  const { db } = await appModule<typeof DbModule>("/app/lib/db.server.ts");
  const { runMigrations } = await appModule<typeof MigrateModule>("/app/lib/migrate.server.ts");
  const { sql } = await import("drizzle-orm");
  await runMigrations();
  const f = await appModule<typeof Factories>("/tests/factories/index.ts");
  const { cancelConfirmedBookingTx } = await appModule<typeof ReleaseBooking>("/app/modules/ticketing/release-booking.server.ts");
  const { offerFreedSeats } = await appModule<typeof Waitlist>("/app/modules/ticketing/waitlist.server.ts");

  const t0 = performance.now();
  await db.execute(sql`insert into "user" (id, email, name, email_verified)
    select 'bench-user-' || i, 'person' || i || '@bench.test', 'Person ' || i, true from generate_series(1, ${SEATS + WAITING}) i`);

  /** A sold-out event: SEATS confirmed one-ticket bookings, and WAITING people in line behind them. */
  async function soldOutEvent(title: string, waiting = WAITING) {
    const ev = await f.makeEvent({ title, maxParticipants: SEATS, startDate: new Date(Date.now() + 30 * 86_400_000) }, [{ name: "Stehplatz", priceCents: 2000 }]);
    const cat = ev.ticketCategories[0]!;
    await db.execute(sql`
      insert into bookings (id, user_id, user_email, event_id, ticket_category_id, status, payment_status, total_amount_cents, subtotal_cents, quantity, booking_reference, confirmed_at, is_test_mode)
      select gen_random_uuid(), 'bench-user-' || i, 'person' || i || '@bench.test', ${ev.id}, ${cat.id}, 'confirmed', 'completed', 2000, 2000, 1,
        'SP-W-' || left(${ev.id}::text, 8) || '-' || lpad(i::text, 5, '0'), now(), true
      from generate_series(1, ${SEATS}) i`);
    await db.execute(sql`insert into booking_items (booking_id, ticket_category_id, name, quantity, unit_price_cents)
      select id, ticket_category_id, 'Stehplatz', 1, 2000 from bookings where event_id = ${ev.id}`);
    await db.execute(sql`insert into booking_attendees (booking_id, ticket_category_id, first_name, last_name, ticket_number, qr_code)
      select id, ticket_category_id, 'Gast', booking_reference, booking_reference || '-T1', 'qr-' || booking_reference from bookings where event_id = ${ev.id}`);
    await db.execute(sql`update events set current_participants = ${SEATS} where id = ${ev.id}`);
    await db.execute(sql`update ticket_categories set sold_count = ${SEATS} where id = ${cat.id}`);
    // in line one after the other, a second apart (the order joinWaitlist gives them)
    await db.execute(sql`insert into waitlist_entries (event_id, user_id, created_at, updated_at)
      select ${ev.id}, 'bench-user-' || (${SEATS} + i), now() - (${waiting} - i) * interval '1 second', now() from generate_series(1, ${waiting}) i`);
    const ids = (await db.execute<{ id: string }>(sql`select id from bookings where event_id = ${ev.id} order by booking_reference`)).rows.map((r) => r.id);
    return { id: ev.id, bookingIds: ids };
  }
  const byCancel = await soldOutEvent("Hafenkonzert (Stornierungen)");
  const byCapacity = await soldOutEvent("Hafenkonzert (mehr Plätze)");
  const noList = await soldOutEvent("Hafenkonzert (ohne Warteliste)", 0);
  await db.execute(sql`vacuum analyze`);
  console.log(`Angelegt: 3 ausverkaufte Events mit je ${fmt(SEATS, 0)} Buchungen, zwei davon mit je ${fmt(WAITING, 0)} Wartenden, in ${fmt((performance.now() - t0) / 1000)} s`);

  /** What the offers left behind on one event, checked against what must hold. */
  async function verify(eventId: string, offersMade: number) {
    const r = (
      await db.execute<Record<string, number>>(sql`
        with w as (select * from waitlist_entries where event_id = ${eventId}),
        ranked as (select id, status, row_number() over (order by created_at, id) as pos from w)
        select
          (select count(*)::int from w where status = 'offered') as offered,
          (select count(*)::int from w where status = 'waiting') as waiting,
          (select count(*)::int from ranked where status = 'offered' and pos <= ${FREED}) as offered_first_in_line,
          (select count(*)::int from (select user_id from w where status = 'offered' group by user_id having count(*) > 1) x) as users_offered_twice,
          (select count(*)::int from notifications n join w on n.entity_id = w.id::text where n.entity_type = 'waitlist_entry') as notifications,
          (select count(distinct n.entity_id)::int from notifications n join w on n.entity_id = w.id::text where n.entity_type = 'waitlist_entry') as notified_entries,
          (select count(*)::int from outbox o join w on o.dedupe_key = 'waitlist-offer:' || w.id where o.topic = 'waitlist_offer') as mails,
          (select count(distinct o.dedupe_key)::int from outbox o join w on o.dedupe_key = 'waitlist-offer:' || w.id) as mailed_entries,
          (select current_participants::int from events where id = ${eventId}) as counter,
          (select max_participants::int from events where id = ${eventId}) as seats,
          (select count(*)::int from bookings where event_id = ${eventId} and status = 'confirmed') as confirmed
      `)
    ).rows[0]!;
    const checks: Array<[string, boolean]> = [
      [`Angebote: ${r.offered} (genau ${FREED}; die Aufrufe meldeten ${offersMade})`, r.offered === FREED && offersMade === FREED],
      [`an die ersten ${FREED} der Reihe: ${r.offered_first_in_line}`, r.offered_first_in_line === FREED],
      [`weiter wartend: ${r.waiting} (genau ${WAITING - FREED})`, r.waiting === WAITING - FREED],
      [`Personen mit mehr als einem Angebot: ${r.users_offered_twice}`, r.users_offered_twice === 0],
      [`gehaltene + verkaufte Plätze: ${r.counter} von ${r.seats} (${r.confirmed} bestätigt + ${r.offered} gehalten, nicht überbucht)`, r.counter === r.seats && r.counter === r.confirmed + r.offered],
      [`Benachrichtigungen: ${r.notifications} für ${r.notified_entries} Angebote (je genau eine)`, r.notifications === FREED && r.notified_entries === FREED],
      [`Mails im Outbox: ${r.mails} für ${r.mailed_entries} Angebote (je genau eine)`, r.mails === FREED && r.mailed_entries === FREED],
    ];
    for (const [label, ok] of checks) console.log(`  ${ok ? "✓" : "✗"} ${label}`);
    return checks.every(([, ok]) => ok);
  }

  /** Cancels the event's FREED bookings at once, CONCURRENCY in flight, each in its own transaction; seconds until all committed. */
  async function cancelAll(bookingIds: string[]) {
    let next = 0;
    const s = performance.now();
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < FREED) {
          const id = bookingIds[next++]!;
          await db.transaction((tx) => cancelConfirmedBookingTx(tx, id, { reason: "Storniert (Bench)", refundedCents: 2000 }));
        }
      }),
    );
    return (performance.now() - s) / 1000;
  }
  const load = () => loadavg().map((l) => l.toFixed(2)).join(" ");

  const results: boolean[] = [];
  // 1. 1,000 cancellations at once — and the same on an event without a waiting list: what the cancellation itself costs
  {
    const base = await cancelAll(noList.bookingIds);
    const before = (await db.execute<{ n: number }>(sql`select count(*)::int as n from waitlist_entries where status = 'offered'`)).rows[0]!.n;
    const secs = await cancelAll(byCancel.bookingIds);
    const offers = (await db.execute<{ n: number }>(sql`select count(*)::int as n from waitlist_entries where status = 'offered'`)).rows[0]!.n - before;
    console.log(`\n1. ${fmt(FREED, 0)} Stornierungen gleichzeitig (${CONCURRENCY} parallel, je eine Transaktion): alle Angebote geschrieben nach ${fmt(secs, 2)} s (Ziel ≤ 10 s: ${secs <= 10 ? "erreicht" : "VERFEHLT"}), Last ${load()}`);
    console.log(`   dieselben Stornierungen ohne Warteliste: ${fmt(base, 2)} s — Verhältnis mit / ohne Warteliste ${fmt(secs / base, 2)}×`);
    results.push((await verify(byCancel.id, offers)) && secs <= 10);
  }
  // 2. the organizer raises the seats by 1,000: one transaction, 1,000 offers
  {
    const s = performance.now();
    const offers = await db.transaction(async (tx) => {
      await tx.execute(sql`update events set max_participants = max_participants + ${FREED}, updated_at = now() where id = ${byCapacity.id}`);
      return offerFreedSeats(tx, byCapacity.id);
    });
    const secs = (performance.now() - s) / 1000;
    console.log(`\n2. Kapazität um ${fmt(FREED, 0)} erhöht (eine Transaktion): alle Angebote geschrieben nach ${fmt(secs, 2)} s (Ziel ≤ 10 s: ${secs <= 10 ? "erreicht" : "VERFEHLT"}), Last ${load()}`);
    // the seats are now SEATS + FREED: SEATS sold, FREED held
    results.push((await verify(byCapacity.id, offers)) && secs <= 10);
  }
  console.log(results.every(Boolean) ? "\nErgebnis: jeder frei gewordene Platz genau einmal angeboten, in der Zeit." : "\nErgebnis: ABWEICHUNG – siehe oben.");
  process.exitCode = results.every(Boolean) ? 0 : 1;
  await closeApp();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});

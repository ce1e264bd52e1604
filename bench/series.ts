/**
 * Event series benchmark (issue 26). Prints its figures; never a timed test.
 *
 *   npm run bench:series
 *
 * A private database `bench_series` on the local PostgreSQL (BENCH_PG_URL, admin URL, default
 * postgres://postgres@127.0.0.1:5432/postgres), recreated on every run — an in-memory PGlite when that
 * server cannot be reached (the output says which). An organizer (Professional plan, signed in through
 * better-auth) turns a weekly event with 200 seats into a series of 52 dates through the event editor's
 * real 'series' intent (the route's action, `createEventSeries`); every date and a single-date event of
 * the same shape (the baseline) then get 150 confirmed one-ticket bookings (SQL, like bench/organizer.ts).
 *
 * Measured: the server time of the two pages' route loaders, called in-process with a Request as React
 * Router calls them (modules through Vite's SSR loader, bench/app-modules.ts) — the public event page
 * (`routes/city/event-detail.tsx`: the event and its next dates) and the organizer's event page
 * (`routes/organizer/events-edit.tsx`: session, editor view, the series' dates) — for the 10th date of the
 * series and for the single-date event, interleaved; p50 / p95 over BENCH_RUNS (200) after 20 warm-ups.
 * Goal (issue 26): p95 ≤ 50 ms for the series date; the ratio to the single date shows what the series adds.
 */
import crypto from "node:crypto";
import { loadavg } from "node:os";
import { appModule, closeApp, fmt, pct, privateDatabase } from "./app-modules";
import type * as DbModule from "~/lib/db.server";
import type * as MigrateModule from "~/lib/migrate.server";
import type * as Factories from "../tests/factories/index";
import type * as AccountFactories from "../tests/factories/accounts";
import type * as PeopleSchema from "~/modules/people/schema";

const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const WARMUP = 20;
const DATES = 52;
const SEATS = 200;
const SOLD = 150;
const ORIGIN = "http://localhost:3999";

type Loader = (args: { request: Request; params: Record<string, string>; context: unknown }) => Promise<unknown>;
type Action = Loader;

async function main() {
  const where = await privateDatabase("bench_series");
  process.env.APP_URL = ORIGIN;
  process.env.BETTER_AUTH_SECRET ??= crypto.randomBytes(32).toString("hex");
  process.env.LOG_LEVEL ??= "warn";
  process.env.DISABLE_WORKER = "true";
  console.log(`Terminserien-Bench: ${DATES} Termine × ${SEATS} Plätze (je ${SOLD} verkauft), Datenbank: ${where.kind}${where.url ? ` (${new URL(where.url).host}${new URL(where.url).pathname})` : ""}`);

  const { db } = await appModule<typeof DbModule>("/app/lib/db.server.ts");
  const { runMigrations } = await appModule<typeof MigrateModule>("/app/lib/migrate.server.ts");
  const { sql } = await import("drizzle-orm");
  await runMigrations();
  const t0 = performance.now();

  const f = await appModule<typeof Factories>("/tests/factories/index.ts");
  const acc = await appModule<typeof AccountFactories>("/tests/factories/accounts.ts");
  const { organizers } = await appModule<typeof PeopleSchema>("/app/modules/people/schema.ts");
  await f.makeCity();
  const orgUser = await acc.makeSignedInUser("organizer", { email: "serie@bench.test", name: "Bench Kultur" });
  const [org] = await db
    .insert(organizers)
    .values({ name: "Bench Kultur", slug: "bench-kultur", userId: orgUser.id, email: orgUser.email, plan: "professional", planValidUntil: new Date(Date.now() + 365 * 86_400_000) })
    .returning();
  // next week's Thursday, 19:30 in Berlin (within an hour; the series keeps the wall-clock time)
  const first = new Date(Date.now() + 7 * 86_400_000);
  first.setUTCHours(18, 30, 0, 0);
  const shape = { organizerId: org!.id, createdBy: orgUser.id, maxParticipants: SEATS, startDate: first, endDate: new Date(first.getTime() + 3 * 3_600_000) };
  const seriesSource = await f.makeEvent({ ...shape, title: "Kneipenquiz im Hafenschuppen" }, [{ name: "Stehplatz", priceCents: 1200 }]);
  const single = await f.makeEvent({ ...shape, title: "Lesung im Buddenbrookhaus" }, [{ name: "Stehplatz", priceCents: 1200 }]);

  // the series, as the event editor creates it: its 'series' intent posted to the page's action
  const edit = await appModule<{ loader: Loader; action: Action }>("/app/routes/organizer/events-edit.tsx");
  const form = new FormData();
  for (const [k, v] of Object.entries({ intent: "series", frequency: "weekly", dateCount: String(DATES), until: "" })) form.set(k, v);
  const post = new Request(`${ORIGIN}/organizer/events/${seriesSource.id}/edit`, { method: "POST", body: form, headers: { cookie: orgUser.cookie, origin: ORIGIN } });
  const created = await edit.action({ request: post, params: { id: seriesSource.id }, context: {} }).catch((e: unknown) => e);
  const dates = (await db.execute<{ id: string; slug: string }>(
    sql`select id, slug from events where series_id = (select series_id from events where id = ${seriesSource.id}) order by start_date`,
  )).rows;
  if (dates.length !== DATES) throw new Error(`Terminserie nicht angelegt (${dates.length} Termine): ${created instanceof Response ? `${created.status} ${await created.text()}` : JSON.stringify(created)}`);

  // 150 confirmed one-ticket bookings on every date and on the single date (buyers, items, tickets, counters)
  await db.execute(sql`insert into "user" (id, email, name, email_verified)
    select 'bench-buyer-' || i, 'gast' || i || '@bench.test', 'Gast ' || i, true from generate_series(1, ${SOLD}) i`);
  await db.execute(sql`
    insert into bookings (id, user_id, user_email, event_id, ticket_category_id, status, payment_status, total_amount_cents, subtotal_cents, quantity, booking_reference, created_at, confirmed_at, is_test_mode)
    select gen_random_uuid(), 'bench-buyer-' || i, 'gast' || i || '@bench.test', e.id, tc.id, 'confirmed', 'completed', 1200, 1200, 1,
      'SP-S-' || left(e.id::text, 8) || '-' || lpad(i::text, 4, '0'), now() - i * interval '1 hour', now() - i * interval '1 hour', true
    from events e join ticket_categories tc on tc.event_id = e.id, generate_series(1, ${SOLD}) i`);
  await db.execute(sql`insert into booking_items (booking_id, ticket_category_id, name, quantity, unit_price_cents)
    select b.id, b.ticket_category_id, 'Stehplatz', 1, 1200 from bookings b`);
  await db.execute(sql`insert into booking_attendees (booking_id, ticket_category_id, first_name, last_name, ticket_number, qr_code)
    select b.id, b.ticket_category_id, 'Gast', b.booking_reference, b.booking_reference || '-T1', 'qr-' || b.booking_reference from bookings b`);
  await db.execute(sql`update events set current_participants = ${SOLD}`);
  await db.execute(sql`update ticket_categories set sold_count = ${SOLD}`);
  await db.execute(sql`vacuum analyze`);
  const n = (await db.execute<{ events: number; bookings: number }>(sql`select (select count(*)::int from events) as events, (select count(*)::int from bookings) as bookings`)).rows[0]!;
  console.log(`Angelegt: ${n.events} Events (${DATES} Termine der Serie über die Aktion 'Terminserie anlegen' + 1 Einzeltermin), ${fmt(n.bookings, 0)} Buchungen in ${fmt((performance.now() - t0) / 1000)} s`);

  const detail = await appModule<{ loader: Loader }>("/app/routes/city/event-detail.tsx");
  const target = dates[9]!;
  const pages = {
    publicSeries: () => detail.loader({ request: new Request(`${ORIGIN}/luebeck/events/${target.slug}`), params: { city: "luebeck", slug: target.slug }, context: {} }),
    publicSingle: () => detail.loader({ request: new Request(`${ORIGIN}/luebeck/events/${single.slug}`), params: { city: "luebeck", slug: single.slug }, context: {} }),
    orgSeries: () => edit.loader({ request: new Request(`${ORIGIN}/organizer/events/${target.id}/edit`, { headers: { cookie: orgUser.cookie } }), params: { id: target.id }, context: {} }),
    orgSingle: () => edit.loader({ request: new Request(`${ORIGIN}/organizer/events/${single.id}/edit`, { headers: { cookie: orgUser.cookie } }), params: { id: single.id }, context: {} }),
  };
  // what the loaders answer: the series date shows its next dates, the organizer's page all 52
  const pub = (await pages.publicSeries()) as { event: { id: string }; otherDates: unknown[] };
  const own = (await pages.orgSeries()) as { series: { dates: unknown[] } | null };
  if (pub.event.id !== target.id || pub.otherDates.length === 0 || own.series?.dates.length !== DATES) throw new Error("Die Loader antworten nicht wie erwartet");
  console.log(`Gemessen: Termin 10 der Serie (öffentlich: ${pub.otherDates.length} weitere Termine; Veranstalterseite: ${own.series.dates.length} Termine) gegen den Einzeltermin`);

  const times: Record<keyof typeof pages, number[]> = { publicSeries: [], publicSingle: [], orgSeries: [], orgSingle: [] };
  for (let i = 0; i < WARMUP; i++) for (const fn of Object.values(pages)) await fn();
  // interleaved: host noise hits the series and the baseline alike
  for (let i = 0; i < RUNS; i++) {
    for (const [k, fn] of Object.entries(pages) as Array<[keyof typeof pages, () => Promise<unknown>]>) {
      const s = performance.now();
      await fn();
      times[k].push(performance.now() - s);
    }
  }
  console.log(`\nLast (load average) ${loadavg().map((l) => l.toFixed(2)).join(" ")}, ${RUNS} Aufrufe je Seite nach ${WARMUP} zum Aufwärmen`);
  console.log("Serverzeit des Loaders (ms)           Serientermin p50 / p95   Einzeltermin p50 / p95   Verhältnis p95   Ziel p95 ≤ 50 ms");
  for (const [label, a, b] of [
    ["Öffentliche Eventseite", times.publicSeries, times.publicSingle],
    ["Eventseite der Veranstalter:in", times.orgSeries, times.orgSingle],
  ] as const) {
    const p95 = pct(a, 95);
    console.log(
      `${label.padEnd(38)} ${fmt(pct(a, 50)).padStart(7)} / ${fmt(p95).padStart(6)}        ${fmt(pct(b, 50)).padStart(7)} / ${fmt(pct(b, 95)).padStart(6)}        ${fmt(p95 / pct(b, 95), 2).padStart(6)}×        ${p95 <= 50 ? "erreicht" : "VERFEHLT"}`,
    );
  }
  await closeApp();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});

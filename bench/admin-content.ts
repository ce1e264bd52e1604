/**
 * Admin content lists benchmark (issue 24, "Speed"). Prints its figures; never a timed test.
 *
 *   npm run bench:admin-content          (= npx tsx bench/admin-content.ts)
 *
 * Reads the large synthetic data set (100,000 events, 20,000 places, 5,000 artists, 5,000 businesses)
 * on the local PostgreSQL — BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/bench_discovery,
 * the database bench:discovery uses, created and seeded here when missing (bench/large-db.ts).
 *
 * For each case it measures the server time of the module function the admin list's loader calls
 * (`/admin/events`: the events page and its filter options; `/admin/places` and `/admin/locations`: the
 * places page) beside the bare SQL: the very statements that function sent, recorded from the pg driver
 * during one call and replayed on a plain pg client in the same order (BENCH_SQL=1 prints them).
 * p50 / p95 over BENCH_RUNS (40) runs after 5 warm-ups. Goal: p95 ≤ 100 ms.
 */
import { loadavg } from "node:os";
import pg from "pg";
import { ensureSeeded } from "./large-db";

const URL_ = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/bench_discovery";
const RUNS = Number(process.env.BENCH_RUNS ?? 40);

const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil((p / 100) * xs.length) - 1)]!;
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

// ── recording the statements the app sends (node-postgres is the driver behind Drizzle here) ──
type Statement = { text: string; values: unknown[] };
let recording: Statement[] | null = null;
const originalQuery = pg.Client.prototype.query;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  const first = args[0] as string | { text?: string; values?: unknown[] };
  if (recording) {
    if (typeof first === "string") recording.push({ text: first, values: (Array.isArray(args[1]) ? args[1] : []) as unknown[] });
    else if (first && typeof first.text === "string") recording.push({ text: first.text, values: first.values ?? (Array.isArray(args[1]) ? (args[1] as unknown[]) : []) });
  }
  return (originalQuery as (...a: unknown[]) => unknown).apply(this, args);
} as typeof pg.Client.prototype.query;

async function record(fn: () => Promise<unknown>): Promise<Statement[]> {
  recording = [];
  try {
    await fn();
    return recording;
  } finally {
    recording = null;
  }
}

async function main() {
  await ensureSeeded(URL_, 100_000);
  process.env.DATABASE_URL = URL_;
  const { closeDb } = await import("~/lib/db.server");
  const { runMigrations } = await import("~/lib/migrate.server");
  await runMigrations(); // a data set seeded before the latest migrations gets their indexes
  const raw = new pg.Client({ connectionString: URL_ });
  await raw.connect();
  try {
    const { parseListParams } = await import("~/lib/list/list-spec");
    const { adminEventsList, getOrganizerEventsView, getAdminEventFilterOptions } = await import("~/modules/event-management/organizer-events.server");
    const { getAdminPlacesView } = await import("~/modules/places/admin-queries.server");
    const { placeList } = await import("~/modules/places/validation");
    const actor = { id: "bench-admin", email: "admin@bench.test", role: "admin" as const };
    const eventsView = (qs: string) => () => {
      const params = parseListParams(new URLSearchParams(qs), adminEventsList);
      return Promise.all([getOrganizerEventsView(actor, params, ["event"], "admin"), getAdminEventFilterOptions(actor, params.filters.artist)]);
    };
    const placesView = (area: "places" | "locations", qs: string) => () => getAdminPlacesView(actor, area, parseListParams(new URLSearchParams(qs), placeList));

    const CASES: Array<[string, () => Promise<unknown>]> = [
      ["/admin/events first page", eventsView("")],
      ["/admin/events search 'jazz'", eventsView("q=jazz")],
      ["/admin/events city + category", eventsView("city=luebeck&category=music")],
      ["/admin/events sorted by date, ascending", eventsView("sort=start&dir=asc")],
      ["/admin/events search + city + upcoming", eventsView("q=konzert&city=hamburg&when=upcoming")],
      ["/admin/places first page", placesView("places", "")],
      ["/admin/places search 'café'", placesView("places", "q=caf%C3%A9")],
      ["/admin/places city + category", placesView("places", "city=luebeck&category=restaurant")],
      ["/admin/places sorted by date", placesView("places", "sort=created&dir=desc")],
      ["/admin/locations first page", placesView("locations", "")],
      ["/admin/locations city + category", placesView("locations", "city=kiel&category=club")],
    ];

    const [events, places] = await Promise.all([raw.query("select count(*)::int n from events"), raw.query("select count(*)::int n from locations")]);
    console.log(`Datensatz: ${events.rows[0].n.toLocaleString("de-DE")} Events, ${places.rows[0].n.toLocaleString("de-DE")} Orte · Last ${loadavg()[0]!.toFixed(2)} · ${RUNS} Läufe`);
    console.log(`${"server time (ms)".padEnd(44)} use case p50 / p95   bare SQL p50 / p95   statements   goal p95 ≤ 100`);
    let failed = 0;
    for (const [label, useCase] of CASES) {
      const statements = await record(useCase);
      if (process.env.BENCH_SQL === "1") for (const s of statements) console.log(`  ${s.text}  ${JSON.stringify(s.values)}`);
      const bare = await time(async () => {
        for (const s of statements) await raw.query(s.text, s.values);
      });
      const uc = await time(useCase);
      if (uc.p95 > 100) failed++;
      console.log(
        `${label.padEnd(44)} ${uc.p50.toFixed(1).padStart(6)} / ${uc.p95.toFixed(1).padStart(6)}      ${bare.p50.toFixed(1).padStart(6)} / ${bare.p95.toFixed(1).padStart(6)}      ${String(statements.length).padStart(6)}       ${uc.p95 <= 100 ? "✓" : "✗"}`,
      );
    }
    console.log(failed ? `${failed} Fälle über dem Ziel` : "Alle Fälle im Ziel (p95 ≤ 100 ms)");
  } finally {
    await raw.end();
    await closeDb();
  }
}

await main();

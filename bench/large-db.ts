/**
 * The large synthetic data set on the local PostgreSQL, shared by the benchmarks that read it
 * (100k events, 20k places, 10k posts, 5k artists, 5k businesses — db/seed/large.ts): created on
 * first use and kept, so a second benchmark run measures instead of seeding.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import pg from "pg";

export async function countRows(url: string, table: string): Promise<number> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    const r = await c.query(`select count(*)::int n from ${table}`);
    return r.rows[0].n;
  } catch {
    return 0;
  } finally {
    await c.end();
  }
}

export async function ensureDatabase(url: string) {
  const u = new URL(url);
  const name = u.pathname.slice(1);
  u.pathname = "/postgres";
  const c = new pg.Client({ connectionString: u.toString() });
  await c.connect();
  const r = await c.query("select 1 from pg_database where datname = $1", [name]);
  if (r.rowCount === 0) await c.query(`create database "${name}"`);
  await c.end();
}

/** Seeds a database in a child process (the app's db handle is one per process). */
export function seedDatabase(url: string, events: number) {
  const script = `
    import { db, closeDb } from "~/lib/db.server";
    import { runMigrations } from "~/lib/migrate.server";
    import { seedDemo } from "./db/seed/demo";
    import { seedLarge } from "./db/seed/large";
    await runMigrations();
    await seedDemo(db, { withAccounts: false });
    await seedLarge(db, { events: ${events}, places: ${Math.round(events / 5)}, posts: ${Math.round(events / 10)}, artists: ${Math.round(events / 20)}, businesses: ${Math.round(events / 20)} });
    await closeDb();`;
  const file = path.resolve(`.bench-seed-${process.pid}.ts`);
  fs.writeFileSync(file, script);
  try {
    const r = spawnSync("npx", ["tsx", file], { stdio: "inherit", env: { ...process.env, DATABASE_URL: url, LOG_LEVEL: "warn" } });
    if (r.status !== 0) throw new Error("Seed fehlgeschlagen");
  } finally {
    fs.rmSync(file, { force: true });
  }
}

/** A database holding at least `events` events of the synthetic set, with fresh planner statistics. */
export async function ensureSeeded(url: string, events: number) {
  await ensureDatabase(url);
  if ((await countRows(url, "events")) < events) {
    console.log(`Datensatz fehlt – wird angelegt (${events.toLocaleString("de-DE")} Events) …`);
    seedDatabase(url, events);
  }
  // fresh planner statistics, GIN pending lists merged (as autovacuum would do after a bulk load)
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  await c.query("vacuum analyze");
  await c.end();
}

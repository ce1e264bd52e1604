import { readFile } from "node:fs/promises";
import path from "node:path";
import { sql } from "drizzle-orm";
import { AppError } from "~/lib/app-error";
import { db, dbKind } from "~/lib/db.server";
import { isProductionMode } from "~/lib/env.server";
import { MIGRATIONS_FOLDER } from "~/lib/migrate.server";
import { isAdmin, type Actor } from "~/modules/accounts/actor";
import { audit } from "~/modules/audit/audit.server";
import { outboxHealth, requeueDeadMessages } from "~/modules/outbox/resend.server";

/**
 * The database page (/admin/dbsetup): state of the whole database, so it sits above the modules —
 * engine and version, migrations (journal vs. drizzle's table), table sizes, the outbox's health;
 * and the two admin actions on it: dead messages sent again, demo data loaded (not in production).
 */

/** 1536 → "1,5 KB" (German decimals, binary units as the database counts them). */
export function formatBytes(bytes: number): string {
  const units = ["Byte", "KB", "MB", "GB", "TB"];
  let v = bytes;
  let u = 0;
  while (v >= 1024 && u < units.length - 1) {
    v /= 1024;
    u++;
  }
  return `${v.toLocaleString("de-DE", { maximumFractionDigits: u === 0 ? 0 : 1 })} ${units[u]}`;
}

function assertAdmin(actor: Actor) {
  if (!isAdmin(actor)) throw new AppError("FORBIDDEN");
}

type JournalEntry = { idx: number; tag: string; when: number };

async function journal(): Promise<JournalEntry[]> {
  const raw = await readFile(path.join(MIGRATIONS_FOLDER, "meta", "_journal.json"), "utf8");
  return (JSON.parse(raw) as { entries: JournalEntry[] }).entries;
}

/** Applied migrations by their journal time (drizzle stores the journal's `when` as created_at). */
async function appliedMigrations(): Promise<Map<number, true>> {
  try {
    const res = await db.execute<{ created_at: string }>(sql`select created_at::text from drizzle.__drizzle_migrations`);
    return new Map(res.rows.map((r) => [Number(r.created_at), true]));
  } catch {
    return new Map();
  }
}

export async function getDatabaseView(actor: Actor) {
  assertAdmin(actor);
  const [version] = (await db.execute<{ v: string }>(sql`select current_setting('server_version') as v`)).rows;
  const [size] = (await db.execute<{ bytes: string }>(sql`select pg_database_size(current_database())::text as bytes`)).rows;
  const entries = await journal();
  const applied = await appliedMigrations();
  const tables = await db.execute<{ name: string; bytes: string; estimate: string }>(sql`
    select c.relname as name, pg_total_relation_size(c.oid)::text as bytes,
      -- the planner's estimate; before the first ANALYZE the statistics' count of live rows
      (case when c.reltuples >= 0 then c.reltuples::bigint else coalesce(s.n_live_tup, -1) end)::text as estimate
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    left join pg_stat_user_tables s on s.relid = c.oid
    where n.nspname = 'public' and c.relkind in ('r', 'p')
    order by pg_total_relation_size(c.oid) desc, c.relname`);
  const outbox = await outboxHealth(db);
  const kind = dbKind();
  return {
    engine: kind === "pglite" ? "PGlite (eingebettet)" : "PostgreSQL",
    version: version?.v ?? "unbekannt",
    databaseSize: formatBytes(Number(size?.bytes ?? 0)),
    migrations: entries.map((e) => ({ idx: e.idx, tag: e.tag, createdAt: new Date(e.when).toISOString(), applied: applied.has(e.when) })),
    pendingMigrations: entries.filter((e) => !applied.has(e.when)).length,
    tables: tables.rows.map((t) => ({ name: t.name, size: formatBytes(Number(t.bytes)), rows: Number(t.estimate) >= 0 ? Number(t.estimate) : null })),
    outbox: {
      counts: outbox.counts,
      dead: outbox.dead.map((m) => ({ ...m, createdAt: m.createdAt.toISOString() })),
    },
    canLoadDemoData: !isProductionMode(),
  };
}
export type DatabaseView = Awaited<ReturnType<typeof getDatabaseView>>;

/** 'Erneut senden': a dead outbox message (or every dead one of a kind) is delivered again; audited. */
export async function resendOutboxMessages(input: { actor: Actor } & ({ id: number } | { kind: "email" | "push" | "notification" | "webhook" })) {
  assertAdmin(input.actor);
  return db.transaction(async (tx) => {
    const requeued = await requeueDeadMessages(tx, "id" in input ? { id: input.id } : { kind: input.kind });
    if ("id" in input && !requeued.length) throw new AppError("OUTBOX_MESSAGE_NOT_DEAD");
    for (const m of requeued) {
      await audit(tx, input.actor, "outbox.message_resent", { type: "outbox_message", id: String(m.id) }, { status: "dead" }, { status: "pending", kind: m.kind, topic: m.topic });
    }
    return { count: requeued.length };
  });
}

/**
 * Loads the demo data (db/seed) with its demo accounts — refused in production mode. The seed
 * writes only into an empty database; on one with data it changes nothing and says so.
 */
export async function loadDemoData(input: { actor: Actor }) {
  assertAdmin(input.actor);
  if (isProductionMode()) throw new AppError("DEMO_DATA_IN_PRODUCTION");
  const { seedDemo } = await import("../../db/seed/demo");
  const summary = await seedDemo(db, { withAccounts: true });
  if (!summary.skipped) {
    await db.transaction((tx) => audit(tx, input.actor, "demo_data.loaded", { type: "database" }, null, { events: summary.counts.events, places: summary.counts.places }));
  }
  return { skipped: summary.skipped, events: summary.counts.events, places: summary.counts.places, artists: summary.counts.artists };
}

import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import type { ExtractTablesWithRelations } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from "drizzle-orm/pg-core";
import pg from "pg";
/*
 * No schema is given to Drizzle: the modules' tables are imported where they are queried (the query
 * builder and `sql`), never through the relational `db.query.*` API, so app/lib needs no aggregate of
 * every module's schema (app/lib imports nothing of the app above it; docs/architecture.md).
 */
type NoSchema = Record<string, never>;
/**
 * What raw `execute` answers on both drivers (node-postgres' QueryResult and PGlite's Results alike
 * carry `rows`), so `db.execute<Row>(sql`…`)` gives `{ rows: Row[] }`. Row is what the SQL selects
 * as the driver delivers it: a bigint (`count(*)`) arrives as a string on node-postgres — cast in
 * SQL (`::int`) or convert with Number().
 */
export type RowsResult<Row> = { rows: Row[] };
export interface RowsResultHKT extends PgQueryResultHKT {
  type: RowsResult<this["row"]>;
}
export type Db = PgDatabase<RowsResultHKT, NoSchema>;
export type Tx = PgTransaction<RowsResultHKT, NoSchema, ExtractTablesWithRelations<NoSchema>>;
/** Either the database or an open transaction: use cases accept both. */
export type DbOrTx = Db | Tx;

type Handle =
  | { kind: "pglite"; db: Db; client: PGlite; close: () => Promise<void> }
  | { kind: "pg"; db: Db; pool: pg.Pool; url: string; close: () => Promise<void> };

const g = globalThis as typeof globalThis & { __stadtpulsDb?: Handle };

function createHandle(): Handle {
  const url = process.env.DATABASE_URL;
  if (url) {
    const pool = new pg.Pool({
      connectionString: url,
      max: Number(process.env.DATABASE_POOL_MAX ?? 10),
      idleTimeoutMillis: 30_000,
    });
    pool.on("error", () => {
      /* idle client errors are reported by the next query */
    });
    const db: Db = drizzlePg(pool, { casing: "snake_case" });
    return { kind: "pg", db, pool, url, close: () => pool.end() };
  }
  const dir = process.env.PGLITE_DATA_DIR ?? "./data/pglite";
  const isMemory = dir.startsWith("memory://");
  if (!isMemory) fs.mkdirSync(path.dirname(path.resolve(dir)), { recursive: true });
  // an in-memory database may start from a dumped data directory (the test suite's migrated template)
  const template = isMemory ? process.env.PGLITE_LOAD_DATA_DIR : undefined;
  const loadDataDir = template ? new Blob([fs.readFileSync(template)]) : undefined;
  const client = new PGlite({ dataDir: isMemory ? undefined : dir, loadDataDir, extensions: { pg_trgm, unaccent } });
  const db: Db = drizzlePglite(client, { casing: "snake_case" });
  return { kind: "pglite", db, client, close: () => client.close() };
}

function handle(): Handle {
  if (!g.__stadtpulsDb) g.__stadtpulsDb = createHandle();
  return g.__stadtpulsDb;
}

/** The process-wide database (one PGlite per process, or one pg pool). */
export const db: Db = new Proxy({} as Db, {
  get(_target, prop) {
    const real = handle().db as unknown as Record<string | symbol, unknown>;
    const value = real[prop];
    return typeof value === "function" ? (value as (...a: unknown[]) => unknown).bind(real) : value;
  },
});

export function dbKind(): "pglite" | "pg" {
  return handle().kind;
}

/** The driver underneath, for LISTEN/NOTIFY and raw benchmarks. */
export function dbHandle(): Handle {
  return handle();
}

export async function closeDb(): Promise<void> {
  const h = g.__stadtpulsDb;
  g.__stadtpulsDb = undefined;
  if (h) await h.close();
}

const preparedCache = new WeakMap<object, Map<string, unknown>>();

/**
 * A hot query built once per database handle (Drizzle's `.prepare(name)`: no query building per
 * call, and a named server-side prepared statement per connection on PostgreSQL). `build` gets the
 * real handle and must end with `.prepare(name)`. Outside transactions only.
 */
export function prepared<T>(name: string, build: (db: Db) => T): T {
  const real = handle().db as unknown as object;
  let byName = preparedCache.get(real);
  if (!byName) {
    byName = new Map();
    preparedCache.set(real, byName);
  }
  let q = byName.get(name) as T | undefined;
  if (!q) {
    q = build(handle().db);
    byName.set(name, q);
  }
  return q;
}

import path from "node:path";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import type { NodePgDatabase } from "drizzle-orm/node-postgres";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import { db, dbHandle } from "~/lib/db.server";

export const MIGRATIONS_FOLDER = path.resolve(process.env.MIGRATIONS_DIR ?? "db/migrations");

/** Applies every committed migration that has not run yet (idempotent). */
export async function runMigrations(): Promise<void> {
  const h = dbHandle();
  if (h.kind === "pg") {
    // one migrator at a time across instances
    const client = await h.pool.connect();
    try {
      await client.query("select pg_advisory_lock(727274)");
      await migratePg(db as unknown as NodePgDatabase, { migrationsFolder: MIGRATIONS_FOLDER });
    } finally {
      await client.query("select pg_advisory_unlock(727274)").catch(() => undefined);
      client.release();
    }
  } else {
    await migratePglite(db as unknown as PgliteDatabase, { migrationsFolder: MIGRATIONS_FOLDER });
  }
}

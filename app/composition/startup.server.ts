import "~/composition/error-catalog";
import { sql } from "drizzle-orm";
import { db, dbKind } from "~/lib/db.server";
import { isProductionMode } from "~/lib/env.server";
import { logger } from "~/lib/logger.server";
import { runMigrations } from "~/lib/migrate.server";
import { startWorker } from "~/modules/outbox/worker.server";
import { assertPaymentProviderConfigured } from "~/modules/payments/get-provider.server";
import { refreshCities } from "~/modules/cities/queries.server";
import { registerDefaultHandlers } from "~/modules/register-handlers.server";

const g = globalThis as unknown as { __stadtpulsStarted?: Promise<void> };

/** Runs once per process: migrate, seed a new embedded database, start the worker. */
export function startup(): Promise<void> {
  g.__stadtpulsStarted ??= (async () => {
    // a deployment without a real payment provider would confirm bookings without payment
    assertPaymentProviderConfigured();
    const t0 = Date.now();
    await runMigrations();
    logger.info({ ms: Date.now() - t0, db: dbKind() }, "Migrationen angewendet");
    const seedDemo = process.env.SEED_DEMO ?? (dbKind() === "pglite" ? "true" : "false");
    if (seedDemo === "true" || seedDemo === "1") {
      const rows = await db.execute(sql`select count(*)::int as n from cities`);
      const n = Number((rows as unknown as { rows: Array<{ n: number }> }).rows[0]?.n ?? 0);
      if (n === 0) {
        const t1 = Date.now();
        const { seedDemo: run } = await import("../../db/seed/demo");
        await run(db, { withAccounts: !isProductionMode() });
        logger.info({ ms: Date.now() - t1 }, "Demodaten angelegt");
      }
    }
    // the active cities (route matching, validation, location picker) come from the database
    await refreshCities();
    registerDefaultHandlers();
    if (process.env.DISABLE_WORKER !== "true") startWorker();
  })();
  return g.__stadtpulsStarted;
}

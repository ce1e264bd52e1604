/**
 * Gives every integration test file its own empty, migrated database:
 * - default: an in-memory PGlite (fresh per file; vitest isolates modules per file)
 * - TEST_DB=pg: a new PostgreSQL database created from TEST_DATABASE_URL, dropped afterwards.
 * Unit test files never touch `db`, so nothing is created for them (lazy).
 */
import crypto from "node:crypto";
import fc from "fast-check";
import pg from "pg";
import { afterAll, inject } from "vitest";
// the error catalogue: every module's codes (app/composition/error-catalog.ts), as the app registers them at start
import "~/composition/error-catalog";

/**
 * Property tests run with a fixed seed so that CI is repeatable; FUZZ_SEED=random explores new
 * inputs (run it locally and fix what it finds), FUZZ_SEED=<n> replays a reported counterexample.
 */
fc.configureGlobal({ seed: process.env.FUZZ_SEED === "random" ? undefined : Number(process.env.FUZZ_SEED ?? 42) });

const usePg = process.env.TEST_DB === "pg" && !!process.env.TEST_DATABASE_URL;
let createdDb: string | undefined;

if (usePg) {
  const admin = new URL(process.env.TEST_DATABASE_URL as string);
  const name = `sp_t_${crypto.randomBytes(6).toString("hex")}`;
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  // a copy of the migrated template (tests/setup/global-db.ts)
  const template = inject("pgTemplate");
  await client.query(`create database ${name}${template ? ` template ${template}` : ""}`);
  await client.end();
  createdDb = name;
  const url = new URL(admin.toString());
  url.pathname = `/${name}`;
  process.env.DATABASE_URL = url.toString();
  process.env.DATABASE_POOL_MAX = "20";
} else {
  delete process.env.DATABASE_URL;
  process.env.PGLITE_DATA_DIR = "memory://";
  // starts from the migrated data directory (tests/setup/global-db.ts)
  const template = inject("pgliteTemplate");
  if (template) process.env.PGLITE_LOAD_DATA_DIR = template;
}

afterAll(async () => {
  const { closeDb } = await import("~/lib/db.server");
  await closeDb();
  if (createdDb) {
    const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await client.connect();
    await client.query(`drop database if exists ${createdDb} with (force)`);
    await client.end();
  }
});

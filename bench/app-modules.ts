/**
 * For benchmarks that call the app's modules and route loaders in-process: the modules are loaded
 * through Vite's SSR loader (the dev server's module graph, no HTTP), so route files and what they
 * import (`?raw` data files, `.tsx` components) load as the app server loads them. `tsx` alone
 * cannot import a route module.
 *
 * Also picks the database: a private database on the local PostgreSQL (dropped and created here),
 * or — when that server cannot be reached — an in-memory PGlite; `kind` says which.
 */
import pg from "pg";
import { createServer, type ViteDevServer } from "vite";

export type BenchDb = { kind: "PostgreSQL" | "PGlite (im Speicher)"; url: string | null };

/** Recreates `name` on the local PostgreSQL (BENCH_PG_URL, admin URL) and sets DATABASE_URL; PGlite when unreachable. */
export async function privateDatabase(name: string): Promise<BenchDb> {
  const adminUrl = process.env.BENCH_PG_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
  const admin = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3000 });
  try {
    await admin.connect();
  } catch {
    delete process.env.DATABASE_URL;
    process.env.PGLITE_DATA_DIR = "memory://";
    return { kind: "PGlite (im Speicher)", url: null };
  }
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const u = new URL(adminUrl);
  u.pathname = `/${name}`;
  process.env.DATABASE_URL = u.toString();
  return { kind: "PostgreSQL", url: u.toString() };
}

let vite: ViteDevServer | undefined;

/** Loads an app module (path from the repository root, e.g. "/app/routes/city/event-detail.tsx"). */
export async function appModule<T = Record<string, unknown>>(path: string): Promise<T> {
  vite ??= await createServer({ server: { middlewareMode: true, hmr: false, watch: null }, appType: "custom", logLevel: "warn" });
  return (await vite.ssrLoadModule(path)) as T;
}

export async function closeApp(): Promise<void> {
  const { closeDb } = await appModule<{ closeDb: () => Promise<void> }>("/app/lib/db.server.ts");
  await closeDb();
  await vite?.close();
}

/** The value at percentile p of xs (nearest rank). */
export const pct = (xs: number[], p: number) => {
  if (xs.length === 0) return 0;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)]!;
};
export const fmt = (n: number, d = 1) => n.toLocaleString("de-DE", { minimumFractionDigits: d, maximumFractionDigits: d });

/**
 * Import benchmark (issue 23, "Speed"): 10,000 event rows go through the real bulk import — upload,
 * dry run and the background job in batches of 500 — in a running app server on PostgreSQL, while a
 * load generator requests a public page (the city's event list, as a signed-in visitor so the
 * micro-cache never answers for it). Printed side by side: the page's p50/p95/p99 without an import
 * and while the import runs, and how long the dry run and the import took.
 *
 *   npm run build && npm run bench:import
 *
 * Env: BENCH_PG_URL (admin URL, default postgres://postgres@127.0.0.1:5432/postgres), BENCH_ROWS (10000),
 * BENCH_CONCURRENCY (8 requests in flight), BENCH_BASELINE_S (15), BENCH_PORT (3172), BENCH_PAGE (/luebeck/events).
 * Loopback only; the database bench_import is created for the run and dropped afterwards.
 */
import { spawn, type ChildProcess } from "node:child_process";
import crypto from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import pg from "pg";

const ADMIN_URL = process.env.BENCH_PG_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const DB_NAME = "bench_import";
const ROWS = Number(process.env.BENCH_ROWS ?? 10_000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);
const BASELINE_MS = Number(process.env.BENCH_BASELINE_S ?? 15) * 1000;
const PORT = Number(process.env.BENCH_PORT ?? 3172);
const PAGE = process.env.BENCH_PAGE ?? "/luebeck/events";
const BASE = `http://127.0.0.1:${PORT}`;

const dbUrl = (() => {
  const u = new URL(ADMIN_URL);
  u.pathname = `/${DB_NAME}`;
  return u.toString();
})();

const pct = (arr: number[], p: number) => {
  if (arr.length === 0) return 0;
  const s = [...arr].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)]!;
};
const fmt = (n: number, d = 0) => n.toLocaleString("de-DE", { minimumFractionDigits: d, maximumFractionDigits: d });

async function adminQuery(sqlText: string) {
  const c = new pg.Client({ connectionString: ADMIN_URL });
  await c.connect();
  try {
    await c.query(sqlText);
  } finally {
    await c.end();
  }
}

function startServer(): ChildProcess {
  return spawn(process.execPath, ["server.js"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(PORT),
      APP_URL: BASE,
      DATABASE_URL: dbUrl,
      // demo data (with the demo accounts) so the page lists real events and an admin can sign in
      SEED_DEMO: "true",
      AUTH_RATE_LIMIT: "off",
      LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? "warn",
      DATA_DIR: "./data-bench-import",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
}

async function waitHealthy(deadline: number) {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${BASE}/api/health`)).ok) return;
    } catch {
      /* not up yet */
    }
    await sleep(300);
  }
  throw new Error("Server wurde nicht rechtzeitig bereit");
}

async function signIn(email: string, password: string): Promise<string> {
  const res = await fetch(`${BASE}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: BASE },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`Anmeldung ${email} fehlgeschlagen: ${res.status}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

function csv(rows: number): string {
  const tag = crypto.randomBytes(3).toString("hex");
  const lines = ["Titel;Beginn;Stadt;Veranstaltungsort;Adresse;PLZ;Breitengrad;Längengrad;Kurzbeschreibung"];
  for (let i = 1; i <= rows; i++) {
    const day = String((i % 28) + 1).padStart(2, "0");
    const month = String((i % 12) + 1).padStart(2, "0");
    lines.push(`Bench-Event ${tag} ${i};${day}.${month}.2027 19:30;Lübeck;Kulturwerft ${i % 40};Willy-Brandt-Allee ${i % 90 + 1};23554;53,${8600 + (i % 200)};10,${6800 + (i % 150)};Ein importierter Abend Nr. ${i}`);
  }
  return `\uFEFF${lines.join("\r\n")}`;
}

/** Requests the page with `CONCURRENCY` in flight until `stop()` says so; answers the latencies in ms. */
async function load(cookie: string, stop: () => boolean) {
  const times: number[] = [];
  let errors = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (!stop()) {
        const t0 = performance.now();
        try {
          const res = await fetch(`${BASE}${PAGE}`, { headers: { cookie } });
          await res.arrayBuffer();
          if (res.status >= 500) errors++;
        } catch {
          errors++;
        }
        times.push(performance.now() - t0);
      }
    }),
  );
  return { times, errors };
}

async function post(path: string, cookie: string, body: FormData) {
  const res = await fetch(`${BASE}${path}`, { method: "POST", headers: { cookie, origin: BASE }, body, redirect: "manual" });
  await res.arrayBuffer();
  return res;
}

type ImportRun = { uploadMs: number; dryMs: number; importMs: number; status: string; created: number };

/** Upload → dry run → start; `whileRunning` is called when the job starts. Answers the times and the outcome. */
async function runImport(db: pg.Client, adminCookie: string, whileRunning: () => void): Promise<ImportRun> {
  const up = new FormData();
  up.append("intent", "upload");
  up.append("kind", "events");
  up.append("file", new Blob([csv(ROWS)], { type: "text/csv" }), "bench.csv");
  const uploadT0 = performance.now();
  const upRes = await post("/admin/storage-import", adminCookie, up);
  const location = upRes.headers.get("location");
  if (!location) throw new Error(`Upload fehlgeschlagen: ${upRes.status}`);
  const uploadMs = performance.now() - uploadT0;
  const id = location.split("/").at(-1)!;
  const { rows: jobs } = await db.query<{ headers: string[]; mapping: Record<string, string> }>("select headers, mapping from data_imports where id = $1", [id]);
  const mapping = new FormData();
  mapping.append("intent", "validate");
  jobs[0]!.headers.forEach((h, i) => mapping.append(`map[${i}]`, jobs[0]!.mapping[h] ?? ""));
  const dryT0 = performance.now();
  await post(`/admin/storage-import/${id}`, adminCookie, mapping);
  const dryMs = performance.now() - dryT0;
  const { rows: checked } = await db.query<{ status: string; invalid_rows: number }>("select status, invalid_rows from data_imports where id = $1", [id]);
  if (checked[0]!.status !== "validated" || checked[0]!.invalid_rows !== 0) throw new Error(`Probelauf unerwartet: ${JSON.stringify(checked[0])}`);
  const start = new FormData();
  start.append("intent", "start");
  const importT0 = performance.now();
  whileRunning();
  await post(`/admin/storage-import/${id}`, adminCookie, start);
  for (;;) {
    const { rows } = await db.query<{ status: string; created_count: number }>("select status, created_count from data_imports where id = $1", [id]);
    const status = rows[0]!.status;
    if (status !== "queued" && status !== "running") return { uploadMs, dryMs, importMs: performance.now() - importT0, status, created: rows[0]!.created_count };
    await sleep(100);
  }
}

async function main() {
  console.log(`Import-Benchmark: ${fmt(ROWS)} Event-Zeilen, Last auf ${PAGE} mit ${CONCURRENCY} parallelen Anfragen (PostgreSQL, ${DB_NAME})`);
  await adminQuery(`drop database if exists ${DB_NAME} with (force)`);
  await adminQuery(`create database ${DB_NAME}`);
  const server = startServer();
  const db = new pg.Client({ connectionString: dbUrl });
  try {
    await waitHealthy(Date.now() + 180_000);
    await db.connect();
    const adminCookie = await signIn("admin@stadtpuls.test", "Admin123!");
    const userCookie = await signIn("nutzer@stadtpuls.test", "Nutzer123!");
    // warm up the page
    await load(userCookie, (() => {
      const end = Date.now() + 2000;
      return () => Date.now() > end;
    })());

    // 1. the page alone
    const baseEnd = Date.now() + BASELINE_MS;
    const baseline = await load(userCookie, () => Date.now() > baseEnd);

    // 2. the import in the background while the page is under the same load (upload and dry run are the admin's steps before)
    let finished = false;
    let during: Promise<{ times: number[]; errors: number }> | null = null;
    const withLoad = await runImport(db, adminCookie, () => {
      during = load(userCookie, () => finished);
    });
    finished = true;
    const loaded = await during!;
    // 3. the same import once more without load: what the load costs the import
    const alone = await runImport(db, adminCookie, () => undefined);

    const importLine = (label: string, r: ImportRun) =>
      `  ${label.padEnd(22)} Upload ${fmt(r.uploadMs / 1000, 2)} s   Probelauf ${fmt(r.dryMs / 1000, 2)} s   Import-Job ${fmt(r.importMs / 1000, 2)} s (${fmt(ROWS / (r.importMs / 1000))} Zeilen/s)   ${r.status}, ${fmt(r.created)} angelegt`;
    const line = (label: string, r: { times: number[]; errors: number }, seconds: number) =>
      `  ${label.padEnd(22)} ${fmt(r.times.length).padStart(7)} Anfragen ${fmt(r.times.length / seconds, 1).padStart(7)}/s   p50 ${fmt(pct(r.times, 50), 1).padStart(6)} ms   p95 ${fmt(pct(r.times, 95), 1).padStart(6)} ms   p99 ${fmt(pct(r.times, 99), 1).padStart(6)} ms   Fehler ${r.errors}`;
    console.log("");
    console.log(`Import von ${fmt(ROWS)} Event-Zeilen:`);
    console.log(importLine("mit Last auf der Seite", withLoad));
    console.log(importLine("ohne Last", alone));
    console.log("");
    console.log(`Öffentliche Seite ${PAGE} (angemeldet, ohne Micro-Cache):`);
    console.log(line("ohne Import", baseline, BASELINE_MS / 1000));
    console.log(line("während des Imports", loaded, withLoad.importMs / 1000));
    if ([withLoad, alone].some((r) => r.status !== "done" || r.created !== ROWS)) process.exitCode = 1;
  } finally {
    await db.end().catch(() => undefined);
    server.kill("SIGTERM");
    await new Promise((r) => server.once("exit", r));
    await adminQuery(`drop database if exists ${DB_NAME} with (force)`);
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});

/**
 * Discovery benchmarks (issue 3). Prints its figures; never a timed test.
 *
 *   npm run bench:discovery                       # everything
 *   npm run bench:discovery -- search http lighthouse   # pick sections
 *
 * Needs the local PostgreSQL (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/bench_discovery)
 * seeded with the large data set (100k events, 20k places, 10k posts, 5k artists, 5k businesses) —
 * created here when missing — a production build (BUILD_DIR, default build), nginx and autocannon.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
// @ts-expect-error autocannon ships no types
import autocannon from "autocannon";
import pg from "pg";
import { countRows as count, ensureSeeded } from "./large-db";

const BIG_URL = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/bench_discovery";
const SMALL_URL = BIG_URL.replace(/\/([^/?]+)(\?.*)?$/, "/$1_small$2");
const BUILD_DIR = process.env.BUILD_DIR ?? "build";
const APP_PORT = Number(process.env.BENCH_APP_PORT ?? 3137);
const NGINX_PORT = Number(process.env.BENCH_NGINX_PORT ?? 3138);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = 64;
const sections = new Set(process.argv.slice(2).filter((a) => !a.startsWith("-")));
const want = (s: string) => sections.size === 0 || sections.has(s);

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];
};
const ms = (n: number) => `${n.toFixed(1)} ms`;
const line = (s = "") => console.log(s);

async function prepare() {
  await ensureSeeded(BIG_URL, 100_000);
  await ensureSeeded(SMALL_URL, 1_000);
}

// ── 1. global search ─────────────────────────────────────────────────────────
const TERMS = [
  "konzert", "jazz", "theater", "lesung", "flohmarkt", "kino", "hafen", "markt", "festival", "yoga",
  "café", "lübeck", "holstentor", "kunst", "ausstellung", "party", "dj", "workshop", "kinder", "sommer",
  "musik", "brauerei", "strand", "nacht", "führung", "lotte", "bühne", "oper", "poetry", "wein",
  "konzrt", "musk", "theatr", "ausstelung", "fotografie", "keramik", "segeln", "kochkurs", "museum", "galerie",
];

async function benchSearch() {
  line("## Globale Suche (serverseitig, 100k Events / 20k Orte / 10k Posts / 5k Artists / 5k Businesses)");
  process.env.DATABASE_URL = BIG_URL;
  process.env.DATABASE_POOL_MAX = "10";
  const { runSearch } = await import("~/modules/search/search.server");
  const { closeDb } = await import("~/lib/db.server");
  for (const t of TERMS) await runSearch(t); // warm-up: buffers, plans, typo vocabulary
  const times: number[] = [];
  for (let round = 0; round < 5; round++) {
    for (const t of TERMS) {
      const t0 = performance.now();
      await runSearch(t, undefined, "luebeck");
      times.push(performance.now() - t0);
    }
  }
  await closeDb();

  // baseline: the original's case-insensitive "contains" on each table, without indexes
  const c = new pg.Client({ connectionString: BIG_URL });
  await c.connect();
  const base: number[] = [];
  for (const t of TERMS.slice(0, 20)) {
    const p = `%${t}%`;
    const t0 = performance.now();
    await c.query("begin");
    await c.query("set local enable_indexscan = off; set local enable_bitmapscan = off");
    await Promise.all([
      c.query("select id, title from events where status = 'published' and (title ilike $1 or short_description ilike $1) limit 5", [p]),
      c.query("select id, name from locations where is_active and (name ilike $1 or description ilike $1 or street_address ilike $1) limit 5", [p]),
      c.query("select id, title from blog_posts where status = 'published' and (title ilike $1 or excerpt ilike $1) limit 5", [p]),
      c.query("select id, name from artists where is_active and (name ilike $1 or bio ilike $1) limit 3", [p]),
      c.query("select id, name from business_profiles where is_active and (name ilike $1 or description ilike $1) limit 3", [p]),
    ]);
    await c.query("commit");
    base.push(performance.now() - t0);
  }
  await c.end();
  const p95 = pct(times, 95);
  const b95 = pct(base, 95);
  line(`Abfragen: ${times.length} (${TERMS.length} Begriffe inkl. Tippfehler, 5 Runden, ohne 30-s-Cache)`);
  line(`Volltext+Trigramm:   p50 ${ms(pct(times, 50))}  p95 ${ms(p95)}  p99 ${ms(pct(times, 99))}   (Ziel p95 ≤ 25 ms: ${p95 <= 25 ? "erreicht" : "VERFEHLT"})`);
  line(`ILIKE ohne Index:    p50 ${ms(pct(base, 50))}  p95 ${ms(b95)}`);
  line(`Verhältnis p95 ILIKE-Scan / Suche: ${(b95 / p95).toFixed(1)}×`);
  line();
}

// ── app server and nginx ─────────────────────────────────────────────────────
async function startApp(url: string, extraEnv: Record<string, string> = {}): Promise<ChildProcess> {
  const child = spawn("node", ["server.js"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(APP_PORT),
      APP_URL: `http://localhost:${APP_PORT}`,
      DATABASE_URL: url,
      BUILD_DIR,
      LOG_LEVEL: "warn",
      DISABLE_WORKER: "true",
      SEED_DEMO: "false",
      ...extraEnv,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  for (let i = 0; i < 120; i++) {
    try {
      const r = await fetch(`http://localhost:${APP_PORT}/api/health`);
      if (r.ok) return child;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  child.kill();
  throw new Error("App-Server startet nicht");
}

async function stop(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const done = new Promise((r) => child.once("exit", r));
  child.kill("SIGTERM");
  await done;
}

function startNginx(root: string): ChildProcess {
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), "bench-nginx-"));
  fs.mkdirSync(path.join(prefix, "logs"));
  const conf = path.join(prefix, "nginx.conf");
  fs.writeFileSync(
    conf,
    `worker_processes 1;
daemon off;
error_log ${prefix}/logs/error.log warn;
pid ${prefix}/nginx.pid;
events { worker_connections 1024; }
http {
  access_log off;
  default_type text/html;
  sendfile on;
  keepalive_requests 100000;
  client_body_temp_path ${prefix}/body; proxy_temp_path ${prefix}/proxy; fastcgi_temp_path ${prefix}/fcgi; uwsgi_temp_path ${prefix}/uwsgi; scgi_temp_path ${prefix}/scgi;
  server {
    listen 127.0.0.1:${NGINX_PORT};
    root ${root};
    location / { try_files $uri.html =404; }
  }
}
`,
  );
  return spawn("/usr/sbin/nginx", ["-c", conf, "-p", prefix], { stdio: ["ignore", "ignore", "inherit"] });
}

type CannonResult = { requests: { average: number }; latency: { p50: number; p99: number }; errors: number; non2xx: number };

/** wrk (C, Debian package `wrk`) when installed — it does not become the bottleneck; else autocannon. */
function wrk(url: string) {
  const r = spawnSync("wrk", ["-t2", `-c${CONNECTIONS}`, `-d${DURATION}s`, "--latency", url], { encoding: "utf8" });
  const out = r.stdout ?? "";
  const unit = (v: string, u: string) => Number(v) * (u === "s" ? 1000 : u === "us" ? 0.001 : 1);
  const lat = (p: string) => {
    const m = new RegExp(`\\s${p}%\\s+([\\d.]+)(us|ms|s)`).exec(out);
    return m ? unit(m[1], m[2]) : NaN;
  };
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? NaN);
  const errors = Number(/Non-2xx or 3xx responses: (\d+)/.exec(out)?.[1] ?? 0);
  return { rps, p50: lat("50"), p99: lat("99"), errors };
}

const HAS_WRK = spawnSync("wrk", ["--version"]).error === undefined;

async function load(url: string) {
  return HAS_WRK ? wrk(url) : cannon(url);
}

async function cannon(url: string) {
  const r: CannonResult = await autocannon({ url, connections: CONNECTIONS, duration: DURATION, pipelining: 1 });
  return { rps: r.requests.average, p99: r.latency.p99, p50: r.latency.p50, errors: r.errors + r.non2xx };
}

// ── 2. throughput vs nginx ───────────────────────────────────────────────────
async function benchHttp() {
  line(`## Durchsatz anonym: App (Micro-Cache) gegen nginx (1 Worker) mit derselben HTML-Datei, ${HAS_WRK ? "wrk" : "autocannon"}, ${CONNECTIONS} Verbindungen, je ${DURATION} s`);
  const app = await startApp(BIG_URL);
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "bench-html-"));
  const pages = ["/luebeck", "/luebeck/events"];
  for (const p of pages) {
    const html = await (await fetch(`http://localhost:${APP_PORT}${p}`)).text();
    const file = path.join(root, `${p}.html`);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, html);
  }
  // nginx workers run as an unprivileged user: make the files readable
  spawnSync("chmod", ["-R", "a+rX", root]);
  const nginx = startNginx(root);
  await new Promise((r) => setTimeout(r, 500));
  try {
    for (const p of pages) {
      const size = fs.statSync(path.join(root, `${p}.html`)).size;
      const a = await load(`http://127.0.0.1:${APP_PORT}${p}`);
      const n = await load(`http://127.0.0.1:${NGINX_PORT}${p}`);
      const ratio = a.rps / n.rps;
      line(`${p} (${(size / 1024).toFixed(0)} KB HTML)`);
      line(`  App:   ${a.rps.toFixed(0)} req/s  p50 ${a.p50.toFixed(1)} ms  p99 ${a.p99.toFixed(1)} ms  Fehler ${a.errors}`);
      line(`  nginx: ${n.rps.toFixed(0)} req/s  p50 ${n.p50.toFixed(1)} ms  p99 ${n.p99.toFixed(1)} ms  Fehler ${n.errors}`);
      line(`  Verhältnis App/nginx: ${ratio.toFixed(2)} (Ziel ≥ 0,5: ${ratio >= 0.5 ? "erreicht" : "VERFEHLT"}), p99 ≤ 50 ms: ${a.p99 <= 50 ? "erreicht" : "VERFEHLT"}`);
    }
  } finally {
    nginx.kill("SIGTERM");
    await stop(app);
  }
  line();
}

// ── 3. /events latency 1k vs 100k ────────────────────────────────────────────
const EVENT_URLS = [
  "/luebeck/events",
  "/luebeck/events?category=music",
  "/luebeck/events?radius=25",
  "/luebeck/events?page=3",
  "/luebeck/events?q=konzert",
  "/luebeck/events?min=10&max=30",
  "/luebeck/events?featured=1",
];

async function latencyOf(url: string) {
  const app = await startApp(url, { MICRO_CACHE_TTL_MS: "0" });
  try {
    for (const u of EVENT_URLS) await fetch(`http://localhost:${APP_PORT}${u}`).then((r) => r.text());
    const times: number[] = [];
    for (let round = 0; round < 15; round++) {
      for (const u of EVENT_URLS) {
        const t0 = performance.now();
        await fetch(`http://localhost:${APP_PORT}${u}`).then((r) => r.text());
        times.push(performance.now() - t0);
      }
    }
    return { p50: pct(times, 50), p95: pct(times, 95) };
  } finally {
    await stop(app);
  }
}

async function benchScaling() {
  line("## /events: Antwortzeit bei 1k gegen 100k Events (ohne Micro-Cache, sequentiell, 7 Filterkombinationen × 15)");
  const [nSmall, nBig] = [await count(SMALL_URL, "events"), await count(BIG_URL, "events")];
  const small = await latencyOf(SMALL_URL);
  const big = await latencyOf(BIG_URL);
  line(`${nSmall.toLocaleString("de-DE")} Events:   p50 ${ms(small.p50)}  p95 ${ms(small.p95)}`);
  line(`${nBig.toLocaleString("de-DE")} Events: p50 ${ms(big.p50)}  p95 ${ms(big.p95)}`);
  const growth = big.p50 / small.p50;
  line(`Wachstum p50: ${growth.toFixed(2)}× (Ziel ≤ 1,5×: ${growth <= 1.5 ? "erreicht" : "VERFEHLT"}), p95: ${(big.p95 / small.p95).toFixed(2)}×`);
  line();
}

// ── 4. Lighthouse and JavaScript size ────────────────────────────────────────
async function jsOnFirstLoad(pageUrl: string) {
  const html = await (await fetch(pageUrl)).text();
  const srcs = new Set<string>();
  for (const m of html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)) srcs.add(m[1]);
  for (const m of html.matchAll(/import\("([^"]+\.js)"\)/g)) srcs.add(m[1]);
  for (const m of html.matchAll(/import \* as route\d+ from "([^"]+)"/g)) srcs.add(m[1]);
  for (const m of html.matchAll(/<script[^>]+src="([^"]+)"/g)) srcs.add(m[1]);
  // modules preloaded after the first paint by the inline loader (app/lib/defer-scripts.server.ts)
  for (const m of html.matchAll(/<script>\(function\(p\)[\s\S]*?\}\)\((\[[^\]]*\])\)<\/script>/g)) {
    for (const u of JSON.parse(m[1]) as string[]) srcs.add(u);
  }
  let gz = 0;
  for (const s of srcs) {
    const body = Buffer.from(await (await fetch(new URL(s, pageUrl))).arrayBuffer());
    gz += zlib.gzipSync(body, { level: 9 }).length;
  }
  return { files: srcs.size, kb: gz / 1024 };
}

async function benchLighthouse() {
  line("## Lighthouse (mobil) und JavaScript beim ersten Laden");
  const app = await startApp(BIG_URL);
  try {
    const list = await (await fetch(`http://localhost:${APP_PORT}/luebeck/events`)).text();
    const slug = /href="\/luebeck\/events\/([a-z0-9-]+-[0-9a-f]{8})"/.exec(list)?.[1];
    const pages = [`/luebeck`, `/luebeck/events/${slug}`];
    for (const p of pages) {
      const js = await jsOnFirstLoad(`http://localhost:${APP_PORT}${p}`);
      line(`${p}: JavaScript ${js.kb.toFixed(1)} KB gzip in ${js.files} Dateien (Ziel ≤ 150 KB: ${js.kb <= 150 ? "erreicht" : "VERFEHLT"})`);
    }
    const lhBin = path.resolve("node_modules/.bin/lighthouse");
    if (!fs.existsSync(lhBin)) {
      line("Lighthouse ist nicht installiert (npm install -D lighthouse@13.5.0) – übersprungen.");
      return;
    }
    for (const p of pages) {
      const out = path.join(os.tmpdir(), `lh-${Date.now()}.json`);
      const r = spawnSync(
        lhBin,
        [
          `http://localhost:${APP_PORT}${p}`,
          "--quiet",
          "--output=json",
          `--output-path=${out}`,
          "--only-categories=performance,accessibility",
          "--chrome-flags=--headless=new --no-sandbox --disable-gpu",
        ],
        { env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? "/usr/bin/chromium" }, stdio: ["ignore", "ignore", "inherit"] },
      );
      if (r.status !== 0 || !fs.existsSync(out)) {
        line(`${p}: Lighthouse fehlgeschlagen`);
        continue;
      }
      const report = JSON.parse(fs.readFileSync(out, "utf8"));
      const perf = Math.round(report.categories.performance.score * 100);
      const a11y = Math.round(report.categories.accessibility.score * 100);
      const lcp = report.audits["largest-contentful-paint"]?.displayValue;
      const cls = report.audits["cumulative-layout-shift"]?.displayValue;
      const tbt = report.audits["total-blocking-time"]?.displayValue;
      line(`${p}: Performance ${perf}, Barrierefreiheit ${a11y} (Ziel je ≥ 95) – LCP ${lcp}, TBT ${tbt}, CLS ${cls}`);
      fs.rmSync(out, { force: true });
    }
  } finally {
    await stop(app);
  }
  line();
}

async function main() {
  line(`# Discovery-Benchmarks – ${new Date().toISOString()}`);
  line(`Maschine: ${os.cpus()[0]?.model ?? "?"} × ${os.cpus().length}, ${(os.totalmem() / 1024 ** 3).toFixed(1)} GB RAM, Node ${process.version}, ${os.platform()} ${os.release()}`);
  line();
  await prepare();
  if (want("search")) await benchSearch();
  if (want("http")) await benchHttp();
  if (want("scaling")) await benchScaling();
  if (want("lighthouse")) await benchLighthouse();
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});

// Stadtpuls HTTP server: Express 5 in front of the React Router request handler.
import { execSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import cluster from "node:cluster";
import http from "node:http";
import os from "node:os";
import compression from "compression";
import express from "express";

const DEVELOPMENT =
  process.argv.includes("--dev") || process.env.NODE_ENV === "development";
const BUILD_DIR = path.resolve(process.env.BUILD_DIR ?? "build");
const BUILD_PATH = path.join(BUILD_DIR, "server/index.js");
const PORT = Number.parseInt(process.env.PORT || "3000", 10);
const LOCAL_MODE = process.env.APP_ENV !== "production";
// local mode (demo accounts with published passwords, the outbox page) listens on loopback only
// unless HOST says otherwise; a deployment (APP_ENV=production) listens on every interface
const HOST = process.env.HOST || (LOCAL_MODE ? "127.0.0.1" : "0.0.0.0");
const isLoopback = (h) => h === "localhost" || h === "::1" || /^127\./.test(h);
const startedAt = Date.now();

if (!DEVELOPMENT && !process.env.NODE_ENV) process.env.NODE_ENV = "production";

// WEB_CONCURRENCY=N (or "auto" = one per core): N worker processes share the port (node:cluster).
// Only with PostgreSQL — the embedded PGlite database belongs to exactly one process.
const WORKERS = (() => {
  const v = process.env.WEB_CONCURRENCY;
  if (!v || DEVELOPMENT || !process.env.DATABASE_URL) return 1;
  const n = v === "auto" ? os.availableParallelism() : Number.parseInt(v, 10);
  return Number.isFinite(n) && n > 1 ? Math.min(n, 64) : 1;
})();

if (LOCAL_MODE && !isLoopback(HOST)) {
  const optIn = process.env.ALLOW_LOCAL_MODE_ON_NETWORK === "true";
  const banner = "!".repeat(78);
  console.error(banner);
  console.error(
    JSON.stringify({
      level: optIn ? 40 : 60,
      time: Date.now(),
      msg: optIn
        ? `WARNUNG: Lokaler Modus (APP_ENV=local) auf ${HOST} – aus dem Netz erreichbar, mit Demo-Konten und bekannten Passwörtern. Nur in einem abgeschotteten Netz verwenden.`
        : `Lokaler Modus (APP_ENV=local) startet nicht auf ${HOST}: Demo-Konten mit bekannten Passwörtern wären aus dem Netz erreichbar. Setzen Sie APP_ENV=production für einen Betrieb im Netz, HOST=127.0.0.1 für lokal, oder ausdrücklich ALLOW_LOCAL_MODE_ON_NETWORK=true.`,
    }),
  );
  console.error(banner);
  if (!optIn) process.exit(1);
}

if (WORKERS > 1 && cluster.isPrimary) {
  await runPrimary(WORKERS);
} else {
  await runServer();
}

/** Forks the workers: the first alone (migrations, demo data), then the rest; restarts crashed ones. */
async function runPrimary(n) {
  let stopping = false;
  const fork = () =>
    new Promise((resolve) => {
      const w = cluster.fork();
      w.once("listening", () => resolve(w));
      w.once("exit", () => resolve(w));
    });
  await fork();
  await Promise.all(Array.from({ length: n - 1 }, fork));
  console.log(
    JSON.stringify({
      level: 30,
      time: Date.now(),
      msg: `${n} Worker-Prozesse gestartet`,
      startupMs: Date.now() - startedAt,
    }),
  );
  cluster.on("exit", (w, code, signal) => {
    if (stopping) return;
    console.log(
      JSON.stringify({
        level: 50,
        time: Date.now(),
        msg: "Worker beendet – starte neu",
        pid: w.process.pid,
        code,
        signal,
      }),
    );
    cluster.fork();
  });
  const stop = (signal) => {
    if (stopping) return;
    stopping = true;
    for (const w of Object.values(cluster.workers ?? {}))
      w?.process.kill(signal);
    const force = setTimeout(() => process.exit(1), 12_000);
    force.unref();
    const check = setInterval(() => {
      if (Object.keys(cluster.workers ?? {}).length === 0) {
        clearInterval(check);
        process.exit(0);
      }
    }, 100);
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
}

async function runServer() {
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", process.env.TRUST_PROXY ?? "loopback");
  // SSE responses must not be buffered by compression
  const compress = compression({
    filter: (req, res) =>
      !req.path.endsWith("/stream") && compression.filter(req, res),
  });
  // an action's data answer (a form POST of the app, `….data`) is a redirect or a message of a few
  // hundred bytes, below compression's 1 KB threshold: it skips the middleware's per-request wrapping
  app.use((req, res, next) =>
    req.method === "POST" && req.path.endsWith(".data")
      ? next()
      : compress(req, res, next),
  );

  let server;
  let shutdown = async () => {};
  let serveHit = null;

  if (DEVELOPMENT) {
    const vite = await import("vite");
    const viteDevServer = await vite.createServer({
      server: { middlewareMode: true },
    });
    app.use(viteDevServer.middlewares);
    const boot = await viteDevServer.ssrLoadModule("./server/app.ts");
    await boot.init();
    app.use(async (req, res, next) => {
      try {
        const source = await viteDevServer.ssrLoadModule("./server/app.ts");
        return await source.app(req, res, next);
      } catch (error) {
        if (typeof error === "object" && error instanceof Error)
          viteDevServer.ssrFixStacktrace(error);
        next(error);
      }
    });
  } else {
    if (!fs.existsSync(BUILD_PATH)) {
      console.log(
        JSON.stringify({
          level: 30,
          msg: "Kein Build gefunden – baue die App (einmalig) …",
        }),
      );
      execSync("npx react-router build", {
        stdio: "inherit",
        env: { ...process.env, NODE_ENV: "production" },
      });
    }
    const mod = await import(BUILD_PATH);
    // hashed assets: cache for a year
    const secure = mod.securityHeaders;
    app.use(
      "/assets",
      secure,
      express.static(path.join(BUILD_DIR, "client/assets"), {
        immutable: true,
        maxAge: "1y",
        index: false,
      }),
    );
    // other public files (favicon, manifest, service worker, art): only URLs of files that exist in
    // the build reach express.static, so page and data requests skip a stat() each
    const clientDir = path.join(BUILD_DIR, "client");
    const publicPaths = new Set(
      fs
        .readdirSync(clientDir, { recursive: true, withFileTypes: true })
        .filter((e) => e.isFile())
        .map((e) => "/" + path.relative(clientDir, path.join(e.parentPath, e.name)).split(path.sep).join("/"))
        .filter((p) => !p.startsWith("/assets/")),
    );
    const publicFiles = express.static(clientDir, { maxAge: "1h", index: false });
    app.use((req, res, next) =>
      publicPaths.has(req.path) ? secure(req, res, () => publicFiles(req, res, next)) : next(),
    );
    await mod.init();
    shutdown = mod.shutdown;
    serveHit = mod.serveMicroCacheHit;
    app.use(mod.app);
  }

  // production: fresh micro-cache hits of anonymous public pages skip Express entirely
  const fastHit = DEVELOPMENT ? null : serveHit;
  server = http.createServer((req, res) => {
    if (fastHit && fastHit(req, res)) return;
    app(req, res);
  });
  // loopback by default: also on ::1, where "localhost" may resolve first
  let v6 = null;
  if (HOST === "127.0.0.1" && !process.env.HOST) {
    v6 = http.createServer(server.listeners("request")[0]);
    v6.on("error", () => v6?.close());
    v6.listen(PORT, "::1");
    v6.unref();
  }
  server.listen(PORT, HOST, () => {
    console.log(
      JSON.stringify({
        level: 30,
        time: Date.now(),
        msg: `Stadtpuls läuft auf http://localhost:${PORT}`,
        startupMs: Date.now() - startedAt,
        // behind a proxy or load balancer: TRUST_PROXY must name it (docs/deploy.md)
        trustProxy: process.env.TRUST_PROXY ?? "loopback",
      }),
    );
  });
  server.keepAliveTimeout = 65_000;

  let stopping = false;
  async function stop(signal) {
    if (stopping) return;
    stopping = true;
    console.log(
      JSON.stringify({
        level: 30,
        time: Date.now(),
        msg: `${signal} empfangen, fahre herunter`,
      }),
    );
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    v6?.close();
    server.close(async () => {
      try {
        await shutdown();
      } finally {
        process.exit(0);
      }
    });
    // in-flight requests finish and get their answer (their writes may already be committed):
    // only idle connections are closed, again and again as answers complete; connections still
    // busy after 9 s are cut just before the hard deadline
    const sweep = setInterval(() => {
      server.closeIdleConnections?.();
      v6?.closeIdleConnections?.();
    }, 100);
    sweep.unref();
    setTimeout(() => {
      server.closeAllConnections?.();
      v6?.closeAllConnections?.();
    }, 9_000).unref();
  }
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
}

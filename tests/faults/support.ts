/**
 * Fault tests (issue 14): a private, throwaway PostgreSQL cluster that a test may stop, crash and
 * restart (never the shared server other engineers and CI use), the production build of the app
 * as a child process on it, and an HTTP client that records every answer.
 *
 * The tests skip with a message when the machine has no PostgreSQL server binaries (a laptop);
 * a missing production build fails them (scripts/test.sh builds before it runs them).
 */
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll } from "vitest";

/** The directory with initdb and pg_ctl: PG_BIN, else the newest Debian/Ubuntu installation. */
export function postgresBinDir(): string | null {
  const candidates = process.env.PG_BIN
    ? [process.env.PG_BIN]
    : fs.existsSync("/usr/lib/postgresql")
      ? fs
          .readdirSync("/usr/lib/postgresql")
          .sort((a, b) => Number(b) - Number(a))
          .map((v) => `/usr/lib/postgresql/${v}/bin`)
      : [];
  return candidates.find((d) => fs.existsSync(path.join(d, "initdb")) && fs.existsSync(path.join(d, "pg_ctl"))) ?? null;
}

export const skipWithoutPostgres = (() => {
  if (postgresBinDir()) return false;
  console.warn("Fehlertests übersprungen: keine PostgreSQL-Serverprogramme (initdb, pg_ctl) gefunden – PG_BIN setzen oder postgresql installieren.");
  return true;
})();

export const BUILD_DIR = path.resolve(process.env.BUILD_DIR ?? "build");

export function assertBuilt(): void {
  if (!fs.existsSync(path.join(BUILD_DIR, "server/index.js")))
    throw new Error(`Kein Produktions-Build in ${BUILD_DIR} – zuerst \`npm run build\` (oder BUILD_DIR setzen).`);
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once("error", reject);
    s.listen(0, "127.0.0.1", () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export type PrivatePostgres = {
  /** Admin URL (database postgres). */
  url: string;
  /** URL of a database on this cluster. */
  urlOf: (db: string) => string;
  port: number;
  /** Stops the server: "fast" (clean) or "immediate" (a crash: no checkpoint, recovery on the next start). */
  stop: (mode: "fast" | "immediate") => void;
  start: () => void;
  destroy: () => void;
};

/**
 * initdb + pg_ctl in a temporary directory, on a free port on 127.0.0.1 with its socket in that
 * directory. PostgreSQL refuses to run as root: as root, everything runs as the user `postgres`.
 */
export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const bin = postgresBinDir();
  if (!bin) throw new Error("keine PostgreSQL-Serverprogramme");
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "sp-fault-pg-"));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const uid = Number(execFileSync("id", ["-u", "postgres"]).toString().trim());
    const gid = Number(execFileSync("id", ["-g", "postgres"]).toString().trim());
    fs.chownSync(dir, uid, gid);
  }
  const run = (prog: string, args: string[]) => {
    const cmd = asRoot ? "runuser" : path.join(bin, prog);
    const argv = asRoot ? ["-u", "postgres", "--", path.join(bin, prog), ...args] : args;
    return execFileSync(cmd, argv, { stdio: ["ignore", "pipe", "pipe"], timeout: 60_000 }).toString();
  };
  const data = path.join(dir, "data");
  run("initdb", ["-D", data, "-U", "postgres", "--auth=trust", "--no-sync", "-E", "UTF8", "--locale=C.UTF-8"]);
  const port = await freePort();
  const opts = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=60`;
  const start = () => void run("pg_ctl", ["-D", data, "-l", path.join(dir, "server.log"), "-w", "-t", "60", "-o", opts, "start"]);
  const stop = (mode: "fast" | "immediate") => void run("pg_ctl", ["-D", data, "-m", mode, "-w", "-t", "60", "stop"]);
  start();
  const urlOf = (db: string) => `postgres://postgres@127.0.0.1:${port}/${db}`;
  return {
    url: urlOf("postgres"),
    urlOf,
    port,
    stop,
    start,
    destroy: () => {
      try {
        stop("immediate");
      } catch {
        /* already stopped */
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

export type AppServer = {
  url: string;
  child: ChildProcess;
  /** Every line the server wrote to stdout and stderr. */
  lines: string[];
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  kill: () => void;
};

/** The production build (server.js) as a child process on a free loopback port, healthy when this resolves. */
export async function startAppServer(env: Record<string, string>): Promise<AppServer> {
  assertBuilt();
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "sp-fault-data-"));
  const child = spawn(process.execPath, ["server.js"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      APP_ENV: "local",
      HOST: "127.0.0.1",
      PORT: String(port),
      APP_URL: url,
      BUILD_DIR,
      SEED_DEMO: "false",
      AUTH_RATE_LIMIT: "off",
      LOG_LEVEL: "warn",
      DATA_DIR: dataDir,
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const lines: string[] = [];
  for (const stream of [child.stdout, child.stderr]) {
    let rest = "";
    stream?.on("data", (chunk: Buffer) => {
      const parts = (rest + chunk.toString("utf8")).split("\n");
      rest = parts.pop() ?? "";
      lines.push(...parts.filter((l) => l.trim() !== ""));
    });
  }
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once("exit", (code, signal) => {
      fs.rmSync(dataDir, { recursive: true, force: true });
      resolve({ code, signal });
    }),
  );
  const deadline = Date.now() + 60_000;
  let early: { code: number | null } | null = null;
  void exited.then((e) => (early = e));
  for (;;) {
    if (early) throw new Error(`Server beendet beim Start:\n${lines.join("\n")}`);
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`Server wurde nicht bereit:\n${lines.join("\n")}`);
    }
    const r = await send(url, "GET", "/api/health").catch(() => null);
    if (r?.status === 200) break;
    await sleep(200);
  }
  return { url, child, lines, exited, kill: () => child.kill("SIGKILL") };
}

export type Answer = { status: number; body: string; requestId: string | null };

/** One HTTP request as the browser's fetch would send it (same-origin Origin header); rejects on a connection error. */
export function send(base: string, method: string, pathname: string, init: { cookie?: string; form?: Record<string, string>; agent?: http.Agent | false } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const body = init.form ? Buffer.from(new URLSearchParams(init.form).toString()) : null;
    const req = http.request(
      `${base}${pathname}`,
      {
        method,
        agent: init.agent ?? false,
        timeout: 20_000,
        headers: {
          origin: base,
          ...(init.cookie ? { cookie: init.cookie } : {}),
          ...(body ? { "content-type": "application/x-www-form-urlencoded", "content-length": body.length } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString("utf8"), requestId: (res.headers["x-request-id"] as string | undefined) ?? null }));
        res.on("error", reject);
      },
    );
    req.on("timeout", () => req.destroy(new Error("timeout")));
    req.on("error", reject);
    req.end(body ?? undefined);
  });
}

/** React Router's single-fetch answer to a form POST: the redirect target, if any. */
export const redirectOf = (body: string): string | null => /"redirect","([^"]+)"/.exec(body)?.[1] ?? null;

export const newKey = () => crypto.randomUUID();

/** The checkout form of one ticket, as the tickets page posts it. */
export function checkoutForm(eventId: string, categoryId: string, idempotencyKey: string): Record<string, string> {
  return {
    eventId,
    [`qty.${categoryId}`]: "1",
    "attendee.0.category": categoryId,
    "attendee.0.firstName": "Erika",
    "attendee.0.lastName": "Mustermann",
    idempotencyKey,
  };
}

/** The server's output lines that are JSON log records. */
export function jsonLines(lines: string[]): Array<Record<string, unknown>> {
  return lines.flatMap((l) => {
    try {
      const v = JSON.parse(l) as unknown;
      return v && typeof v === "object" ? [v as Record<string, unknown>] : [];
    } catch {
      return [];
    }
  });
}

export type Shop = {
  /** Environment of the app server: its port, database and auth secret. */
  serverEnv: Record<string, string>;
  eventId: string;
  categoryId: string;
  /** The checkout action (React Router's data URL of the tickets page). */
  checkoutPath: string;
  /** Session cookies of signed-in buyers. */
  cookies: string[];
};

/**
 * A fresh database `name` on the cluster at `adminUrl`, migrated, with one event of `seats` places
 * (one category) and `buyers` signed-in users; the test process's own connections are closed again.
 */
export async function prepareShop(adminUrl: string, name: string, opts: { seats: number; buyers: number }): Promise<Shop> {
  const pg = (await import("pg")).default;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const dbUrl = new URL(adminUrl);
  dbUrl.pathname = `/${name}`;
  const port = await freePort();
  const env = {
    PORT: String(port),
    APP_URL: `http://127.0.0.1:${port}`,
    DATABASE_URL: dbUrl.toString(),
    BETTER_AUTH_SECRET: crypto.randomBytes(24).toString("hex"),
  };
  // the factories sign in through better-auth in this process: same database, secret and origin as the server
  Object.assign(process.env, env, { AUTH_RATE_LIMIT: "off" });
  const { runMigrations } = await import("~/lib/migrate.server");
  const { closeDb } = await import("~/lib/db.server");
  const { makeBookableEvent } = await import("../factories/ticketing");
  const { makeSignedInUser } = await import("../factories/accounts");
  await runMigrations();
  const event = await makeBookableEvent(opts.seats);
  const cookies: string[] = [];
  for (let i = 0; i < opts.buyers; i++) cookies.push((await makeSignedInUser("user")).cookie);
  await closeDb();
  return { serverEnv: env, eventId: event.id, checkoutPath: `/luebeck/events/${event.slug}/tickets.data`, categoryId: event.ticketCategories[0]!.id, cookies };
}

/** Rows of one query on a new connection (not the app's pool: it may hold connections of a crashed server). */
export async function query<T>(url: string, text: string, params: unknown[] = []): Promise<T[]> {
  const pg = (await import("pg")).default;
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return (await c.query(text, params)).rows as T[];
  } finally {
    await c.end();
  }
}

export type ShopFixture = { pgc: PrivatePostgres; shop: Shop; app: AppServer };

/**
 * For a test file: before all, a private cluster with a fresh shop (`prepareShop`) and the
 * production build running on it; after all, both gone. The fields are set once beforeAll ran.
 */
export function shopOnPrivatePostgres(name: string, opts: { seats: number; buyers: number }): ShopFixture {
  const f = {} as ShopFixture;
  beforeAll(async () => {
    if (skipWithoutPostgres) return;
    f.pgc = await startPrivatePostgres();
    f.shop = await prepareShop(f.pgc.url, name, opts);
    f.app = await startAppServer(f.shop.serverEnv);
  }, 120_000);
  afterAll(async () => {
    f.app?.kill();
    await f.app?.exited;
    f.pgc?.destroy();
  });
  return f;
}

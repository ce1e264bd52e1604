/**
 * Input fuzzing over every route of the route config (issue 14): each loader gets odd query
 * strings, each action odd bodies (NUL, unpaired surrogates, huge and empty values, wrong types,
 * malformed JSON/multipart, other users' ids), as anonymous visitor, signed-in user and admin.
 * 10,000 generated requests in total. Asserted for every one: no 5xx; and when the answer is a
 * refusal (4xx), no row of the application changed (a statement trigger counts every write).
 *
 * Routes, parameter names and form field names are found, not listed: the routes from app/routes.ts,
 * the names from the code (searchParams.get("…"), name="…", zod object keys), so a new route or
 * field joins without anyone remembering. FUZZ_RUNS overrides the total, FUZZ_SEED the seed (42 unless set; "random" for a new one each run).
 * The two halves live in tests/integration/security/fuzz-{loaders,actions}.int.test.ts.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import fc from "fast-check";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "~/lib/db.server";
import { setupTestDb } from "../setup/db";
import { makeCity, makeEvent } from "../factories";
import { makeSignedInUser } from "../factories/accounts";
import { flatRoutes, loadRouteModule, startTestServer, type FlatRoute, type TestServer } from "./test-app";

/** The whole harness: 10,000 requests, split over two test files that run in parallel. */
export const TOTAL = Number(process.env.FUZZ_RUNS ?? 10_000);
/** A fixed seed keeps CI repeatable; FUZZ_SEED=random explores new inputs (run it locally, fix what it finds). */
const SEED = process.env.FUZZ_SEED === "random" ? undefined : Number(process.env.FUZZ_SEED ?? 42);
/** Tables whose writes are bookkeeping of a refusal itself (rate limits, auth verification) or of any visit. */
const UNWATCHED = new Set(["rate_limit", "verification", "session", "__drizzle_migrations"]);

let server: TestServer;
let cookies: Record<"anonymous" | "user" | "admin", string>;
/** Ids of rows that belong to someone else (another user, an event): filled in beforeAll. */
const foreignIds: string[] = [];
let loaderRoutes: FlatRoute[];
let actionRoutes: FlatRoute[];
let resourceIds: Set<string>;

/** Names a request may carry, found in the code. */
function namesFromCode(): string[] {
  const names = new Set(["q", "from", "to", "venue", "page", "sort", "date", "id", "ids", "type", "status", "intent", "booking", "redirectTo", "city", "category"]);
  const walk = (dir: string) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) walk(p);
      else if (/\.(ts|tsx)$/.test(e.name) && !e.name.includes(".test.")) {
        const text = fs.readFileSync(p, "utf8");
        for (const m of text.matchAll(/searchParams\.(?:get|getAll|has)\("([\w.]+)"\)/g)) names.add(m[1]!);
        for (const m of text.matchAll(/\bname="([\w.]+)"/g)) names.add(m[1]!);
        for (const m of text.matchAll(/\b(\w+): z\./g)) names.add(m[1]!);
      }
    }
  };
  walk(path.resolve("app"));
  return [...names].filter((n) => n.length < 40);
}

const NAMES = namesFromCode();

beforeAll(async () => {
  await setupTestDb();
  await makeCity();
  const [user, other, admin] = await Promise.all([makeSignedInUser("user"), makeSignedInUser("organizer"), makeSignedInUser("admin")]);
  cookies = { anonymous: "", user: user.cookie, admin: admin.cookie };
  const event = await makeEvent();
  foreignIds.push(other.id, event.id, crypto.randomUUID());

  // every write to an application table bumps one counter
  await db.execute(sql`create table if not exists fuzz_writes (n bigint not null)`);
  await db.execute(sql`insert into fuzz_writes select 0 where not exists (select 1 from fuzz_writes)`);
  await db.execute(sql`create or replace function fuzz_bump() returns trigger language plpgsql as $$ begin update fuzz_writes set n = n + 1; return null; end $$`);
  const tables = (await db.execute(sql`select tablename from pg_tables where schemaname = 'public'`)) as unknown as { rows: Array<{ tablename: string }> };
  for (const { tablename } of tables.rows) {
    if (UNWATCHED.has(tablename) || tablename === "fuzz_writes") continue;
    await db.execute(sql.raw(`create trigger fuzz_watch after insert or update or delete on "${tablename}" for each statement execute function fuzz_bump()`));
  }

  const all = flatRoutes();
  const withExports = await Promise.all(all.map(async (r) => ({ r, m: await loadRouteModule(r.file) })));
  resourceIds = new Set(withExports.filter(({ m }) => !m.default).map(({ r }) => r.id));
  // the live notification stream never ends; sign-out ends the fuzzer's own sessions
  const skip = (r: FlatRoute) => r.fullPath.endsWith("/stream") || r.fullPath === "/api/sign-out";
  loaderRoutes = withExports.filter(({ r, m }) => m.loader && !skip(r)).map(({ r }) => r);
  actionRoutes = withExports.filter(({ r, m }) => m.action && !skip(r)).map(({ r }) => r);
  server = await startTestServer();
}, 180_000);

afterAll(() => server?.close());

const writes = async () => Number(((await db.execute(sql`select n from fuzz_writes`)) as unknown as { rows: Array<{ n: string }> }).rows[0]!.n);

// ── arbitraries ──
const oddString = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.string({ unit: "binary", maxLength: 30 }),
  fc.constantFrom("\u0000", "a\u0000b", "\ud800", "x\udfff", "%00", "%", "%E0%A4%A", "../../etc/passwd", "<script>alert(1)</script>", "' or 1=1 --", "9999-12-31", "2026-02-31", "0000-00-00", "-1", "1e309", "NaN", "true", "[]", "{}", "null", "//evil.example", "/\t/evil.example"),
  fc.constantFrom("a".repeat(5000), "ä".repeat(3000), "0".repeat(400)),
  fc.uuid(),
  fc.constant("aaaaaaaa-aaaa-aaaa-aaaa-aaaaaaaaaaa-"),
  fc.integer().map(String),
  fc.date({ noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)),
);
const idLike = () => fc.oneof(fc.nat().map((i) => foreignIds[i % foreignIds.length] ?? "x"), fc.uuid(), oddString);
const paramValue = (name: string) =>
  name === "city" ? fc.oneof(fc.constant("luebeck"), fc.constantFrom("hamburg", "kiel", "berlin"), oddString) : /id$/i.test(name) || name === "slug" ? idLike() : oddString;

/** A path segment as a client may send it: percent-encoded, an unpaired surrogate as broken UTF-8. */
function encodeSegment(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return "%ED%A0%80" + encodeURIComponent(value.replace(/[\uD800-\uDFFF]/g, ""));
  }
}

function pathFor(route: FlatRoute) {
  const segments = route.fullPath.split("/").filter(Boolean);
  return fc.tuple(...segments.map((s) => (s === "*" ? fc.oneof(oddString, fc.constant("a/b.webp")) : s.startsWith(":") ? paramValue(s.slice(1).replace("?", "")) : fc.constant(s)))).map(
    (parts) => "/" + parts.map(encodeSegment).join("/"),
  );
}
const who = fc.constantFrom<"anonymous" | "user" | "admin">("anonymous", "user", "admin");
const fields = () => fc.array(fc.tuple(fc.oneof(fc.constantFrom(...NAMES), fc.constantFrom(...NAMES).map((n) => `${n}.0`), oddString), fc.oneof(oddString, idLike())), { maxLength: 8 });

type Body = { type: string | null; body: BodyInit | null };
const body = fc.oneof(
  fields().map<Body>((f) => ({ type: "application/x-www-form-urlencoded", body: new URLSearchParams(f).toString() })),
  fields().map<Body>((f) => ({ type: "application/json", body: JSON.stringify(Object.fromEntries(f)) })),
  fields().map<Body>((f) => {
    const fd = new FormData();
    for (const [k, v] of f) fd.append(k, v);
    fd.append("file", new Blob([crypto.randomBytes(64)], { type: "image/png" }), "x.png");
    return { type: null, body: fd };
  }),
  oddString.map<Body>((s) => ({ type: "application/json", body: s })),
  oddString.map<Body>((s) => ({ type: "text/plain", body: s })),
  oddString.map<Body>((s) => ({ type: "multipart/form-data; boundary=x", body: `--x\r\n${s}` })),
  fc.constant<Body>({ type: null, body: null }),
);

async function send(method: string, target: string, as: keyof typeof cookies, b: Body | null) {
  const headers: Record<string, string> = { origin: server.url };
  if (cookies[as]) headers.cookie = cookies[as];
  if (b?.type) headers["content-type"] = b.type;
  const res = await fetch(`${server.url}${target}`, { method, headers, body: b?.body ?? undefined, redirect: "manual", signal: AbortSignal.timeout(20_000) });
  if (res.headers.get("content-type")?.includes("event-stream")) await res.body?.cancel();
  else await res.arrayBuffer();
  return res.status;
}

const dataPath = (route: FlatRoute, p: string) => (resourceIds.has(route.id) ? p : p === "/" ? "/_root.data" : `${p}.data`);

/** Registers the fuzz test of one kind: "loaders" (GET with odd queries) or "actions" (POST with odd bodies). */
export function fuzzRoutes(kind: "loaders" | "actions", runs: number) {
describe(`input fuzzing over every route: ${kind}`, () => {
  it(`${runs} generated requests: no 5xx, no write on refusal`, async () => {
    expect(loaderRoutes.length).toBeGreaterThan(50);
    expect(actionRoutes.length).toBeGreaterThan(15);
    const failures: string[] = [];
    const loaderCase = fc
      .constantFrom(...loaderRoutes)
      .chain((r) => fc.record({ r: fc.constant(r), p: pathFor(r), q: fields(), as: who, document: fc.boolean() }));
    const actionCase = fc.constantFrom(...actionRoutes).chain((r) => fc.record({ r: fc.constant(r), p: pathFor(r), q: fields(), as: who, b: body }));
    const slow: Array<[number, string]> = [];
    const check = async (label: string, run: () => Promise<number>) => {
      const before = await writes();
      const t0 = performance.now();
      const status = await run().catch((e: Error) => {
        failures.push(`no answer (${e.message}: ${String((e.cause as Error | undefined)?.message ?? "")}): ${label}`);
        return 0;
      });
      slow.push([performance.now() - t0, `${status} ${label.slice(0, 80)}`]);
      const after = await writes();
      if (status >= 500) failures.push(`${status} ${label}`);
      else if (status >= 400 && after !== before) failures.push(`${status} with ${after - before} write(s): ${label}`);
    };
    if (kind === "loaders") await fc.assert(
      fc.asyncProperty(loaderCase, async ({ r, p, q, as, document }) => {
        const search = new URLSearchParams(q).toString();
        const target = `${document && !resourceIds.has(r.id) ? p : dataPath(r, p)}${search ? `?${search}` : ""}`;
        await check(`GET ${target} as ${as}`, () => send("GET", target, as, null));
      }),
      { numRuns: runs, seed: SEED },
    );
    if (kind === "actions") await fc.assert(
      fc.asyncProperty(actionCase, async ({ r, p, q, as, b }) => {
        const search = new URLSearchParams(q.slice(0, 2)).toString();
        const target = `${dataPath(r, p)}${search ? `?${search}` : ""}`;
        await check(`POST ${target} as ${as} (${b.type ?? "multipart"}: ${String(typeof b.body === "string" ? b.body : "…").slice(0, 120)})`, () => send("POST", target, as, b));
      }),
      { numRuns: runs, seed: SEED },
    );
    if (process.env.FUZZ_TIMING) console.log(slow.sort((a, b) => b[0] - a[0]).slice(0, 25), slow.reduce((a, b) => a + b[0], 0) / slow.length);
    expect(failures.slice(0, 30)).toEqual([]);
  }, 600_000);
});
}

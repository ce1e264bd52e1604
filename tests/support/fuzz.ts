/**
 * Input fuzzing over every route of the route config (issue 14): each loader gets odd query
 * strings, each action odd bodies (NUL, unpaired surrogates, huge and empty values, wrong types,
 * malformed JSON/multipart, other users' ids, indexed field names `name[N]`, `name.N`, nested, with
 * huge N), as anonymous visitor, signed-in user and admin. 10,000 generated requests in total.
 * Asserted for every one: no 5xx; an answer within MAX_ANSWER_MS (issue 21: one request with
 * `tickets[100000000].name` blocked the server for 50 s); and when the answer is a refusal (4xx),
 * no row of the application changed (a statement trigger counts every write).
 *
 * Besides the random requests, `fuzzIndexedFields` sends every form route (every action, with every
 * intent its code compares against) bodies in which every known field name carries a huge index,
 * in both notations — the sweep that finds an unbounded list parser wherever it is.
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

/** The longest a single answer may take (measured per request, on a loaded CI machine). */
export const MAX_ANSWER_MS = 1000;
/** Huge indexes a client may put into a field name; FUZZ_INDEX replaces them (e.g. a smaller one for a short run against old code). */
const HUGE_INDEXES = process.env.FUZZ_INDEX ? [Number(process.env.FUZZ_INDEX)] : [100_000_000, 4_294_967_294];

let server: TestServer;
let eventRef: { id: string; slug: string };
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
  eventRef = { id: event.id, slug: event.slug };
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
/** A field name with an index as conform reads it: `name[N]`, `name.N` or nested, N small or huge. */
const indexedName = fc
  .tuple(fc.constantFrom(...NAMES), fc.constantFrom(...NAMES), fc.oneof(fc.nat(25), fc.constantFrom(...HUGE_INDEXES)), fc.constantFrom("bracket", "dot", "nested"))
  .map(([n, inner, i, kind]) => (kind === "bracket" ? `${n}[${i}]` : kind === "dot" ? `${n}.${i}` : `${n}[0].${inner}[${i}]`));
const fields = () =>
  fc.array(fc.tuple(fc.oneof(fc.constantFrom(...NAMES), fc.constantFrom(...NAMES).map((n) => `${n}.0`), indexedName, oddString), fc.oneof(oddString, idLike())), { maxLength: 8 });

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

/**
 * One request under the harness's rules: no 5xx, an answer within MAX_ANSWER_MS, and no write
 * when the answer is a refusal. Failures are collected; `times` gets every request's duration.
 */
function checker(failures: string[], times: Array<[number, string]>) {
  return async (label: string, run: () => Promise<number>) => {
    const before = await writes();
    const t0 = performance.now();
    const status = await run().catch((e: Error) => {
      failures.push(`no answer (${e.message}: ${String((e.cause as Error | undefined)?.message ?? "")}): ${label}`);
      return 0;
    });
    let ms = performance.now() - t0;
    const after = await writes();
    if (status >= 500) failures.push(`${status} ${label}`);
    else if (status >= 400 && after !== before) failures.push(`${status} with ${after - before} write(s): ${label}`);
    // a request that costs seconds costs them every time; one that met a busy machine (other test
    // files on the other core) answers in time when asked again — so a slow answer is asked once more
    if (ms > MAX_ANSWER_MS && status > 0) {
      const t1 = performance.now();
      await run().catch(() => 0);
      ms = Math.min(ms, performance.now() - t1);
    }
    times.push([ms, `${status} ${label.slice(0, 80)}`]);
    if (ms > MAX_ANSWER_MS) failures.push(`slow (${Math.round(ms)} ms > ${MAX_ANSWER_MS} ms, twice): ${status} ${label.slice(0, 300)}`);
  };
}

const dataPath = (route: FlatRoute, p: string) => (resourceIds.has(route.id) ? p : p === "/" ? "/_root.data" : `${p}.data`);

/** Registers the fuzz test of one kind: "loaders" (GET with odd queries) or "actions" (POST with odd bodies). */
export function fuzzRoutes(kind: "loaders" | "actions", runs: number) {
describe(`input fuzzing over every route: ${kind}`, () => {
  it(`${runs} generated requests: no 5xx, each within a second, no write on refusal`, async () => {
    expect(loaderRoutes.length).toBeGreaterThan(50);
    expect(actionRoutes.length).toBeGreaterThan(15);
    const failures: string[] = [];
    const loaderCase = fc
      .constantFrom(...loaderRoutes)
      .chain((r) => fc.record({ r: fc.constant(r), p: pathFor(r), q: fields(), as: who, document: fc.boolean() }));
    const actionCase = fc.constantFrom(...actionRoutes).chain((r) => fc.record({ r: fc.constant(r), p: pathFor(r), q: fields(), as: who, b: body }));
    const slow: Array<[number, string]> = [];
    const check = checker(failures, slow);
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

/**
 * The values an action switches on (`intent`, `_action`), found in its route file and the app files
 * that file imports (two levels: route → use case → schema), so every branch that parses a form is
 * reached. "" stands for a body without an intent (the kit's default branch).
 */
function intentsOf(routeFile: string): string[] {
  const found = new Set<string>([""]);
  const seen = new Set<string>();
  const resolve = (spec: string) => {
    const base = path.resolve("app", spec.slice(2));
    return [".ts", ".tsx", "/index.ts"].map((ext) => base + ext).find((f) => fs.existsSync(f));
  };
  const visit = (file: string, depth: number) => {
    if (seen.has(file) || depth > 2) return;
    seen.add(file);
    const text = fs.readFileSync(file, "utf8");
    const patterns = [
      /(?:intent|_action)\b[^;\n]{0,40}?===\s*"([\w-]+)"/g,
      /intent: z\.literal\("([\w-]+)"\)/g,
      /name="(?:intent|_action)"\s+value="([\w-]+)"/g,
      /value="([\w-]+)"\s+name="(?:intent|_action)"/g,
      // the keys of a page's `defineIntents({ key: { label: … } })`
      /^\s*"?([\w-]+)"?:\s*\{\s*label:/gm,
    ];
    if (/\b(?:intent|_action)\b/.test(text)) patterns.push(/case "([\w-]+)":/g);
    for (const re of patterns) for (const m of text.matchAll(re)) found.add(m[1]!);
    for (const m of text.matchAll(/from "(~\/(?:modules|ui)\/[^"]+)"/g)) {
      const f = resolve(m[1]!);
      if (f) visit(f, depth + 1);
    }
  };
  visit(path.resolve("app", routeFile), 0);
  return [...found];
}

/** A route's URL with its parameters filled so that an admin reaches the action: the test event, Lübeck. */
function samplePath(route: FlatRoute): string {
  const segments = route.fullPath.split("/").filter(Boolean).map((s) => {
    if (!s.startsWith(":") && s !== "*") return s;
    const name = s.slice(1).replace("?", "");
    return name === "city" ? "luebeck" : name === "slug" ? eventRef.slug : s === "*" ? "x" : eventRef.id;
  });
  return "/" + segments.join("/");
}

/**
 * Registers the sweep over every form route: each action, with each of its intents, gets (1) every
 * known field name with a huge index in bracket notation, also nested, and (2) in dot notation after
 * a first item (`name[0]`, then `name.N`: on an existing list that is an index). Each answer: no 5xx,
 * within MAX_ANSWER_MS, no write on refusal.
 */
export function fuzzIndexedFields() {
  describe("indexed field names over every form route", () => {
    it("name[N], name.N and nested with huge N: every answer within a second, no 5xx, no write on refusal", async () => {
      expect(actionRoutes.length).toBeGreaterThan(15);
      const failures: string[] = [];
      const times: Array<[number, string]> = [];
      const check = checker(failures, times);
      const names = NAMES.filter((n) => /^\w+$/.test(n));
      let sent = 0;
      // one slow answer is enough: the next ones would block the server as long
      const stalled = () => failures.some((f) => f.startsWith("slow"));
      sweep: for (const route of actionRoutes) {
        const target = dataPath(route, samplePath(route));
        for (const intent of intentsOf(route.file)) {
          for (const index of HUGE_INDEXES) {
            const head = intent ? `intent=${intent}&_action=${intent}&` : "";
            const bodies = {
              bracket: names.map((n) => `${n}[${index}]=x&${n}[0].${n}[${index}]=x`).join("&"),
              dot: names.map((n) => `${n}[0]=x&${n}.${index}=x`).join("&"),
            };
            for (const [notation, fieldsPart] of Object.entries(bodies)) {
              sent += 1;
              await check(`POST ${target} as admin, intent "${intent}", ${notation} index ${index}`, () =>
                send("POST", target, "admin", { type: "application/x-www-form-urlencoded", body: head + fieldsPart }),
              );
              if (stalled()) break sweep;
            }
          }
        }
      }
      if (process.env.FUZZ_TIMING) console.log(sent, "requests", times.sort((a, b) => b[0] - a[0]).slice(0, 10));
      expect(failures.slice(0, 30)).toEqual([]);
      expect(sent).toBeGreaterThan(actionRoutes.length * 2);
    }, 600_000);
  });
}

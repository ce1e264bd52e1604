/**
 * Authorization matrix over every route, found from the route config (issue 13 item 4, issue 14):
 * 1. every route under /admin, /organizer, /business-owner and /api is in the route registry, with a
 *    cache class and matrix rows for its loader and action (route-coverage.ts);
 * 2. each such route's loader (GET) and action (POST, empty form) runs for anonymous, user, other user,
 *    organizer, other organizer, business owner, staff and admin with real session cookies, and answers
 *    as its rows say; where it refuses, nothing in the database changed.
 * A new back-office page joins by its registry entry; a route added to app/routes.ts past the registry
 * fails step 1.
 */
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/lib/db.server";
import { ACTOR_KINDS, registeredRoutes, type Outcome } from "~/registry";
import { setupTestDb } from "../../setup/db";
import { TEST_ORIGIN } from "../../factories/accounts";
import { makeWorld, type World } from "./actors";
import { accessOf, coverageProblems, flattenRouteConfig, PROTECTED, type ConfigRoute, type RouteModule } from "./route-coverage";

const modules = import.meta.glob<RouteModule>("../../../app/routes/**/*.tsx");
const load = (file: string) => modules[`../../../app/${file}`]!();

let routes: ConfigRoute[];
const loaded = new Map<string, RouteModule>();
let world: World;

beforeAll(async () => {
  (globalThis as { __reactRouterAppDirectory?: string }).__reactRouterAppDirectory = "app";
  routes = flattenRouteConfig((await import("~/routes")).default);
  for (const r of routes) loaded.set(r.file, await load(r.file));
  await setupTestDb();
  world = await makeWorld();
});

/** A fixture's value: a world's resource id, a literal (`=text`), or an id nobody owns. */
function valueOf(fixture: string | undefined): string {
  if (fixture?.startsWith("=")) return fixture.slice(1);
  return fixture ? world.fixtures[fixture as keyof World["fixtures"]] : "00000000-0000-4000-8000-00000000abcd";
}

/** The URL of a route with its params filled from the world's fixtures (or an id nobody owns). */
function urlFor(pattern: string, params: Record<string, string> = {}): { url: string; params: Record<string, string> } {
  const filled: Record<string, string> = {};
  const url = pattern
    .split("/")
    .map((seg) => {
      if (seg !== "*" && !seg.startsWith(":")) return seg;
      const name = seg === "*" ? "*" : seg.slice(1);
      const value = valueOf(params[name]);
      filled[name] = value;
      return value;
    })
    .join("/");
  return { url, params: filled };
}

type Got = Outcome | 400 | 500 | number;

/** Calls a loader or action as React Router would and tells what the actor got. */
async function call(
  fn: unknown,
  method: "GET" | "POST",
  url: string,
  params: Record<string, string>,
  form: Record<string, string>,
  cookie?: string,
): Promise<{ got: Got; detail: string }> {
  const headers = new Headers({ origin: TEST_ORIGIN });
  if (cookie) headers.set("cookie", cookie);
  let body: BodyInit | undefined;
  if (method === "POST") {
    body = new URLSearchParams(Object.entries(form).map(([k, v]) => [k, valueOf(v)]));
    headers.set("content-type", "application/x-www-form-urlencoded");
  }
  const request = new Request(`${TEST_ORIGIN}${url}`, { method, headers, body });
  let result: unknown;
  try {
    result = await (fn as (a: unknown) => unknown)({ request, params, context: {} });
  } catch (e) {
    result = e;
  }
  let status = 200;
  let location: string | null = null;
  if (result instanceof Response) {
    status = result.status;
    location = result.headers.get("location");
    await result.body?.cancel().catch(() => undefined); // streams (SSE) end here
  } else if (result && typeof result === "object" && (result as { type?: string }).type === "DataWithResponseInit") {
    status = (result as { init?: ResponseInit | null }).init?.status ?? 200;
  } else if (result instanceof Error) {
    return { got: 500, detail: `${result.name}: ${result.message}` };
  }
  const detail = `${status}${location ? ` → ${location}` : ""}`;
  if (status >= 300 && status < 400 && location) {
    if (/^\/[a-z]+\/auth(\?|$)/.test(location)) return { got: "signin", detail };
    if (location === "/") return { got: "home", detail };
    return { got: "ok", detail };
  }
  if ([401, 403, 404, 405].includes(status)) return { got: status, detail };
  if (status >= 500) return { got: 500, detail };
  return { got: "ok", detail };
}

let fingerprintQuery: string | undefined;

/** A fingerprint of everything stored (sessions and rate limits aside): equal before and after a refusal. */
async function fingerprint(): Promise<string> {
  if (!fingerprintQuery) {
    const res = (await db.execute(sql`
      select table_name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE'
        and table_name not in ('session', 'verification', 'rate_limit', '__drizzle_migrations')
      order by table_name`)) as unknown as { rows: Array<{ table_name: string }> };
    fingerprintQuery = res.rows
      .map(({ table_name: t }) => `select '${t}' as t, count(*)::text as n, coalesce(md5(string_agg(x::text, '|' order by x::text)), '') as h from "${t}" x`)
      .join(" union all ");
  }
  const r = (await db.execute(sql.raw(fingerprintQuery))) as unknown as { rows: Array<{ t: string; n: string; h: string }> };
  return r.rows.map((x) => `${x.t}:${x.n}:${x.h}`).join("\n");
}

describe("route registry", () => {
  it("covers every route under /admin, /organizer, /business-owner and /api with a cache class and matrix rows", () => {
    const problems = coverageProblems(routes, registeredRoutes(), (file) => loaded.get(file) ?? {});
    expect(problems).toEqual([]);
    expect(routes.filter((r) => PROTECTED.test(r.url)).length).toBeGreaterThan(60);
  });
});

// sign-out and better-auth's own endpoints end sessions: they run last
const last = (url: string) => (url.startsWith("/api/sign-out") || url.startsWith("/api/auth") ? 1 : 0);
const protectedRoutes = registeredRoutes()
  .filter((r) => PROTECTED.test(r.url))
  .sort((a, b) => last(a.url) - last(b.url));

describe("authorization matrix", () => {
  it.each(protectedRoutes.map((r) => [`${r.url} (${r.page.file.replace("routes/", "")})`, r] as const))(
    "%s answers every actor as its rows say and changes nothing where it refuses",
    async (_name, reg) => {
      const mismatches: string[] = [];
      const mod = loaded.get(reg.page.file) ?? (await load(reg.page.file));
      const access = accessOf(reg);
      const { url, params } = urlFor(reg.url, reg.page.params);
      const runs = [
        { method: "GET" as const, fn: mod.loader, row: access.loader },
        { method: "POST" as const, fn: mod.action, row: access.action },
      ].filter((r) => r.fn && r.row);
      if (runs.length === 0) return; // a page without loader and action: its layout's row covers it
      // refusals first, with the database's fingerprint around them; then the permitted calls
      const before = await fingerprint();
      for (const refusalsFirst of [true, false]) {
        for (const run of runs) {
          for (const kind of ACTOR_KINDS) {
            const expected = run.row![kind];
            if ((expected !== "ok") !== refusalsFirst) continue;
            const { got, detail } = await call(run.fn, run.method, url, params, reg.page.form ?? {}, world.actors[kind].cookie);
            if (got !== expected) mismatches.push(`${run.method} ${url} as ${kind}: expected ${expected}, got ${got} (${detail})`);
          }
        }
        if (refusalsFirst && (await fingerprint()) !== before) mismatches.push(`${reg.url}: a refused call changed the database`);
      }
      expect(mismatches).toEqual([]);
    },
    120_000,
  );
});

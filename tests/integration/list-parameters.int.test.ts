/**
 * Every filter value of every public list page, alone and combined, answers 200 or a German
 * validation message — never a 500. fast-check generates the query strings; the requests go
 * through React Router's real request handler into the real route loaders (single-fetch `.data`),
 * on PGlite and, with TEST_DB=pg, on PostgreSQL.
 */
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { createRequestHandler, type ServerBuild } from "react-router";
import * as artists from "~/routes/city/artists";
import * as blog from "~/routes/city/blog";
import * as events from "~/routes/city/events";
import * as organizers from "~/routes/city/organizers";
import * as places from "~/routes/city/places";
import * as search from "~/routes/city/search";
import { setupTestDb } from "../setup/db";
import { makeCity, makeEvent } from "../factories";
import { makeArtist, makeBlogPost } from "../factories/discovery";

const ORIGIN = "http://localhost:3999";

const LISTS = {
  events: { module: events, params: ["q", "category", "from", "to", "min", "max", "venue", "featured", "radius", "lat", "lng", "page"] },
  workshops: { module: events, params: ["q", "from", "to", "min", "max", "radius", "page"] },
  activities: { module: events, params: ["q", "from", "to", "min", "max", "radius", "page"] },
  places: { module: places, params: ["q", "category", "type", "page"] },
  artists: { module: artists, params: ["q", "type", "page"] },
  organizers: { module: organizers, params: ["page"] },
  blog: { module: blog, params: ["q", "kategorie", "seite"] },
  search: { module: search, params: ["q"] },
} as const;

const build = {
  entry: { module: { default: () => new Response("kein Dokument im Test", { status: 501 }) } },
  routes: Object.fromEntries(Object.entries(LISTS).map(([id, l]) => [id, { id, path: `:city/${id}`, module: l.module }])),
  assets: { entry: { module: "/entry.js", imports: [] }, routes: {}, url: "/manifest.js", version: "test" },
  publicPath: "/",
  assetsBuildDirectory: "build/client",
  future: {},
  ssr: true,
  isSpaMode: false,
  prerender: [],
  routeDiscovery: { mode: "initial", manifestPath: "/__manifest" },
} as unknown as ServerBuild;
const handle = createRequestHandler(build, "production");

/** Values a visitor, a browser in another locale, a crawler or an old link may send. */
const value = fc.oneof(
  // days as the picker posts them, as typed, in other locales, impossible ones
  fc.date({ min: new Date("1900-01-01"), max: new Date("2999-12-31"), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)),
  fc.date({ min: new Date("2000-01-01"), max: new Date("2100-12-31"), noInvalidDate: true }).map((d) => d.toLocaleDateString("de-DE")),
  fc.constantFrom("2026-12-10", "10.12.2026", "12/10/2026", "2026-02-30", "31.02.2026", "0000-00-00", "9999-99-99", "2026-12-10T10:00"),
  // numbers and almost-numbers
  fc.integer({ min: -1e6, max: 1e6 }).map(String),
  fc.double({ noNaN: false }).map(String),
  fc.constantFrom("0", "-1", "1e309", "NaN", "Infinity", "12,50", "12.50", "1.000,00", "0x10", "5 km", "100000000000000000000"),
  // words and hostile text
  // names every object inherits: a lookup table must not answer them
  fc.constantFrom("toString", "constructor", "__proto__", "hasOwnProperty", "valueOf"),
  fc.constantFrom("jazz", "Kulturwerft", "party", "konzert", "cafe", "band", "1", "true", "on", "%", "_", "\\", "'; drop table events; --", "\u0000", "ä ö ü ß", "🎷", " "),
  fc.string({ maxLength: 120 }),
  fc.string({ unit: "grapheme", maxLength: 30 }),
);

/** A query string over the list's parameters: each absent, once or twice, in any combination. */
const query = (params: readonly string[]) =>
  fc
    .array(fc.tuple(fc.constantFrom(...params), value), { maxLength: params.length + 2 })
    .map((pairs) => new URLSearchParams(pairs).toString());

async function get(list: string, qs: string) {
  const res = await handle(new Request(`${ORIGIN}/luebeck/${list}.data${qs ? `?${qs}` : ""}`));
  const body = await res.text();
  return { status: res.status, body };
}

beforeAll(async () => {
  await setupTestDb();
  await makeCity();
  const day = 86_400_000;
  await makeEvent({ title: "Jazz am Hafen", startDate: new Date(Date.now() + 3 * day), latitude: 53.87, longitude: 10.69 }, [{ priceCents: 1250 }]);
  await makeArtist({ name: "Jazzquartett Nord" });
  await makeBlogPost({ title: "Jazz in Lübeck", excerpt: "Wo es swingt." });
});

describe("public list pages answer every filter value", () => {
  it("the date filter that answered 500: /luebeck/events?to=2026-12-10", async () => {
    expect((await get("events", "to=2026-12-10")).status).toBe(200);
    expect((await get("events", "from=10.12.2026&to=2026-12-10")).status).toBe(200);
  });

  it("the type filter that answered 500: /luebeck/artists?type=toString", async () => {
    expect((await get("artists", "type=toString")).status).toBe(200);
    expect((await get("places", "category=constructor&type=__proto__")).status).toBe(200);
  });

  for (const [list, { params }] of Object.entries(LISTS)) {
    it(`/${list}: 200 or a German 400 for any combination of ${params.join(", ")}`, async () => {
      await fc.assert(
        fc.asyncProperty(query(params), async (qs) => {
          const { status, body } = await get(list, qs);
          if (status === 400) {
            expect(body).toMatch(/Bitte|ungültig|Ungültig/);
            return;
          }
          expect(status, `?${qs}\n${body.slice(0, 300)}`).toBe(200);
        }),
        { numRuns: list === "events" ? 120 : 50 },
      );
    });
  }
});

import { beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_CITY } from "~/lib/cities";
import { setupTestDb } from "../../../tests/setup/db";
import { makeCity, makeEvent, makeLocation } from "../../../tests/factories";
import { makeArtist, makeBlogPost, makeBusiness } from "../../../tests/factories/discovery";
import { clearSearchCache, globalSearch, runSearch } from "./search.server";

beforeAll(async () => {
  await setupTestDb();
  await makeEvent({ title: "Jazzkonzert im Hafenschuppen", shortDescription: "Swing und Bebop am Wasser" });
  await makeEvent({ title: "Großes Straßenfest", shortDescription: "Musik und Essen" });
  await makeEvent({ title: "Vergangenes Konzert", startDate: new Date(Date.now() - 10 * 86_400_000) });
  await makeEvent({ title: "Entwurf Konzert", status: "draft" });
  const loc = await makeLocation({ name: "Café Müller", shortDescription: "Kuchen und Kaffee", slug: "cafe-mueller" });
  await makeLocation({ name: "Geschlossene Bar", isActive: false });
  await makeBlogPost({ title: "Die schönsten Konzerte des Sommers", excerpt: "Unsere Tipps" });
  await makeBlogPost({ title: "Konzert-Entwurf", status: "draft", published: false });
  await makeArtist({ name: "Lotte Brandt", genre: "Singer-Songwriter", bio: "Lieder über Hafenkräne." });
  await makeBusiness({ name: "Müllers Kaffeerösterei", locationId: loc.id });
  await makeBusiness({ name: "Müllers Ohne Ort" });
  for (let i = 0; i < 7; i++) await makeEvent({ title: `Konzertreihe Teil ${i + 1}` });
});

describe("global search", () => {
  it("needs at least 2 characters", async () => {
    const r = await runSearch("j");
    expect(r.events).toEqual([]);
  });

  it("finds by prefix, case-insensitive", async () => {
    const r = await runSearch("JAZZ");
    expect(r.events.map((e) => e.title)).toContain("Jazzkonzert im Hafenschuppen");
    expect(r.events[0].path).toMatch(/^events\/jazzkonzert-im-hafenschuppen-[0-9a-f]{8}$/);
  });

  it("is accent-insensitive", async () => {
    const r = await runSearch("cafe muller");
    expect(r.places.map((p) => p.title)).toEqual(["Café Müller"]);
    const s = await runSearch("strassenfest");
    expect(s.events.map((e) => e.title)).toContain("Großes Straßenfest");
  });

  it("uses German stemming (Konzerte → Konzert)", async () => {
    const r = await runSearch("Konzerte");
    expect(r.posts.map((p) => p.title)).toEqual(["Die schönsten Konzerte des Sommers"]);
    expect(r.events.some((e) => e.title.startsWith("Konzertreihe"))).toBe(true);
  });

  it("tolerates typos, also inside compound words", async () => {
    const r = await runSearch("Lote Brant");
    expect(r.artists.map((a) => a.title)).toEqual(["Lotte Brandt"]);
    const c = await runSearch("Jazzkonzrt");
    expect(c.events.map((e) => e.title)).toContain("Jazzkonzert im Hafenschuppen");
    const d = await runSearch("Konzrt");
    expect(d.events.length).toBe(5);
    const e = await runSearch("Hafenschupen");
    expect(e.events.map((x) => x.title)).toEqual(["Jazzkonzert im Hafenschuppen"]);
  });

  it("limits groups 5/5/5/3/3 and hides drafts, past events and inactive rows", async () => {
    const r = await runSearch("konzert");
    expect(r.events.length).toBe(5);
    expect(r.events.map((e) => e.title)).not.toContain("Vergangenes Konzert");
    expect(r.events.map((e) => e.title)).not.toContain("Entwurf Konzert");
    expect(r.posts.map((p) => p.title)).not.toContain("Konzert-Entwurf");
    expect((await runSearch("geschlossene")).places).toEqual([]);
    const b = await runSearch("müllers");
    expect(b.businesses.map((x) => x.title)).toEqual(["Müllers Kaffeerösterei"]);
  });

  it("puts the visitor's city first", async () => {
    await makeCity({ id: "kiel", name: "Kiel" });
    await makeEvent({ title: "Hafenkonzert in Lübeck", startDate: new Date(Date.now() + 86_400_000) });
    await makeEvent({ title: "Hafenkonzert in Kiel", cityId: "kiel", startDate: new Date(Date.now() + 2 * 86_400_000) });
    const kiel = await runSearch("hafenkonzert in", undefined, "kiel");
    expect(kiel.events.slice(0, 2).map((e) => e.title)).toEqual(["Hafenkonzert in Kiel", "Hafenkonzert in Lübeck"]);
    const luebeck = await runSearch("hafenkonzert in", undefined, DEFAULT_CITY);
    expect(luebeck.events[0].title).toBe("Hafenkonzert in Lübeck");
    expect(luebeck.events.findIndex((e) => e.cityId === "kiel")).toBeGreaterThan(luebeck.events.findLastIndex((e) => e.cityId === DEFAULT_CITY));
  });

  it("answers identical queries from the cache", async () => {
    clearSearchCache();
    const a = globalSearch("hafen");
    const b = globalSearch("Hafen ");
    expect((await a).events).toEqual((await b).events);
  });
});

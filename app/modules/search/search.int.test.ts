import { DEFAULT_CITY } from "~/lib/cities";
import { beforeAll, describe, expect, it } from "vitest";
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
    const b = await runSearch("rösterei");
    expect(b.businesses.map((x) => x.title)).toEqual(["Müllers Kaffeerösterei"]);
  });

  it("lists a place that is also a business profile once, as the place", async () => {
    const r = await runSearch("müller", undefined, DEFAULT_CITY);
    expect(r.places.map((p) => p.title)).toEqual(["Café Müller"]);
    expect(r.businesses.map((b) => b.title)).not.toContain("Müllers Kaffeerösterei");
  });

  it("scopes results to the chosen city; other cities only in their own group, named", async () => {
    await makeCity({ id: "kiel", name: "Kiel" });
    await makeCity({ id: "hamburg", name: "Hamburg" });
    await makeEvent({ title: "Hafenkonzert in Lübeck", startDate: new Date(Date.now() + 86_400_000) });
    await makeEvent({ title: "Hafenkonzert in Kiel", cityId: "kiel", startDate: new Date(Date.now() + 2 * 86_400_000) });
    await makeEvent({ title: "Hafenkonzert in Hamburg", cityId: "hamburg", startDate: new Date(Date.now() + 3 * 86_400_000) });
    await makeBlogPost({ title: "Hafenkonzerte in Hamburg erklärt", cityId: "hamburg" });
    await makeBlogPost({ title: "Hafenkonzerte überall", cityId: null });

    const kiel = await runSearch("hafenkonzert", undefined, "kiel");
    expect(kiel.events[0].title).toBe("Hafenkonzert in Kiel");
    expect(kiel.events.every((e) => e.cityId === "kiel")).toBe(true);
    expect(kiel.elsewhere.map((g) => [g.cityName, g.hits.map((h) => h.title)])).toEqual([
      ["Hamburg", ["Hafenkonzert in Hamburg"]],
      ["Lübeck", ["Hafenkonzert in Lübeck"]],
    ]);
    expect(kiel.posts.map((p) => p.title)).toContain("Hafenkonzerte überall");
    expect(kiel.posts.map((p) => p.title)).not.toContain("Hafenkonzerte in Hamburg erklärt");

    const luebeck = await runSearch("hafenkonzert", undefined, DEFAULT_CITY);
    expect(luebeck.events[0].title).toBe("Hafenkonzert in Lübeck");
    expect(luebeck.events.every((e) => e.cityId === DEFAULT_CITY)).toBe(true);
    expect(luebeck.elsewhere.map((g) => g.cityName)).toEqual(["Hamburg", "Kiel"]);
  });

  it("in radius mode, events within the radius count as local, even across the city border", async () => {
    // Bad Schwartau, ~6 km north of Lübeck's centre, belongs to no demo city
    await makeEvent({ title: "Umlandkonzert Schwartau", cityId: "kiel", latitude: 53.918, longitude: 10.699, startDate: new Date(Date.now() + 86_400_000) });
    const near = await runSearch("umlandkonzert", undefined, { cityId: DEFAULT_CITY, radius: { lat: 53.8655, lng: 10.6866, km: 10 } });
    expect(near.events.map((e) => e.title)).toEqual(["Umlandkonzert Schwartau"]);
    expect(near.elsewhere).toEqual([]);
    const tight = await runSearch("umlandkonzert", undefined, { cityId: DEFAULT_CITY, radius: { lat: 53.8655, lng: 10.6866, km: 5 } });
    expect(tight.events).toEqual([]);
    expect(tight.elsewhere.map((g) => g.cityName)).toEqual(["Kiel"]);
  });

  it("answers identical queries from the cache", async () => {
    clearSearchCache();
    const a = globalSearch("hafen");
    const b = globalSearch("Hafen ");
    expect((await a).events).toEqual((await b).events);
  });
});

import { beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_CITY } from "~/lib/cities";
import type { AppError } from "~/lib/app-error";
import { setupTestDb } from "../../../tests/setup/db";
import { makeEvent } from "../../../tests/factories";
import { makeArtist } from "../../../tests/factories/discovery";
import { db } from "~/lib/db.server";
import { eventArtists } from "./schema";
import { getCityHome, getEventByParam, listEvents } from "./queries.server";

const day = 86_400_000;
let near: Awaited<ReturnType<typeof makeEvent>>;
let far: Awaited<ReturnType<typeof makeEvent>>;
let soldOut: Awaited<ReturnType<typeof makeEvent>>;
let cancelled: Awaited<ReturnType<typeof makeEvent>>;

beforeAll(async () => {
  await setupTestDb();
  // ~3 km east of the centre, ~40 km north
  near = await makeEvent({ title: "Nah dran", startDate: new Date(Date.now() + 2 * day), latitude: 53.8655, longitude: 10.732 }, [
    { priceCents: 1200 },
    { priceCents: 2500 },
  ]);
  far = await makeEvent({ title: "Weit weg", startDate: new Date(Date.now() + 3 * day), latitude: 54.225, longitude: 10.72 });
  soldOut = await makeEvent({ title: "Voll", status: "sold_out", startDate: new Date(Date.now() + 1 * day) });
  cancelled = await makeEvent({ title: "Abgesagt", status: "cancelled", startDate: new Date(Date.now() + 4 * day) });
  await makeEvent({ title: "Entwurf", status: "draft", startDate: new Date(Date.now() + 5 * day) });
  await makeEvent({ title: "Vorbei", startDate: new Date(Date.now() - 2 * day) });
});

describe("listEvents", () => {
  it("lists public upcoming events by start date, sold out included, drafts/cancelled/past not", async () => {
    const r = await listEvents({ cityId: DEFAULT_CITY });
    expect(r.events.map((e) => e.title)).toEqual(["Voll", "Nah dran", "Weit weg"]);
    expect(r.events[1].ticketPrices.map((t) => t.priceCents)).toEqual([1200, 2500]);
  });

  it("filters by real coordinates: 3 km inside 5 km, 40 km outside", async () => {
    const centre = { lat: 53.8655, lng: 10.6866 };
    const five = await listEvents({ radius: { ...centre, km: 5 } });
    expect(five.events.map((e) => e.id)).toContain(near.id);
    expect(five.events.map((e) => e.id)).not.toContain(far.id);
    expect(five.events.find((e) => e.id === near.id)!.distanceKm).toBeGreaterThan(2.5);
    expect(five.events.find((e) => e.id === near.id)!.distanceKm).toBeLessThan(3.5);
    const fifty = await listEvents({ radius: { ...centre, km: 50 } });
    expect(fifty.events.map((e) => e.id)).toContain(far.id);
  });

  it("pages without gaps or repeats", async () => {
    const p1 = await listEvents({ cityId: DEFAULT_CITY, pageSize: 2 });
    const p2 = await listEvents({ cityId: DEFAULT_CITY, pageSize: 2, page: 2 });
    expect(p1.hasNext).toBe(true);
    expect(p2.hasNext).toBe(false);
    expect([...p1.events, ...p2.events].map((e) => e.title)).toEqual(["Voll", "Nah dran", "Weit weg"]);
  });

  it("filters by text, price and category", async () => {
    expect((await listEvents({ cityId: DEFAULT_CITY, q: "nah" })).events.map((e) => e.title)).toEqual(["Nah dran"]);
    expect((await listEvents({ cityId: DEFAULT_CITY, q: "100%" })).events).toEqual([]);
    expect((await listEvents({ cityId: DEFAULT_CITY, category: "party" })).events).toEqual([]);
  });
});

describe("an artist's upcoming events", () => {
  it("lists the events of the artist's line-ups, upcoming only", async () => {
    const artist = await makeArtist({ name: "Die Backsteinboys" });
    const other = await makeArtist({ name: "Fördefunk" });
    const heimspiel = await makeEvent({ title: "Die Backsteinboys – Heimspiel", startDate: new Date(Date.now() + 6 * day) });
    const past = await makeEvent({ title: "Backsteinboys 2019", startDate: new Date(Date.now() - 6 * day) });
    const festival = await makeEvent({ title: "Hanse Open Air", startDate: new Date(Date.now() + 9 * day) });
    await db.insert(eventArtists).values([
      { eventId: heimspiel.id, artistId: artist.id },
      { eventId: past.id, artistId: artist.id },
      { eventId: festival.id, artistId: artist.id, sortOrder: 1 },
      { eventId: festival.id, artistId: other.id },
    ]);
    const r = await listEvents({ artistId: artist.id });
    expect(r.events.map((e) => e.title)).toEqual(["Die Backsteinboys – Heimspiel", "Hanse Open Air"]);
    expect((await listEvents({ artistId: other.id })).events.map((e) => e.title)).toEqual(["Hanse Open Air"]);
  });
});

describe("getEventByParam", () => {
  it("finds by slug and by id; cancelled, short and unknown slugs fail with their codes", async () => {
    expect((await getEventByParam(near.slug)).event.id).toBe(near.id);
    expect((await getEventByParam(near.id)).event.id).toBe(near.id);
    expect((await getEventByParam(`alter-titel-${near.id.slice(0, 8)}`)).event.id).toBe(near.id);
    expect((await getEventByParam(soldOut.slug)).event.status).toBe("sold_out");
    const code = async (p: string) => getEventByParam(p).then(() => "ok", (e: AppError) => e.code);
    expect(await code(cancelled.slug)).toBe("EVENT_CANCELLED");
    expect(await code("jazz-1a2b")).toBe("EVENT_SLUG_INVALID");
    expect(await code("jazz-00000000")).toBe("EVENT_NOT_FOUND");
  });
});

describe("getCityHome", () => {
  it("fills rows and runs the home search", async () => {
    const home = await getCityHome(DEFAULT_CITY, "weit");
    expect(home.search?.map((e) => e.title)).toEqual(["Weit weg"]);
    const music = home.rows.find((r) => r.id === "music");
    expect(music?.events.map((e) => e.title)).toContain("Nah dran");
  });
});

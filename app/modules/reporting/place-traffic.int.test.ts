import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/lib/db.server";
import { locationManagers } from "~/modules/places/schema";
import { firstDayOfLast, getPlaceAnalyticsView, placeViewsSince, recordPlaceTraffic } from "~/modules/reporting/place-traffic.server";
import { setupTestDb } from "../../../tests/setup/db";
import { makeLocation, makeUser } from "../../../tests/factories";
import { outcome, req } from "../../../tests/factories/accounts";

beforeAll(setupTestDb);

const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36";
const BOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
const host = "stadtpuls.test";

async function ownerWithPlace() {
  const u = await makeUser();
  const place = await makeLocation();
  await db.insert(locationManagers).values({ locationId: place!.id, userId: u.id });
  return { actor: { id: u.id }, place: place! };
}

const beacon = () => import("~/routes/api/place-traffic");
async function post(placeId: string, body: unknown, headers: Record<string, string> = {}) {
  const { action } = await beacon();
  const request = req(`/api/places/${placeId}/traffic`, { json: body });
  for (const [k, v] of Object.entries({ "user-agent": BROWSER, "x-forwarded-for": "203.0.113.7", ...headers })) request.headers.set(k, v);
  return outcome(() => action({ request, params: { placeId }, context: {} } as never));
}

describe("place traffic", () => {
  it("counts a view once per request and clicks by kind, by source; bots and unknown places are not counted", async () => {
    const { actor, place } = await ownerWithPlace();
    await recordPlaceTraffic({ locationId: place.id, kind: "view", userAgent: BROWSER, referrer: "https://stadtpuls.test/luebeck/search?q=bar", ownHost: host });
    await recordPlaceTraffic({ locationId: place.id, kind: "view", userAgent: BROWSER, referrer: "https://instagram.com/x", ownHost: host });
    await recordPlaceTraffic({ locationId: place.id, kind: "phone", userAgent: BROWSER, referrer: "", ownHost: host });
    await recordPlaceTraffic({ locationId: place.id, kind: "route", userAgent: BROWSER, referrer: "", ownHost: host });
    expect(await recordPlaceTraffic({ locationId: place.id, kind: "view", userAgent: BOT, referrer: "", ownHost: host })).toEqual({ counted: false });
    expect(await recordPlaceTraffic({ locationId: place.id, kind: "view", userAgent: null, referrer: "", ownHost: host })).toEqual({ counted: false });
    expect(await recordPlaceTraffic({ locationId: crypto.randomUUID(), kind: "view", userAgent: BROWSER, ownHost: host })).toEqual({ counted: false });

    expect(await placeViewsSince([place.id], firstDayOfLast(30))).toBe(2);
    const view = await getPlaceAnalyticsView(actor, { days: 7 });
    expect(view.totals).toMatchObject({ views: 2, searches: 1, phone: 1, website: 0, route: 1 });
    expect(view.daily).toHaveLength(7);
    expect(view.sources.map((s) => s.label).sort()).toEqual(["Externer Link", "Suche"]);
  });

  it("the beacon counts a browser's view, not a bot's, answers 204 either way and 400 for a bad body", async () => {
    const { place } = await ownerWithPlace();
    expect((await post(place.id, { kind: "view", referrer: "" })).status).toBe(204);
    expect((await post(place.id, { kind: "view" }, { "user-agent": BOT })).status).toBe(204);
    expect((await post(place.id, { kind: "website" })).status).toBe(204);
    expect((await post(place.id, { kind: "steal" })).status).toBe(400);
    expect((await post("not-a-uuid", { kind: "view" })).status).toBe(204);
    expect(await placeViewsSince([place.id], firstDayOfLast(1))).toBe(1);
  });

  it("stops counting one address after the limit", async () => {
    const { place } = await ownerWithPlace();
    for (let i = 0; i < 25; i += 1) await post(place.id, { kind: "view" }, { "x-forwarded-for": "198.51.100.9" });
    expect(await placeViewsSince([place.id], firstDayOfLast(1))).toBe(20);
  });

  it("an owner sees only the places they run: another owner's place is neither chosen nor counted", async () => {
    const a = await ownerWithPlace();
    const b = await ownerWithPlace();
    await recordPlaceTraffic({ locationId: b.place.id, kind: "view", userAgent: BROWSER, ownHost: host });
    const view = await getPlaceAnalyticsView(a.actor, { days: 30, placeId: b.place.id });
    expect(view.chosen).toBeNull();
    expect(view.places.map((p) => p.id)).toEqual([a.place.id]);
    expect(view.totals.views).toBe(0);
    const none = await getPlaceAnalyticsView({ id: (await makeUser()).id }, { days: 30 });
    expect(none.places).toEqual([]);
  });
});

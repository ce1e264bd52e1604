import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/lib/db.server";
import { auditLog } from "~/modules/audit/schema";
import { businessProfiles, locationManagers, locations } from "~/modules/places/schema";
import * as editRoute from "~/routes/business-owner/edit";
import * as layoutRoute from "~/routes/business-owner/layout";
import * as settingsRoute from "~/routes/business-owner/settings";
import * as venueRoute from "~/routes/business-owner/venue-settings";
import { setupTestDb } from "../../../tests/setup/db";
import { makeSignedInUser, outcome, req } from "../../../tests/factories/accounts";
import { makeCity, makeLocation } from "../../../tests/factories";
import { makeBusiness } from "../../../tests/factories/discovery";

type Body = { ok?: boolean; code?: string; message?: string; fields?: Record<string, string> };
type Person = Awaited<ReturnType<typeof makeSignedInUser>>;

let owner: Person;
let other: Person;
let coManager: Person;
let mine: { id: string; name: string };
let foreign: { id: string; name: string };

beforeAll(async () => {
  await setupTestDb();
  await makeCity();
  owner = await makeSignedInUser("user");
  other = await makeSignedInUser("user");
  coManager = await makeSignedInUser("user");
  mine = (await makeLocation({ name: "Café Eigen" }))!;
  foreign = (await makeLocation({ name: "Bar Fremd" }))!;
  await makeBusiness({ ownerId: owner.id, locationId: mine.id });
  await db.insert(locationManagers).values({ locationId: foreign.id, userId: other.id });
});

const edit = (cookie: string, form: Record<string, string | string[]>, place?: string) =>
  outcome(() => editRoute.action({ request: req(`/business-owner/edit${place ? `?place=${place}` : ""}`, { cookie, form }), params: {}, context: {} } as never));
const venue = (cookie: string, locationId: string, form: Record<string, string | string[]>) =>
  outcome(() => venueRoute.action({ request: req(`/business-owner/venue/${locationId}/settings`, { cookie, form }), params: { locationId }, context: {} } as never));
const placeRow = async (id: string) => (await db.select().from(locations).where(eq(locations.id, id)))[0]!;
const valid = (over: Record<string, string | string[]> = {}) => ({ name: "Café Eigen", website: "https://cafe-eigen.de", "openingHours.mon[0].open": "09:00", "openingHours.mon[0].close": "18:00", ...over });

describe("business owner: scope", () => {
  it("edits the own place, audited", async () => {
    const r = await edit(owner.cookie, valid({ description: "Frischer Kuchen", phone: "+49 451 123456" }), mine.id);
    expect(r.status).toBe(302);
    const p = await placeRow(mine.id);
    expect(p.description).toBe("Frischer Kuchen");
    expect(p.openingHours).toMatchObject({ mon: [{ open: "09:00", close: "18:00" }] });
    const logs = await db.select().from(auditLog).where(and(eq(auditLog.action, "location.updated"), eq(auditLog.entityId, mine.id)));
    expect(logs.length).toBeGreaterThan(0);
  });

  it("another owner's place: 404 on edit and venue settings, nothing changes", async () => {
    const before = await placeRow(foreign.id);
    expect((await edit(owner.cookie, valid({ name: "Gekapert" }), foreign.id)).status).toBe(404);
    expect((await venue(owner.cookie, foreign.id, { intent: "save", capacity: "5", venueType: "outdoor" })).status).toBe(404);
    expect((await venue(owner.cookie, foreign.id, { intent: "add", email: owner.email })).status).toBe(404);
    expect((await venue(owner.cookie, foreign.id, { intent: "remove", id: other.id })).status).toBe(404);
    const loader = await outcome(() => venueRoute.loader({ request: req(`/business-owner/venue/${foreign.id}/settings`, { cookie: owner.cookie }), params: { locationId: foreign.id }, context: {} } as never));
    expect(loader.status).toBe(404);
    expect(await placeRow(foreign.id)).toEqual(before);
    expect(await db.select().from(locationManagers).where(eq(locationManagers.locationId, foreign.id))).toHaveLength(1);
  });

  it("someone who runs no place is sent to the dashboard", async () => {
    const nobody = await makeSignedInUser("user");
    const r = await outcome(() => layoutRoute.loader({ request: req("/business-owner/manage", { cookie: nobody.cookie }), params: {}, context: {} } as never));
    expect(r.status).toBe(302);
    expect(r.location).toBe("/business-owner");
  });
});

describe("business owner: edit validation", () => {
  it.each([
    ["empty name", { name: "" }, "name"],
    ["website no URL", { website: "keine adresse" }, "website"],
    ["opening hours ending when they start", { "openingHours.mon[0].close": "09:00" }, "openingHours.mon[0].close"],
  ])("%s → German message beside the field, nothing changes", async (_, over, field) => {
    const before = await placeRow(mine.id);
    const r = await edit(owner.cookie, valid(over), mine.id);
    expect(r.status).toBe(400);
    expect(JSON.stringify(r.body)).toContain(field);
    expect(await placeRow(mine.id)).toEqual(before);
  });

  it("slug, city, verified and active are not the owner's to change", async () => {
    const before = await placeRow(mine.id);
    await edit(owner.cookie, valid({ slug: "gekapert", cityId: "kiel", isVerified: "on", isActive: "" }), mine.id);
    const after = await placeRow(mine.id);
    expect({ slug: after.slug, cityId: after.cityId, isVerified: after.isVerified, isActive: after.isActive }).toEqual({ slug: before.slug, cityId: before.cityId, isVerified: before.isVerified, isActive: before.isActive });
  });
});

describe("business owner: venue settings and team", () => {
  it("saves capacity, venue type and visibility", async () => {
    const r = await venue(owner.cookie, mine.id, { intent: "save", capacity: "120", venueType: "outdoor" });
    expect(r.status).toBe(302);
    expect(await placeRow(mine.id)).toMatchObject({ capacity: 120, venueType: "outdoor", isActive: false });
    await venue(owner.cookie, mine.id, { intent: "save", capacity: "120", venueType: "outdoor", isActive: "on" });
  });

  it("invites a co-manager, who may then run the place; the last person cannot be removed", async () => {
    expect((await venue(owner.cookie, mine.id, { intent: "add", email: coManager.email })).status).toBe(302);
    expect((await venue(coManager.cookie, mine.id, { intent: "save", capacity: "99", venueType: "indoor", isActive: "on" })).status).toBe(302);
    // a second invitation of the same person is refused
    expect((await venue(owner.cookie, mine.id, { intent: "add", email: coManager.email })).status).toBe(409);
    // an address without an account needs a name, then gets an invitation
    expect((await venue(owner.cookie, mine.id, { intent: "add", email: "neu-im-team@example.com" })).status).toBe(400);
    expect((await venue(owner.cookie, mine.id, { intent: "add", email: "neu-im-team@example.com", name: "Neu Team" })).status).toBe(302);
    const team = await db.select().from(locationManagers).where(eq(locationManagers.locationId, mine.id));
    expect(team).toHaveLength(2);
    // the co-manager removes the invited person, then themselves: the profile owner still runs the place
    const invited = team.find((m) => m.userId !== coManager.id)!;
    expect((await venue(coManager.cookie, mine.id, { intent: "remove", id: invited.userId })).status).toBe(200);
    expect((await venue(coManager.cookie, mine.id, { intent: "remove", id: coManager.id })).status).toBe(200);
    expect(await db.select().from(locationManagers).where(eq(locationManagers.locationId, mine.id))).toHaveLength(0);
  });

  it("the only manager of a place cannot remove themselves or leave", async () => {
    const r = await venue(other.cookie, foreign.id, { intent: "remove", id: other.id });
    expect(r.status).toBe(409);
    expect((r.body as Body).message).toContain("mindestens eine Person");
    const leave = await outcome(() => settingsRoute.action({ request: req("/business-owner/settings", { cookie: other.cookie, form: { intent: "leave", id: foreign.id } }), params: {}, context: {} } as never));
    expect(leave.status).toBe(409);
    expect(await db.select().from(locationManagers).where(eq(locationManagers.locationId, foreign.id))).toHaveLength(1);
  });

  it("leaving is allowed while someone else runs the place", async () => {
    await db.insert(locationManagers).values({ locationId: mine.id, userId: coManager.id });
    const leave = await outcome(() => settingsRoute.action({ request: req("/business-owner/settings", { cookie: owner.cookie, form: { intent: "leave", id: mine.id } }), params: {}, context: {} } as never));
    expect(leave.status).toBe(302);
    const [profile] = await db.select().from(businessProfiles).where(eq(businessProfiles.locationId, mine.id));
    expect(profile!.ownerId).toBeNull();
  });
});

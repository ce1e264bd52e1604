import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/lib/db.server";
import { user } from "~/modules/accounts/schema";
import { auditLog } from "~/modules/audit/schema";
import { outbox } from "~/modules/outbox/schema";
import { postcodeArea } from "~/modules/places/geocode.server";
import { locationManagers, locations } from "~/modules/places/schema";
import * as formRoute from "~/routes/admin/place-form";
import * as managersRoute from "~/routes/admin/place-managers";
import * as listRoute from "~/routes/admin/places";
import { setupTestDb } from "../../../tests/setup/db";
import { makeSignedInUser, outcome, req } from "../../../tests/factories/accounts";
import { makeCity, makeLocation, makeUser } from "../../../tests/factories";

type Body = { ok?: boolean; code?: string; message?: string; fields?: Record<string, string>; done?: number; total?: number };

let admin: { cookie: string };
let organizer: { cookie: string };

beforeAll(async () => {
  await setupTestDb();
  await makeCity();
  admin = await makeSignedInUser("admin");
  organizer = await makeSignedInUser("organizer");
});

const full = (over: Record<string, string | string[]> = {}) => ({ name: "Café Wolkenlos", category: "cafe", venueType: "indoor", cityId: "luebeck", isActive: "on", ...over });
const create = (form: Record<string, string | string[]>, cookie = admin.cookie, path = "/admin/places/create") =>
  outcome(() => formRoute.action({ request: req(path, { cookie, form }), params: {}, context: {} } as never));
const edit = (id: string, form: Record<string, string | string[]>, cookie = admin.cookie) =>
  outcome(() => formRoute.action({ request: req(`/admin/places/${id}/edit`, { cookie, form }), params: { id }, context: {} } as never));
const listAction = (form: Record<string, string | string[]>, cookie = admin.cookie) =>
  outcome(() => listRoute.action({ request: req("/admin/locations", { cookie, form }), params: {}, context: {} } as never));
const list = (query: string, cookie = admin.cookie, base = "/admin/places") =>
  outcome(() => listRoute.loader({ request: req(`${base}${query}`, { cookie }), params: {}, context: {} } as never));
const managers = (id: string, form: Record<string, string | string[]>, cookie = admin.cookie) =>
  outcome(() => managersRoute.action({ request: req(`/admin/locations/${id}/managers`, { cookie, form }), params: { id }, context: {} } as never));
const rowOf = async (name: string) => (await db.select().from(locations).where(eq(locations.name, name)))[0]!;

describe("/admin/places and /admin/locations: the form", () => {
  it("creates a place with opening hours and amenities; an address without coordinates is geocoded (postal code point); audited", async () => {
    const res = await create(
      full({
        streetAddress: "Hüxstraße 7",
        postalCode: "23552",
        amenities: ["wifi", "wheelchair"],
        priceLevel: "2",
        "openingHours.mon[0].open": "9",
        "openingHours.mon[0].close": "18:00",
        "openingHours.fri[0].open": "18:00",
        "openingHours.fri[0].close": "02:00",
        "openingHours.exceptions[0].date": "24.12.2026",
        "openingHours.exceptions[0].closed": "on",
        "openingHours.exceptions[0].note": "Heiligabend",
      }),
    );
    expect(res.status).toBe(302);
    const row = await rowOf("Café Wolkenlos");
    expect(res.location).toBe(`/admin/places/${row.id}/edit`);
    const area = postcodeArea("23552")!;
    expect(row).toMatchObject({ slug: "cafe-wolkenlos", city: "Lübeck", latitude: area.latitude, longitude: area.longitude, amenities: ["wifi", "wheelchair"], priceLevel: 2, isActive: true });
    expect(row.openingHours).toMatchObject({ mon: [{ open: "09:00", close: "18:00" }], tue: null, fri: [{ open: "18:00", close: "02:00" }], exceptions: [{ date: "2026-12-24", note: "Heiligabend", ranges: [] }] });
    const audits = await db.select().from(auditLog).where(eq(auditLog.entityId, row.id));
    expect(audits.map((a) => a.action)).toEqual(["location.created"]);
  });

  it("keeps a pin the admin moved, and geocodes again when only the address changed", async () => {
    const p = await makeLocation({ name: "Pin Test", category: "club", streetAddress: "Breite Straße 1", postalCode: "23552", latitude: 53.8655, longitude: 10.6866 });
    const base = { name: "Pin Test", category: "club", venueType: "indoor", cityId: "luebeck", streetAddress: "Breite Straße 1", postalCode: "23552", isActive: "on" };
    expect((await edit(p.id, { ...base, latitude: "53.87", longitude: "10.69" })).status).toBe(302);
    expect(await rowOf("Pin Test")).toMatchObject({ latitude: 53.87, longitude: 10.69 });
    expect((await edit(p.id, { ...base, postalCode: "20095", city: "Hamburg", latitude: "53.87", longitude: "10.69" })).status).toBe(302);
    const hamburg = postcodeArea("20095")!;
    expect(await rowOf("Pin Test")).toMatchObject({ latitude: hamburg.latitude, longitude: hamburg.longitude, postalCode: "20095" });
  });

  it("refuses bad input beside the fields in German and changes nothing", async () => {
    const before = await db.$count(locations);
    const bad = await create({
      name: "",
      category: "raumstation",
      cityId: "luebeck",
      postalCode: "2355",
      website: "keine-url",
      latitude: "200",
      longitude: "10",
      email: "keine-mail",
      "openingHours.tue[0].open": "10:00",
      "openingHours.tue[0].close": "14:00",
      "openingHours.tue[1].open": "13:00",
      "openingHours.tue[1].close": "18:00",
      "openingHours.wed[0].open": "25:00",
      "openingHours.wed[0].close": "18:00",
    });
    expect(bad.status).toBe(400);
    expect((bad.body as Body).fields).toMatchObject({
      name: "Bitte geben Sie einen Namen ein.",
      postalCode: "Bitte geben Sie eine fünfstellige Postleitzahl ein.",
      website: "Bitte geben Sie eine vollständige Adresse mit https:// an.",
      latitude: "Ungültige Koordinate.",
      email: "Bitte geben Sie eine gültige E-Mail-Adresse ein.",
      "openingHours.tue[1].open": "Die Zeiträume am Dienstag überschneiden sich.",
      "openingHours.wed[0].open": "Bitte geben Sie eine Uhrzeit wie 09:30 an.",
    });
    expect((bad.body as Body).fields?.category).toMatch(/^Bitte wählen Sie eine Kategorie/);
    expect(await db.$count(locations)).toBe(before);
  });

  it("refuses a slug another place has beside the field; its own slug is fine", async () => {
    const other = await makeLocation({ slug: "schon-da", category: "bar" });
    const taken = await create(full({ name: "Neuer Ort", slug: "schon-da" }));
    expect(taken.status).toBe(409);
    expect((taken.body as Body).fields?.slug).toBe("Diese Adresse hat bereits ein anderer Ort. Bitte wählen Sie eine andere.");
    expect((await edit(other.id, full({ name: other.name, category: "bar", slug: "schon-da" }))).status).toBe(302);
  });

  it("refuses non-admins: pages home, actions 403, nothing changes", async () => {
    const p = await makeLocation({ name: "Geschützt", category: "theater" });
    const page = await outcome(() => formRoute.loader({ request: req(`/admin/locations/${p.id}/edit`, { cookie: organizer.cookie }), params: { id: p.id }, context: {} } as never));
    expect(page).toMatchObject({ status: 302, location: "/" });
    const res = await edit(p.id, full({ name: "Übernommen" }), organizer.cookie);
    expect(res.status).toBe(403);
    expect((await rowOf("Geschützt")).name).toBe("Geschützt");
    expect((await managers(p.id, { intent: "add", email: "x@example.test" }, organizer.cookie)).status).toBe(403);
  });
});

describe("/admin/places and /admin/locations: the lists", () => {
  it("each list shows its own categories, searches name and address, filters by manager", async () => {
    const club = await makeLocation({ name: "Listen Club", category: "club", streetAddress: "Suchgasse 3" });
    await makeLocation({ name: "Listen Café", category: "cafe", streetAddress: "Suchgasse 5" });
    const names = (r: Awaited<ReturnType<typeof list>>) => (r.body as { rows: Array<{ name: string }> }).rows.map((x) => x.name);
    expect(names(await list("?q=Suchgasse", admin.cookie, "/admin/locations"))).toEqual(["Listen Club"]);
    expect(names(await list("?q=Suchgasse"))).toEqual(["Listen Café"]);
    const u = await makeUser();
    await db.insert(locationManagers).values({ locationId: club.id, userId: u.id });
    expect(names(await list("?q=Listen&managed=yes", admin.cookie, "/admin/locations"))).toEqual(["Listen Club"]);
    expect(names(await list("?q=Listen&managed=no", admin.cookie, "/admin/locations"))).toEqual([]);
  });

  it("verifies and deactivates in bulk, audited", async () => {
    const a = await makeLocation({ name: "Bulk A", category: "club" });
    const b = await makeLocation({ name: "Bulk B", category: "club" });
    const res = await listAction({ intent: "verify", ids: [a.id, b.id] });
    expect(res.status).toBe(200);
    expect((await rowOf("Bulk A")).isVerified).toBe(true);
    await listAction({ intent: "deactivate", ids: [a.id] });
    expect((await rowOf("Bulk A")).isActive).toBe(false);
    const audits = await db.select().from(auditLog).where(eq(auditLog.entityId, a.id));
    expect(audits.map((x) => x.action)).toEqual(["location.updated", "location.updated"]);
    expect(audits[1]!.after).toEqual({ isActive: false });
  });

  it("exports what the list shows", async () => {
    await makeLocation({ name: "Export Bar", category: "bar", isVerified: true });
    await makeLocation({ name: "Export Museum", category: "museum" });
    const res = await list("?q=Export&verified=yes&format=csv");
    expect(res.status).toBe(200);
    const csv = String(res.body);
    expect(csv).toContain("Export Bar");
    expect(csv).not.toContain("Export Museum");
  });
});

describe("/admin/locations/:id/managers", () => {
  it("adds an existing account (notified by e-mail) and removes it again; both audited", async () => {
    const p = await makeLocation({ name: "Managed Hall", category: "concert_hall" });
    const owner = await makeUser({ email: "inhaberin@example.test", name: "Ina Haber" });
    const res = await managers(p.id, { intent: "add", email: "Inhaberin@Example.test" });
    expect(res.status).toBe(302);
    expect(await db.$count(locationManagers, and(eq(locationManagers.locationId, p.id), eq(locationManagers.userId, owner.id)))).toBe(1);
    const mails = await db.select().from(outbox).where(eq(outbox.recipient, "inhaberin@example.test"));
    expect(mails.map((m) => (m.payload as { template: string }).template)).toEqual(["notification"]);
    const twice = await managers(p.id, { intent: "add", email: "inhaberin@example.test" });
    expect((twice.body as Body).fields?.email).toBe("Diese Person verwaltet den Ort bereits.");
    const removed = await managers(p.id, { intent: "remove", id: owner.id });
    expect(removed.status).toBe(200);
    expect(await db.$count(locationManagers, eq(locationManagers.locationId, p.id))).toBe(0);
    const audits = await db.select().from(auditLog).where(eq(auditLog.entityId, p.id));
    expect(audits.map((a) => a.action)).toEqual(["location_manager.added", "location_manager.removed"]);
  });

  it("invites an address without an account (the invitation e-mail) and links it; without a name it asks for one", async () => {
    const p = await makeLocation({ name: "Invite Bar", category: "club" });
    const noName = await managers(p.id, { intent: "add", email: "neu@example.test" });
    expect(noName.status).toBe(400);
    expect((noName.body as Body).fields?.name).toMatch(/^Zu dieser E-Mail-Adresse gibt es noch kein Konto/);
    expect(await db.$count(user, eq(user.email, "neu@example.test"))).toBe(0);
    const res = await managers(p.id, { intent: "add", email: "neu@example.test", name: "Nora Neu" });
    expect(res.status).toBe(302);
    const [account] = await db.select().from(user).where(eq(user.email, "neu@example.test"));
    expect(account).toMatchObject({ name: "Nora Neu", emailVerified: false });
    expect(await db.$count(locationManagers, and(eq(locationManagers.locationId, p.id), eq(locationManagers.userId, account!.id)))).toBe(1);
    const mails = await db.select().from(outbox).where(eq(outbox.recipient, "neu@example.test"));
    expect(mails.map((m) => (m.payload as { template: string }).template)).toEqual(["invitation"]);
  });
});

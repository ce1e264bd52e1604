import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_CITY } from "~/lib/cities";
import { db } from "~/lib/db.server";
import { events } from "~/modules/events/schema";
import { organizers } from "~/modules/people/schema";
import { locationManagers } from "~/modules/places/schema";
import { listOrganizerBookings } from "~/modules/ticketing/list-organizer-bookings.server";
import { bookingsList } from "~/modules/ticketing/organizer-bookings-list";
import { parseListParams } from "~/lib/list/list-spec";
import { setupTestDb } from "../../../tests/setup/db";
import { makeSignedInUser, outcome, req } from "../../../tests/factories/accounts";
import { makeCity, makeLocation } from "../../../tests/factories";
import { bookEvent, makeOrganizer, makeOrganizerEvent } from "../../../tests/factories/organizers";

/**
 * A business owner as the organizer of their own venues' events (decision 0014), through the owner
 * area's pages: the organizer area's editor with the venue preset, limited on the server to the places
 * they run; the list of events at their venues; the bookings of the events they created.
 */
beforeAll(async () => {
  await setupTestDb();
  await makeCity();
});

const createRoute = () => import("~/routes/organizer/events-create");
const editRoute = () => import("~/routes/organizer/events-edit");
const listRoute = () => import("~/routes/organizer/events");

async function owner() {
  const u = await makeSignedInUser("user");
  const place = await makeLocation({ name: `Hafenbar ${u.id.slice(0, 6)}` });
  await db.insert(locationManagers).values({ locationId: place!.id, userId: u.id });
  return { ...u, place: place! };
}

const start = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 16);
const form = (venueId: string, over: Record<string, string> = {}) => ({ kind: "event", title: "Jazzabend", cityId: DEFAULT_CITY, startDate: start, venueId, ...over });

async function create(cookie: string, venueId: string, formId = crypto.randomUUID()) {
  const { action } = await createRoute();
  return outcome(() => action({ request: req("/business-owner/events/create", { cookie, form: { ...form(venueId), formId } }), params: {}, context: {} } as never));
}

async function list(cookie: string) {
  const { loader } = await listRoute();
  const r = await outcome(() => loader({ request: req("/business-owner/events", { cookie }), params: {}, context: {} } as never));
  return r.body as { rows: Array<{ id: string; title: string; editable: boolean }> };
}

describe("owner events", () => {
  it("opens the organizer's editor with the venue preset; another owner's venue is 404", async () => {
    const a = await owner();
    const b = await owner();
    const { loader } = await createRoute();
    const page = await outcome(() => loader({ request: req(`/business-owner/events/create?venue=${a.place.id}`, { cookie: a.cookie }), params: {}, context: {} } as never));
    expect(page.status).toBe(200);
    const body = page.body as { defaultValue: { venueId?: string }; placeLabel: string | null; section: string };
    expect(body.defaultValue.venueId).toBe(a.place.id);
    expect(body.placeLabel).toBe(a.place.name);
    expect(body.section).toBe("owner-events");
    const foreign = await outcome(() => loader({ request: req(`/business-owner/events/create?venue=${b.place.id}`, { cookie: a.cookie }), params: {}, context: {} } as never));
    expect(foreign.status).toBe(404);
  });

  it("creates a draft at the owner's venue under an organizer profile named after it, listed on the owner's page", async () => {
    const a = await owner();
    const r = await create(a.cookie, a.place.id);
    expect(r.status).toBe(302);
    const [created] = await db.select().from(events).where(eq(events.createdBy, a.id));
    expect(created).toMatchObject({ venueId: a.place.id, status: "draft" });
    const [profile] = await db.select().from(organizers).where(eq(organizers.userId, a.id));
    expect(profile?.name).toBe(a.place.name);
    expect(created!.organizerId).toBe(profile!.id);
    expect(r.location).toBe(`/business-owner/events/${created!.id}/edit`);
    const rows = (await list(a.cookie)).rows;
    expect(rows.map((e) => e.id)).toEqual([created!.id]);
    expect(rows[0]!.editable).toBe(true);
    // the editor opens for the owner, and refuses a move to a place they do not run
    const { loader, action } = await editRoute();
    const page = await outcome(() => loader({ request: req(`/business-owner/events/${created!.id}/edit`, { cookie: a.cookie }), params: { id: created!.id }, context: {} } as never));
    expect(page.status).toBe(200);
    const other = await makeLocation();
    const moved = await outcome(() =>
      action({ request: req(`/business-owner/events/${created!.id}/edit`, { cookie: a.cookie, form: { intent: "save", ...form(other!.id) } }), params: { id: created!.id }, context: {} } as never),
    );
    expect(moved.status).toBe(400);
    const [after] = await db.select().from(events).where(eq(events.id, created!.id));
    expect(after!.venueId).toBe(a.place.id);
  });

  it("refuses an event at another owner's venue, or without a venue, and creates nothing", async () => {
    const a = await owner();
    const b = await owner();
    const r = await create(a.cookie, b.place.id);
    expect(r.status).toBe(400);
    expect(JSON.stringify(r.body)).toContain("den Sie betreiben");
    expect(await db.$count(events, eq(events.createdBy, a.id))).toBe(0);
    expect((await list(b.cookie)).rows).toEqual([]);
    // an account that runs no place is refused outright
    const plain = await makeSignedInUser("user");
    expect((await create(plain.cookie, a.place.id)).status).toBe(403);
    expect(await db.$count(events, eq(events.createdBy, plain.id))).toBe(0);
  });

  it("lists other organizers' published events at the venue read-only, not their drafts, and nothing elsewhere", async () => {
    const a = await owner();
    const org = await makeOrganizer();
    const published = await makeOrganizerEvent(org, { title: "Fremdes Konzert", venueId: a.place.id, status: "published" });
    await makeOrganizerEvent(org, { title: "Fremder Entwurf", venueId: a.place.id, status: "draft" });
    await makeOrganizerEvent(org, { title: "Anderswo", status: "published" });
    const rows = (await list(a.cookie)).rows;
    expect(rows.map((e) => e.title)).toEqual(["Fremdes Konzert"]);
    expect(rows[0]!.editable).toBe(false);
    // its editor and its row actions do not exist for the owner
    const { loader } = await editRoute();
    const page = await outcome(() => loader({ request: req(`/business-owner/events/${published!.id}/edit`, { cookie: a.cookie }), params: { id: published!.id }, context: {} } as never));
    expect(page.status).toBe(404);
    const { action } = await listRoute();
    const del = await outcome(() => action({ request: req("/business-owner/events", { cookie: a.cookie, form: { intent: "delete", id: published!.id } }), params: {}, context: {} } as never));
    expect(del.status).toBe(404);
    expect(await db.$count(events, eq(events.id, published!.id))).toBe(1);
  });

  it("the owner's bookings list shows the bookings of the events they created, not of others' events at their venue", async () => {
    const a = await owner();
    await create(a.cookie, a.place.id);
    const [own] = await db.select().from(events).where(eq(events.createdBy, a.id));
    const org = await makeOrganizer();
    const foreign = await makeOrganizerEvent(org, { venueId: a.place.id, status: "published" });
    await bookEvent(foreign!, 1);
    const actor = { id: a.id, email: a.email, role: "user" as const };
    const params = parseListParams(new URLSearchParams(), bookingsList);
    const mine = await listOrganizerBookings({ actor, params, area: "business-owner" });
    expect(mine.rows).toEqual([]);
    expect(own).toBeTruthy();
    // the organizer's own list still holds for the organizer, and refuses the owner
    const orgList = await listOrganizerBookings({ actor: org.actor, params });
    expect(orgList.rows).toHaveLength(1);
    await expect(listOrganizerBookings({ actor, params })).rejects.toMatchObject({ code: "FORBIDDEN" });
  });
});

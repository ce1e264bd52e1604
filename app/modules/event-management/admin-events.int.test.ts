/**
 * The admin's events, workshops and activities (issue 24): the organizer's list and editor serve
 * every organizer's events to an admin — filters, featuring (audited), the organizer choice, cancel
 * through the same refund-and-notify flow, delete only without bookings — while an organizer still
 * sees and changes only their own, and everyone else is refused with nothing changed.
 */
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_CITY } from "~/lib/cities";
import { db } from "~/lib/db.server";
import { user } from "~/modules/accounts/schema";
import { auditLog } from "~/modules/audit/schema";
import { eventArtists, eventCancellationJobs, events } from "~/modules/events/schema";
import { updateEvent } from "~/modules/event-management/update-event.server";
import { getEventEditorView } from "~/modules/event-management/organizer-events.server";
import { eventFormSchema, type EventFormInput } from "~/modules/events/validation";
import { runFormSubmission } from "~/ui/back-office/form.server";
import { setupTestDb } from "../../../tests/setup/db";
import { makeSignedInUser, outcome, req, sessionCookie } from "../../../tests/factories/accounts";
import { makeCity, TEST_VENUE_FORM } from "../../../tests/factories";
import { makeArtist } from "../../../tests/factories/discovery";
import { bookEvent, makeOrganizer, makeOrganizerEvent, type TestOrganizer } from "../../../tests/factories/organizers";
import { fail } from "../../../tests/helpers/refusal";

type Loaded = { rows: Array<{ id: string; title: string; isFeatured: boolean; organizerName: string | null; editHref: string }>; total: number };

let admin: Awaited<ReturnType<typeof makeSignedInUser>>;
let orgA: TestOrganizer;
let orgB: TestOrganizer;
let cookieA: string;

beforeAll(async () => {
  await setupTestDb();
  admin = await makeSignedInUser("admin");
  orgA = await makeOrganizer({ plan: "professional" });
  orgB = await makeOrganizer({ plan: "professional" });
  // the factory's organizer accounts have no password: give A a session through a fresh signed-in twin
  cookieA = await signedInAs(orgA);
});

/** A session for a factory organizer (its account gets a password first). */
async function signedInAs(org: TestOrganizer) {
  const { hashPassword } = await import("better-auth/crypto");
  const { account } = await import("~/modules/accounts/schema");
  await db.insert(account).values({ id: crypto.randomUUID(), accountId: org.actor.id, providerId: "credential", userId: org.actor.id, password: await hashPassword("Passwort123") });
  return sessionCookie(org.actor.email, "Passwort123");
}

const listRoute = () => import("~/routes/organizer/events");
const editRoute = () => import("~/routes/organizer/events-edit");
const createRoute = () => import("~/routes/organizer/events-create");

async function list(path: string, cookie: string): Promise<Loaded> {
  const { loader } = await listRoute();
  return (await loader({ request: req(path, { cookie }), params: {}, context: {} } as never)) as unknown as Loaded;
}

async function post(path: string, cookie: string | undefined, form: Record<string, string | string[]>, params: Record<string, string> = {}) {
  const mod = path.endsWith("/edit") ? await editRoute() : path.endsWith("/create") ? await createRoute() : await listRoute();
  return outcome(() => mod.action({ request: req(path, { cookie, form }), params, context: {} } as never));
}

const row = async (id: string) => (await db.select().from(events).where(eq(events.id, id)))[0];
const audits = (id: string) => db.select().from(auditLog).where(eq(auditLog.entityId, id));

const inDays = (d: number) => new Date(Date.now() + d * 86_400_000).toISOString().slice(0, 16);
/** The editor's fields as the browser posts them. */
const editorForm = (over: Record<string, string> = {}) => ({
  kind: "event",
  title: "Hafenkonzert",
  cityId: DEFAULT_CITY,
  startDate: inDays(30),
  ...TEST_VENUE_FORM,
  maxParticipants: "100",
  ...over,
});

async function parse(over: Record<string, string> = {}): Promise<EventFormInput> {
  const fd = new FormData();
  for (const [k, v] of Object.entries(editorForm(over))) fd.set(k, v);
  const res = await runFormSubmission(fd, eventFormSchema, async (v) => v);
  if (!("title" in (res as object))) throw new Error(`invalid: ${JSON.stringify(res)}`);
  return res as EventFormInput;
}

describe("the admin's event list", () => {
  it("shows every organizer's events with the admin's filters; the organizer's list still only their own", async () => {
    const artist = await makeArtist();
    await makeCity({ id: "kiel", name: "Kiel" });
    const a = await makeOrganizerEvent(orgA, { title: "Listentest Jazz A", cityId: "luebeck" });
    const b = await makeOrganizerEvent(orgB, { title: "Listentest Lesung B", cityId: "kiel", isFeatured: true });
    const w = await makeOrganizerEvent(orgB, { title: "Listentest Töpferkurs", kind: "workshop" });
    await db.insert(eventArtists).values({ eventId: a.id, artistId: artist.id });

    const all = await list("/admin/events?q=Listentest", admin.cookie);
    expect(all.rows.map((r) => r.title).sort()).toEqual(["Listentest Jazz A", "Listentest Lesung B"]);
    expect(all.rows.find((r) => r.id === b.id)?.editHref).toBe(`/admin/events/${b.id}/edit`);
    expect(all.rows.find((r) => r.id === a.id)?.organizerName).toMatch(/^Kulturverein /);

    const titles = async (qs: string) => (await list(`/admin/events?q=Listentest&${qs}`, admin.cookie)).rows.map((r) => r.title);
    expect(await titles(`organizer=${orgB.organizerId}`)).toEqual(["Listentest Lesung B"]);
    expect(await titles(`artist=${artist.id}`)).toEqual(["Listentest Jazz A"]);
    expect(await titles("city=kiel")).toEqual(["Listentest Lesung B"]);
    expect(await titles("featured=yes")).toEqual(["Listentest Lesung B"]);
    expect(await titles("featured=no")).toEqual(["Listentest Jazz A"]);

    // workshops have their own page behind the program guard; its rows open the workshop editor
    const workshops = await list("/admin/workshops?q=Listentest", admin.cookie);
    expect(workshops.rows.map((r) => r.id)).toEqual([w.id]);
    expect(workshops.rows[0]!.editHref).toBe(`/admin/workshops/${w.id}/edit`);
    expect((await list("/admin/activities?q=Listentest", admin.cookie)).rows).toEqual([]);

    // the organizer's own list: only A's event, never B's
    const own = await list("/organizer/events?q=Listentest", cookieA);
    expect(own.rows.map((r) => r.id)).toEqual([a.id]);
    expect(own.rows[0]!.editHref).toBe(`/organizer/events/${a.id}/edit`);
  });

  it("refuses everyone but admins: pages send them away, actions answer 401/403 and change nothing", async () => {
    const e = await makeOrganizerEvent(orgA, { title: "Nur für Admins" });
    const user = await makeSignedInUser("user");
    const { loader } = await listRoute();
    for (const cookie of [cookieA, user.cookie]) {
      const page = await outcome(() => loader({ request: req("/admin/events", { cookie }), params: {}, context: {} } as never));
      expect(page.status).toBe(302);
      expect(page.location).toBe("/");
      expect((await post("/admin/events", cookie, { intent: "feature", id: e.id })).status).toBe(403);
    }
    expect((await post("/admin/events", undefined, { intent: "feature", id: e.id })).status).toBe(401);
    expect((await row(e.id))!.isFeatured).toBe(false);
    expect(await audits(e.id)).toEqual([]);
  });

  it("features and unfeatures any organizer's event, in bulk too, each change audited", async () => {
    const e1 = await makeOrganizerEvent(orgA, { title: "Feature eins" });
    const e2 = await makeOrganizerEvent(orgB, { title: "Feature zwei" });
    expect((await post("/admin/events", admin.cookie, { intent: "feature", ids: [e1.id, e2.id] })).status).toBeLessThan(400);
    expect((await row(e1.id))!.isFeatured).toBe(true);
    expect((await row(e2.id))!.isFeatured).toBe(true);
    expect((await audits(e2.id)).map((a) => [a.action, a.actorId])).toEqual([["event.featured", admin.id]]);
    await post("/admin/events", admin.cookie, { intent: "unfeature", id: e2.id });
    expect((await row(e2.id))!.isFeatured).toBe(false);
    expect((await audits(e2.id)).map((a) => a.action).sort()).toEqual(["event.featured", "event.unfeatured"]);
  });

  it("deletes an event without bookings; one with bookings is refused in German and stays", async () => {
    const empty = await makeOrganizerEvent(orgA, { title: "Ohne Buchungen" });
    const booked = await makeOrganizerEvent(orgB, { title: "Mit Buchungen" });
    await bookEvent(booked, 1);
    const refused = await post("/admin/events", admin.cookie, { intent: "delete", id: booked.id });
    expect(refused.status).toBe(409);
    expect(JSON.stringify(refused.body)).toContain("Ein Event mit Buchungen kann nicht gelöscht werden. Sagen Sie es stattdessen ab.");
    expect(await row(booked.id)).toBeDefined();
    await post("/admin/events", admin.cookie, { intent: "delete", id: empty.id });
    expect(await row(empty.id)).toBeUndefined();
    expect((await audits(empty.id)).map((a) => a.action)).toEqual(["event.deleted"]);
  });
});

describe("the admin's editor", () => {
  it("creates an event for another organizer, featured, which that organizer then runs", async () => {
    const formId = crypto.randomUUID();
    const res = await post("/admin/events/create", admin.cookie, { ...editorForm({ title: "Vom Admin angelegt" }), formId, organizerId: orgB.organizerId, isFeatured: "on" });
    expect(res.status).toBe(302);
    expect(res.location).toBe(`/admin/events/${formId}/edit`);
    const e = (await row(formId))!;
    expect([e.organizerId, e.isFeatured, e.status, e.createdBy]).toEqual([orgB.organizerId, true, "draft", admin.id]);
    expect(e.organizerName).toMatch(/^Kulturverein /);
    // the chosen organizer manages it; the other one is told it does not exist
    expect((await getEventEditorView(orgB.actor, formId)).event.id).toBe(formId);
    expect((await fail(getEventEditorView(orgA.actor, formId))).code).toBe("EVENT_NOT_FOUND");
  });

  it("refuses an organizer that does not exist beside the field and creates nothing", async () => {
    const formId = crypto.randomUUID();
    const res = await post("/admin/events/create", admin.cookie, { ...editorForm(), formId, organizerId: "00000000-0000-4000-8000-000000000000" });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain("Diese:n Veranstalter:in gibt es nicht (mehr)");
    expect(await row(formId)).toBeUndefined();
  });

  it("edits any organizer's event with the admin fields; an organizer's post of them changes nothing", async () => {
    const e = await makeOrganizerEvent(orgA, { title: "Bearbeiten" });
    const view = await outcome(async () => {
      const { loader } = await editRoute();
      return loader({ request: req(`/admin/events/${e.id}/edit`, { cookie: admin.cookie }), params: { id: e.id }, context: {} } as never);
    });
    expect(view.status).toBe(200);
    const saved = await post(`/admin/events/${e.id}/edit`, admin.cookie, { intent: "save", ...editorForm({ title: "Bearbeitet vom Admin" }), organizerId: orgB.organizerId, isFeatured: "on" }, { id: e.id });
    expect(saved.status).toBe(302);
    expect(saved.location).toBe(`/admin/events/${e.id}/edit`);
    const after = (await row(e.id))!;
    expect([after.title, after.organizerId, after.isFeatured]).toEqual(["Bearbeitet vom Admin", orgB.organizerId, true]);
    const [entry] = await db.select().from(auditLog).where(and(eq(auditLog.entityId, e.id), eq(auditLog.action, "event.updated")));
    expect(entry!.after).toMatchObject({ isFeatured: true, organizerId: orgB.organizerId });

    // the organizer now running it saves the same form with the admin fields: they are ignored
    await updateEvent({ actor: orgB.actor, eventId: e.id, values: await parse({ title: "Vom Veranstalter", organizerId: orgA.organizerId }) });
    const mine = (await row(e.id))!;
    expect([mine.title, mine.organizerId, mine.isFeatured]).toEqual(["Vom Veranstalter", orgB.organizerId, true]);
  });

  it("cancels another organizer's event through the organizer's flow: refund job for every booking", async () => {
    const e = await makeOrganizerEvent(orgB, { title: "Wird abgesagt" });
    await bookEvent(e, 2);
    const res = await post(
      `/admin/events/${e.id}/edit`,
      admin.cookie,
      { intent: "cancel", reason: "Organisatorische Gründe", message: "Leider müssen wir das Konzert absagen.", confirm: "on" },
      { id: e.id },
    );
    expect(res.status).toBe(302);
    expect((await row(e.id))!.status).toBe("cancelled");
    const [job] = await db.select().from(eventCancellationJobs).where(eq(eventCancellationJobs.eventId, e.id));
    expect(job!.totalBookings).toBe(1);
    expect((await audits(e.id)).map((a) => [a.action, a.actorId])).toContainEqual(["event.cancelled", admin.id]);
  });
});

describe("the program guard (decision 0002)", () => {
  it("sends an admin without a confirmed address back to /admin and refuses their actions", async () => {
    // signed in while confirmed, then the address is no longer confirmed (e.g. changed)
    const unverified = await makeSignedInUser("admin");
    await db.update(user).set({ emailVerified: false }).where(eq(user.id, unverified.id));
    const e = await makeOrganizerEvent(orgA, { title: "Workshop ohne Bestätigung", kind: "workshop" });
    const { loader } = await listRoute();
    const page = await outcome(() => loader({ request: req("/admin/workshops", { cookie: unverified.cookie }), params: {}, context: {} } as never));
    expect([page.status, page.location]).toEqual([302, "/admin"]);
    expect((await post("/admin/workshops", unverified.cookie, { intent: "feature", id: e.id })).status).toBe(403);
    expect((await row(e.id))!.isFeatured).toBe(false);
    // the events page is not behind it
    expect((await list("/admin/events", unverified.cookie)).rows).toBeDefined();
  });
});

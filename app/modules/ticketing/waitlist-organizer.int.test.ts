import { and, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/lib/db.server";
import { formatDate, formatTime } from "~/lib/format";
import { parseListParams } from "~/lib/list/list-spec";
import { auditLog } from "~/modules/audit/schema";
import { notifications } from "~/modules/engagement/schema";
import { outbox } from "~/modules/outbox/schema";
import { cancelConfirmedBookingTx } from "~/modules/ticketing/release-booking.server";
import { waitlistEntries } from "~/modules/ticketing/schema";
import { waitlistList } from "~/modules/ticketing/waitlist";
import { exportEventWaitlist, getEventWaitlistView, removeWaitlistEntry } from "~/modules/ticketing/waitlist-organizer.server";
import { joinWaitlist, waitlistLengths } from "~/modules/ticketing/waitlist.server";
import * as waitlistPage from "~/routes/organizer/event-waitlist";
import { setupTestDb } from "../../../tests/setup/db";
import { makeSignedInUser, outcome, req } from "../../../tests/factories/accounts";
import { codeOf, fail } from "../../../tests/helpers/refusal";
import { bookEvent, makeOrganizer, makeOrganizerEvent, type TestOrganizer } from "../../../tests/factories/organizers";
import { makeBuyer, type TestBuyer } from "../../../tests/factories/ticketing";

beforeAll(async () => {
  await setupTestDb();
});

const params = (q: Record<string, string> = {}) => parseListParams(new URLSearchParams(q), waitlistList);

/** An event of `org` with one seat, sold, and `n` people on its waiting list, one second apart. */
async function fullEventWithLine(org: TestOrganizer, n: number) {
  const event = await makeOrganizerEvent(org, { maxParticipants: 1 });
  const { bookingId } = await bookEvent(event, 1);
  const people: TestBuyer[] = [];
  const t0 = Date.now() - 3_600_000;
  for (let i = 0; i < n; i++) {
    const u = await makeBuyer();
    await joinWaitlist({ actor: u, eventId: event.id, now: new Date(t0 + i * 1000) });
    people.push(u);
  }
  return { event, bookingId, people };
}

const cancel = (bookingId: string) => db.transaction((tx) => cancelConfirmedBookingTx(tx, bookingId, { reason: "Storniert", refundedCents: 0 }));

async function entriesOf(eventId: string) {
  return db.select().from(waitlistEntries).where(eq(waitlistEntries.eventId, eventId)).orderBy(waitlistEntries.createdAt);
}

async function counter(eventId: string) {
  const r = await db.execute<{ n: number }>(sql`select current_participants as n from events where id = ${eventId}`);
  return Number(r.rows[0]!.n);
}

const offerMails = async (email: string) => db.$count(outbox, and(eq(outbox.topic, "waitlist_offer"), eq(outbox.recipient, email)));
const offerNotes = async (userId: string) => db.$count(notifications, and(eq(notifications.userId, userId), eq(notifications.entityType, "waitlist_entry")));

/** Everything the waiting list of an event touches: its entries, the seat counter, offer mails, audit rows. */
async function snapshot(eventId: string) {
  return JSON.stringify({
    entries: (await entriesOf(eventId)).map((e) => [e.id, e.status, e.offerExpiresAt?.toISOString()]),
    counter: await counter(eventId),
    mails: await db.$count(outbox, eq(outbox.topic, "waitlist_offer")),
    audit: await db.$count(auditLog),
  });
}

describe("the organizer's waiting list of an event", () => {
  it("shows the list in line order with place, person, since when and state; the events list counts it", async () => {
    const org = await makeOrganizer();
    const { event, bookingId, people } = await fullEventWithLine(org, 3);
    const view = await getEventWaitlistView(org.actor, event.id, params());
    expect(view.rows.map((r) => [r.position, r.email, r.status])).toEqual(people.map((p, i) => [i + 1, p.email, "waiting"]));
    const [first] = await entriesOf(event.id);
    expect(view.rows[0]!.since).toBe(`${formatDate(first!.createdAt)} ${formatTime(first!.createdAt)}`);
    expect(view.rows[0]!.since).toMatch(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/);
    expect(view.event).toMatchObject({ id: event.id, listState: "open" });
    expect(view.counts).toMatchObject({ waiting: 3, offered: 0 });
    expect((await waitlistLengths([event.id])).get(event.id)).toBe(3);

    // a seat frees up: the first holds an offer, the others move up
    await cancel(bookingId);
    const after = await getEventWaitlistView(org.actor, event.id, params());
    expect(after.rows.map((r) => [r.position, r.email, r.status])).toEqual([
      [null, people[0]!.email, "offered"],
      [1, people[1]!.email, "waiting"],
      [2, people[2]!.email, "waiting"],
    ]);
    expect(after.rows[0]!.offerUntil).toMatch(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/);
    // the filter by state keeps the place in line
    const waiting = await getEventWaitlistView(org.actor, event.id, params({ status: "waiting" }));
    expect(waiting.rows.map((r) => [r.position, r.email])).toEqual([
      [1, people[1]!.email],
      [2, people[2]!.email],
    ]);
    expect(waiting.total).toBe(2);
    expect((await waitlistLengths([event.id])).get(event.id)).toBe(3);

    // the export: the same list, audited
    const spec = await exportEventWaitlist(org.actor, event.id, params());
    const rows = [];
    for await (const batch of spec.batches) rows.push(...batch);
    expect(rows.map((r) => r.email)).toEqual(people.map((p) => p.email));
    expect(spec.columns.map((c) => c.header)).toEqual(["Position", "Name", "E-Mail", "Auf der Liste seit", "Status", "Angebot am", "Angebot bis"]);
    expect(String(spec.columns[4]!.value(rows[0]!))).toMatch(/^Angebot offen bis \d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/);
    expect(await db.$count(auditLog, and(eq(auditLog.action, "waitlist.exported"), eq(auditLog.entityId, event.id)))).toBe(1);
  });

  it("removing an entry with an open offer passes the held seat to the next in line exactly once, audited", async () => {
    const org = await makeOrganizer();
    const { event, bookingId, people } = await fullEventWithLine(org, 3);
    const [a, b, c] = people as [TestBuyer, TestBuyer, TestBuyer];
    await cancel(bookingId);
    const [offerA] = await entriesOf(event.id);
    expect(offerA!.status).toBe("offered");
    expect(await counter(event.id)).toBe(1);

    await removeWaitlistEntry({ actor: org.actor, eventId: event.id, entryId: offerA!.id });
    const entries = await entriesOf(event.id);
    expect(entries.map((e) => [e.userId, e.status])).toEqual([
      [b.id, "offered"],
      [c.id, "waiting"],
    ]);
    // the seat stays held (now for b): the event stays full, nobody else can buy it
    expect(await counter(event.id)).toBe(1);
    expect(await offerMails(b.email)).toBe(1);
    expect(await offerNotes(b.id)).toBe(1);
    expect(await offerMails(c.email)).toBe(0);
    const [log] = await db.select().from(auditLog).where(and(eq(auditLog.action, "waitlist_entry.removed"), eq(auditLog.entityId, offerA!.id)));
    expect(log).toMatchObject({ actorId: org.actor.id, entityType: "waitlist_entry" });
    expect(log!.before).toMatchObject({ email: a.email, status: "offered" });

    // removed twice at once (two tabs): one removal, one refusal in German, and c gets the seat once
    const offerB = entries[0]!;
    const twice = await Promise.all([1, 2].map(() => fail(removeWaitlistEntry({ actor: org.actor, eventId: event.id, entryId: offerB.id }))));
    expect(twice.filter((t) => t.code === "ok")).toHaveLength(1);
    expect(twice.find((t) => t.code !== "ok")).toMatchObject({
      code: "WAITLIST_ENTRY_UNKNOWN",
      message: "Diesen Eintrag gibt es auf der Warteliste dieses Events nicht (mehr).",
    });
    expect((await entriesOf(event.id)).map((e) => [e.userId, e.status])).toEqual([[c.id, "offered"]]);
    expect(await offerMails(c.email)).toBe(1);
    expect(await counter(event.id)).toBe(1);
  });

  it("removing a waiting person moves the others up and holds no seat; a closed entry stays", async () => {
    const org = await makeOrganizer();
    const { event, people } = await fullEventWithLine(org, 3);
    const [first, second] = await entriesOf(event.id);
    await removeWaitlistEntry({ actor: org.actor, eventId: event.id, entryId: second!.id });
    const view = await getEventWaitlistView(org.actor, event.id, params());
    expect(view.rows.map((r) => [r.position, r.email])).toEqual([
      [1, people[0]!.email],
      [2, people[2]!.email],
    ]);
    expect(await counter(event.id)).toBe(1);
    expect(await offerMails(people[0]!.email)).toBe(0);

    await db.update(waitlistEntries).set({ status: "expired" }).where(eq(waitlistEntries.id, first!.id));
    expect(await fail(removeWaitlistEntry({ actor: org.actor, eventId: event.id, entryId: first!.id }))).toMatchObject({
      code: "WAITLIST_ENTRY_CLOSED",
      message: "Nur wartende Personen und offene Angebote lassen sich von der Warteliste entfernen.",
    });
  });

  it("another organizer's event and its entries do not exist (NOT_FOUND, in German); nothing changes", async () => {
    const org = await makeOrganizer();
    const other = await makeOrganizer();
    const { event, bookingId } = await fullEventWithLine(org, 2);
    await cancel(bookingId);
    const [offer] = await entriesOf(event.id);
    const otherEvent = await makeOrganizerEvent(other);
    const before = await snapshot(event.id);

    expect(await fail(getEventWaitlistView(other.actor, event.id, params()))).toMatchObject({ code: "EVENT_NOT_FOUND", message: "Event nicht gefunden" });
    expect(await fail(exportEventWaitlist(other.actor, event.id, params()))).toMatchObject({ code: "EVENT_NOT_FOUND" });
    expect(await fail(removeWaitlistEntry({ actor: other.actor, eventId: event.id, entryId: offer!.id }))).toMatchObject({
      code: "EVENT_NOT_FOUND",
      message: "Event nicht gefunden",
    });
    // the entry through their own event: not on that event's list
    expect(await fail(removeWaitlistEntry({ actor: other.actor, eventId: otherEvent.id, entryId: offer!.id }))).toMatchObject({
      code: "WAITLIST_ENTRY_UNKNOWN",
      message: "Diesen Eintrag gibt es auf der Warteliste dieses Events nicht (mehr).",
    });
    // and the organizer's own other event does not reach this entry either
    const ownOther = await makeOrganizerEvent(org);
    expect(await codeOf(removeWaitlistEntry({ actor: org.actor, eventId: ownOther.id, entryId: offer!.id }))).toBe("WAITLIST_ENTRY_UNKNOWN");
    expect(await fail(getEventWaitlistView(org.actor, "kein-event", params()))).toMatchObject({ code: "EVENT_NOT_FOUND" });
    expect(await snapshot(event.id)).toBe(before);

    // an admin sees and manages every event's list
    const admin = await makeOrganizer({ role: "admin" });
    expect((await getEventWaitlistView(admin.actor, event.id, params())).rows).toHaveLength(2);
  });
});

describe("the page /organizer/events/:id/waitlist", () => {
  type Fn = (args: { request: Request; params: Record<string, string>; context: unknown }) => unknown;
  const call = (fn: unknown, request: Request, id: string) => outcome(() => (fn as Fn)({ request, params: { id }, context: {} }));
  const asOrganizer = (u: { id: string; email: string }): TestOrganizer => ({ actor: { id: u.id, email: u.email, role: "organizer" }, organizerId: "" });

  it("shows its organizer the list and its CSV; another organizer gets 404 for the event and for removing its entries, nothing changes", async () => {
    const [owner, other] = await Promise.all([makeSignedInUser("organizer"), makeSignedInUser("organizer")]);
    const own = await makeOrganizer();
    // the signed-in owner runs the event (its creator), like the organizer pages' rule
    const { event, bookingId, people } = await fullEventWithLine({ ...own, actor: asOrganizer(owner).actor }, 2);
    await cancel(bookingId);
    const [offer] = await entriesOf(event.id);
    const path = `/organizer/events/${event.id}/waitlist`;

    const page = await call(waitlistPage.loader, req(path, { cookie: owner.cookie }), event.id);
    expect(page.status).toBe(200);
    expect((page.body as { rows: Array<{ email: string }> }).rows.map((r) => r.email)).toEqual(people.map((p) => p.email));
    const csv = await waitlistPage.loader({ request: req(`${path}?format=csv`, { cookie: owner.cookie }), params: { id: event.id }, context: {} } as never);
    expect(csv).toBeInstanceOf(Response);
    const text = await (csv as Response).text();
    expect(text).toContain("Position;Name;E-Mail;Auf der Liste seit;Status");
    expect(text).toContain(people[1]!.email);

    const before = await snapshot(event.id);
    expect((await call(waitlistPage.loader, req(path, { cookie: other.cookie }), event.id)).status).toBe(404);
    expect((await call(waitlistPage.loader, req(`${path}?format=csv`, { cookie: other.cookie }), event.id)).status).toBe(404);
    const foreignRemove = await call(waitlistPage.action, req(path, { cookie: other.cookie, form: { intent: "remove", id: offer!.id } }), event.id);
    expect(foreignRemove.status).toBe(404);
    // through another organizer's own event: the entry is not on that list
    const otherEvent = await makeOrganizerEvent({ ...own, actor: asOrganizer(other).actor });
    const viaOwn = await call(
      waitlistPage.action,
      req(`/organizer/events/${otherEvent.id}/waitlist`, { cookie: other.cookie, form: { intent: "remove", id: offer!.id } }),
      otherEvent.id,
    );
    expect(viaOwn).toMatchObject({ status: 404, body: { ok: false, message: "Diesen Eintrag gibt es auf der Warteliste dieses Events nicht (mehr)." } });
    expect(await snapshot(event.id)).toBe(before);

    // the owner removes the open offer: the next in line gets it
    const removed = await call(waitlistPage.action, req(path, { cookie: owner.cookie, form: { intent: "remove", id: offer!.id } }), event.id);
    expect(removed).toMatchObject({ status: 200, body: { ok: true, message: "Von der Warteliste entfernt" } });
    expect((await entriesOf(event.id)).map((e) => [e.userId, e.status])).toEqual([[people[1]!.id, "offered"]]);
  });
});

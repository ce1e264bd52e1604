import { and, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/lib/db.server";
import { notifications, notificationSettings, pushSubscriptions } from "~/modules/engagement/schema";
import { outbox } from "~/modules/outbox/schema";
import { createBooking } from "~/modules/ticketing/create-booking.server";
import { cancelConfirmedBookingTx } from "~/modules/ticketing/release-booking.server";
import { waitlistEntries } from "~/modules/ticketing/schema";
import { payTestSession } from "~/modules/ticketing/test-payment.server";
import { expireWaitlistOffers, joinWaitlist, leaveWaitlist, offerFreedSeats, viewerWaitlistState } from "~/modules/ticketing/waitlist.server";
import { setupTestDb } from "../../../tests/setup/db";
import { fail } from "../../../tests/helpers/refusal";
import { checkoutFields, makeBookableEvent, makeBuyer, type TestBuyer } from "../../../tests/factories/ticketing";

beforeAll(async () => {
  await setupTestDb();
});

/** A sold-out event (`seats` paid bookings of one ticket each) and its buyers' booking ids. */
async function soldOutEvent(seats: number) {
  const event = await makeBookableEvent(seats);
  const cat = event.ticketCategories[0]!;
  const bookingIds: string[] = [];
  for (let i = 0; i < seats; i++) {
    const buyer = await makeBuyer();
    const r = await createBooking({ actor: buyer, ...checkoutFields(event.id, cat.id, 1) });
    await payTestSession(r.redirectUrl!.split("/").pop()!, buyer);
    bookingIds.push(r.bookingId);
  }
  return { event, cat, bookingIds };
}

const cancel = (bookingId: string) =>
  db.transaction((tx) => cancelConfirmedBookingTx(tx, bookingId, { reason: "Storniert", refundedCents: 0 }));

async function counter(eventId: string) {
  const r = await db.execute<{ n: number }>(sql`select current_participants as n from events where id = ${eventId}`);
  return Number(r.rows[0]!.n);
}

async function entriesOf(eventId: string) {
  return db.select().from(waitlistEntries).where(eq(waitlistEntries.eventId, eventId)).orderBy(waitlistEntries.createdAt);
}

async function joinInOrder(eventId: string, users: TestBuyer[]) {
  const t0 = Date.now();
  // distinct join times make the order explicit
  for (const [i, u] of users.entries()) await joinWaitlist({ actor: u, eventId, now: new Date(t0 + i * 1000) });
}

describe("joining and leaving", () => {
  it("refuses an event with free seats, a second join, and shows the place in line", async () => {
    const free = await makeBookableEvent(5);
    const u = await makeBuyer();
    const notSoldOut = await fail(joinWaitlist({ actor: u, eventId: free.id }));
    expect(notSoldOut).toMatchObject({ code: "WAITLIST_NOT_SOLD_OUT", message: "Für dieses Event gibt es noch freie Plätze – Sie können direkt buchen." });
    expect(await entriesOf(free.id)).toHaveLength(0);

    const { event } = await soldOutEvent(1);
    const [a, b] = [await makeBuyer(), await makeBuyer()];
    await joinInOrder(event.id, [a, b]);
    expect(await viewerWaitlistState(b.id, event.id)).toEqual({ status: "waiting", position: 2 });
    // a double submit at once: the unique index lets one through
    const twice = await Promise.all([fail(joinWaitlist({ actor: a, eventId: event.id })), fail(joinWaitlist({ actor: a, eventId: event.id }))]);
    expect(twice.map((t) => t.message)).toEqual([
      "Sie stehen bereits auf der Warteliste für dieses Event.",
      "Sie stehen bereits auf der Warteliste für dieses Event.",
    ]);
    expect(await entriesOf(event.id)).toHaveLength(2);

    await leaveWaitlist({ actor: a, eventId: event.id });
    expect(await viewerWaitlistState(b.id, event.id)).toEqual({ status: "waiting", position: 1 });
    expect((await fail(leaveWaitlist({ actor: a, eventId: event.id }))).message).toBe("Sie stehen nicht auf der Warteliste für dieses Event.");
  });
});

describe("a freed seat goes to the first in line, once", () => {
  it("a cancellation offers the seat to exactly the first in line, with notification and mail in the outbox", async () => {
    const { event, bookingIds } = await soldOutEvent(2);
    const waiting = await Promise.all(Array.from({ length: 3 }, () => makeBuyer()));
    await joinInOrder(event.id, waiting);

    await cancel(bookingIds[0]!);
    const entries = await entriesOf(event.id);
    expect(entries.map((e) => e.status)).toEqual(["offered", "waiting", "waiting"]);
    expect(entries[0]!.userId).toBe(waiting[0]!.id);
    // the seat is held: the event stays full
    expect(await counter(event.id)).toBe(2);
    const [note] = await db.select().from(notifications).where(eq(notifications.userId, waiting[0]!.id));
    expect(note?.title).toBe("Ein Platz ist für Sie frei");
    expect(note?.actionUrl).toContain(`?offer=${entries[0]!.id}`);
    const mails = await db.select().from(outbox).where(and(eq(outbox.topic, "waitlist_offer"), eq(outbox.recipient, waiting[0]!.email)));
    expect(mails).toHaveLength(1);
    expect(await viewerWaitlistState(waiting[1]!.id, event.id)).toEqual({ status: "waiting", position: 1 });
  });

  it("three more seats at once: three offers in one go, one notification and one offer mail each, push only where the settings allow it", async () => {
    const { event } = await soldOutEvent(1);
    const waiting = await Promise.all(Array.from({ length: 4 }, () => makeBuyer()));
    await joinInOrder(event.id, waiting);
    // the first wants push for bookings, the second has a subscription but push switched off
    await db.insert(notificationSettings).values({ userId: waiting[0]!.id, pushEnabled: true, pushBookings: true });
    for (const u of waiting.slice(0, 2)) await db.insert(pushSubscriptions).values({ userId: u.id, endpoint: `https://push.example/${u.id}`, p256dh: "k", auth: "a" });
    // the organizer raises the seats from 1 to 4 (updateEvent runs the same two steps in its transaction)
    const made = await db.transaction(async (tx) => {
      await tx.execute(sql`update events set max_participants = 4 where id = ${event.id}`);
      return offerFreedSeats(tx, event.id);
    });
    expect(made).toBe(3);
    const entries = await entriesOf(event.id);
    expect(entries.map((e) => e.status)).toEqual(["offered", "offered", "offered", "waiting"]);
    expect(await counter(event.id)).toBe(4);
    for (const [i, u] of waiting.slice(0, 3).entries()) {
      const entry = entries[i]!;
      const notes = await db.select().from(notifications).where(eq(notifications.userId, u.id));
      expect(notes).toEqual([
        expect.objectContaining({ title: "Ein Platz ist für Sie frei", category: "bookings", priority: "high", entityType: "waitlist_entry", entityId: entry.id, actionUrl: `/luebeck/events/${event.slug}/tickets?offer=${entry.id}` }),
      ]);
      expect(notes[0]!.message).toMatch(/^Für „.+“ ist ein Platz frei geworden\. Er ist bis \d\d\.\d\d\.\d{4}/);
      const mails = await db.select().from(outbox).where(and(eq(outbox.topic, "waitlist_offer"), eq(outbox.recipient, u.email)));
      expect(mails).toHaveLength(1);
      expect(mails[0]).toMatchObject({ kind: "email", dedupeKey: `waitlist-offer:${entry.id}` });
      expect(mails[0]!.payload).toMatchObject({
        to: u.email,
        template: "waitlist_offer",
        data: { name: "Käufer:in", eventTitle: event.title, offerUrl: expect.stringMatching(new RegExp(`/luebeck/events/${event.slug}/tickets\\?offer=${entry.id}$`)) },
      });
      const pushes = await db.select().from(outbox).where(and(eq(outbox.kind, "push"), eq(outbox.recipient, u.id)));
      expect(pushes.map((m) => (m.payload as { notificationId: string }).notificationId)).toEqual(i === 0 ? [notes[0]!.id] : []);
    }
  });

  it("two cancellations at once make two offers for two seats, never the same seat twice", async () => {
    const { event, bookingIds } = await soldOutEvent(3);
    const waiting = await Promise.all(Array.from({ length: 5 }, () => makeBuyer()));
    await joinInOrder(event.id, waiting);
    await Promise.all([cancel(bookingIds[0]!), cancel(bookingIds[1]!)]);
    const entries = await entriesOf(event.id);
    expect(entries.map((e) => e.status)).toEqual(["offered", "offered", "waiting", "waiting", "waiting"]);
    expect(await counter(event.id)).toBe(3);
  });

  it("a held seat cannot be bought by someone else; the offered user books it exactly once", async () => {
    const { event, cat, bookingIds } = await soldOutEvent(1);
    const [first, second] = [await makeBuyer(), await makeBuyer()];
    await joinInOrder(event.id, [first, second]);
    await cancel(bookingIds[0]!);
    const [offer] = await entriesOf(event.id);

    const stranger = await makeBuyer();
    expect((await fail(createBooking({ actor: stranger, ...checkoutFields(event.id, cat.id, 1) }))).code).toBe("BOOKING_SOLD_OUT");
    // someone else cannot use the offer either
    expect((await fail(createBooking({ actor: second, ...checkoutFields(event.id, cat.id, 1), waitlistOfferId: offer!.id }))).message).toBe(
      "Ihr Angebot von der Warteliste ist abgelaufen oder wurde schon eingelöst.",
    );

    // the offered user submits three times at once (different tabs): one booking
    const tries = await Promise.all(
      [1, 2, 3].map(() => fail(createBooking({ actor: first, ...checkoutFields(event.id, cat.id, 1), waitlistOfferId: offer!.id }))),
    );
    expect(tries.filter((t) => t.code === "ok")).toHaveLength(1);
    expect(new Set(tries.filter((t) => t.code !== "ok").map((t) => t.code))).toEqual(new Set(["WAITLIST_OFFER_INVALID"]));
    const mine = await db.execute<{ n: number }>(
      sql`select count(*)::int as n from bookings where event_id = ${event.id} and user_id = ${first.id} and status in ('pending','confirmed')`,
    );
    expect(Number(mine.rows[0]!.n)).toBe(1);
    expect(await counter(event.id)).toBe(1);
    const [booked] = await entriesOf(event.id);
    expect(booked!.status).toBe("booked");
    expect(booked!.bookingId).not.toBeNull();
  });

  it("an offer can only book one ticket", async () => {
    const { event, cat, bookingIds } = await soldOutEvent(2);
    const first = await makeBuyer();
    await joinWaitlist({ actor: first, eventId: event.id });
    await cancel(bookingIds[0]!);
    const [offer] = await entriesOf(event.id);
    const two = await fail(createBooking({ actor: first, ...checkoutFields(event.id, cat.id, 2), waitlistOfferId: offer!.id }));
    expect(two.message).toBe("Mit dem Angebot von der Warteliste können Sie genau 1 Ticket buchen.");
    expect((await entriesOf(event.id))[0]!.status).toBe("offered");
  });

  it("an expired offer passes to the next in line and can no longer be booked", async () => {
    const { event, cat, bookingIds } = await soldOutEvent(1);
    const [first, second] = [await makeBuyer(), await makeBuyer()];
    await joinInOrder(event.id, [first, second]);
    await cancel(bookingIds[0]!);
    const [offer] = await entriesOf(event.id);

    const later = new Date(Date.now() + 25 * 3_600_000);
    // other tests' open offers share the database: at least this one expired
    expect(await expireWaitlistOffers(later)).toBeGreaterThanOrEqual(1);
    const entries = await entriesOf(event.id);
    expect(entries.map((e) => [e.userId, e.status])).toEqual([
      [first.id, "expired"],
      [second.id, "offered"],
    ]);
    expect(await counter(event.id)).toBe(1);
    expect((await fail(createBooking({ actor: first, ...checkoutFields(event.id, cat.id, 1), waitlistOfferId: offer!.id }))).code).toBe(
      "WAITLIST_OFFER_INVALID",
    );
  });

  it("leaving with an open offer passes the seat on", async () => {
    const { event, bookingIds } = await soldOutEvent(1);
    const [first, second] = [await makeBuyer(), await makeBuyer()];
    await joinInOrder(event.id, [first, second]);
    await cancel(bookingIds[0]!);
    await leaveWaitlist({ actor: first, eventId: event.id });
    expect((await entriesOf(event.id)).map((e) => e.status)).toEqual(["left", "offered"]);
    expect(await counter(event.id)).toBe(1);
  });

  it("with nobody waiting a cancelled seat is simply free again", async () => {
    const { event, bookingIds } = await soldOutEvent(1);
    await cancel(bookingIds[0]!);
    expect(await counter(event.id)).toBe(0);
  });
});

import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/lib/db.server";
import { formatDateTime } from "~/lib/format";
import { notifications } from "~/modules/engagement/schema";
import { events } from "~/modules/events/schema";
import { loadEventPage } from "~/modules/reviews/event-page.server";
import { createBooking } from "~/modules/ticketing/create-booking.server";
import { cancelConfirmedBookingTx } from "~/modules/ticketing/release-booking.server";
import { bookings, waitlistEntries } from "~/modules/ticketing/schema";
import { waitlistList } from "~/modules/ticketing/waitlist";
import { getEventWaitlistView } from "~/modules/ticketing/waitlist-organizer.server";
import { expireWaitlistOffers, joinWaitlist, viewerWaitlistState } from "~/modules/ticketing/waitlist.server";
import { parseListParams } from "~/lib/list/list-spec";
import { setupTestDb } from "../../../tests/setup/db";
import { fail } from "../../../tests/helpers/refusal";
import { checkoutFields, makeBookableEvent, makeBuyer, seatLedger } from "../../../tests/factories/ticketing";
import { bookEvent, makeOrganizer, makeOrganizerEvent } from "../../../tests/factories/organizers";

/**
 * The organizer's waiting-list settings (issue 26): the switch ('Warteliste, wenn ausverkauft'), the
 * hold ('Angebot reservieren für (Stunden)'), and an event marked 'Ausverkauft' by hand — the rule in
 * waitlist.server.ts, followed the same way by joining, offering and the public page.
 */

beforeAll(async () => {
  await setupTestDb();
});

/** A published event of `seats` free places (0,00 €: bookings are confirmed at once), `booked` of them booked. */
async function eventWith(seats: number, booked: number, over: Partial<typeof events.$inferInsert> = {}) {
  const event = await makeBookableEvent(seats, over, 0);
  const cat = event.ticketCategories[0]!;
  const bookingIds: string[] = [];
  for (let i = 0; i < booked; i++) {
    const r = await createBooking({ actor: await makeBuyer(), ...checkoutFields(event.id, cat.id, 1) });
    bookingIds.push(r.bookingId);
  }
  return { event, cat, bookingIds };
}

const cancel = (bookingId: string) => db.transaction((tx) => cancelConfirmedBookingTx(tx, bookingId, { reason: "Storniert", refundedCents: 0 }));
const entriesOf = (eventId: string) => db.select().from(waitlistEntries).where(eq(waitlistEntries.eventId, eventId)).orderBy(waitlistEntries.createdAt);
const setEvent = (id: string, values: Partial<typeof events.$inferInsert>) => db.update(events).set(values).where(eq(events.id, id));
const statusOf = async (id: string) => (await db.select({ s: events.status }).from(events).where(eq(events.id, id)))[0]!.s;

describe("the hold the organizer sets", () => {
  it("an offer is held for the event's hours (offered_until), then runs out and passes on", async () => {
    const { event, bookingIds } = await eventWith(1, 1, { waitlistHoldHours: 6 });
    const [a, b] = [await makeBuyer(), await makeBuyer()];
    const t0 = Date.now();
    await joinWaitlist({ actor: a, eventId: event.id, now: new Date(t0) });
    await joinWaitlist({ actor: b, eventId: event.id, now: new Date(t0 + 1000) });

    await cancel(bookingIds[0]!);
    const [offer] = await entriesOf(event.id);
    expect(offer).toMatchObject({ userId: a.id, status: "offered" });
    expect(offer!.offerExpiresAt!.getTime() - offer!.offeredAt!.getTime()).toBe(6 * 3_600_000);
    const [note] = await db.select().from(notifications).where(eq(notifications.userId, a.id));
    expect(note?.message).toContain(`Er ist bis ${formatDateTime(offer!.offerExpiresAt!)} für Sie reserviert.`);

    // not before its six hours are up
    expect(await expireWaitlistOffers(new Date(offer!.offeredAt!.getTime() + 5 * 3_600_000))).toBe(0);
    expect(await expireWaitlistOffers(new Date(offer!.offeredAt!.getTime() + 6 * 3_600_000))).toBe(1);
    const after = await entriesOf(event.id);
    expect(after.map((e) => e.status)).toEqual(["expired", "offered"]);
    // the next one's hold is the event's six hours too
    expect(after[1]!.offerExpiresAt!.getTime() - after[1]!.offeredAt!.getTime()).toBe(6 * 3_600_000);
  });

  it("the database keeps the hold between 1 and 168 hours", async () => {
    const event = await makeBookableEvent(1);
    await expect(setEvent(event.id, { waitlistHoldHours: 0 })).rejects.toThrow();
    await expect(setEvent(event.id, { waitlistHoldHours: 169 })).rejects.toThrow();
    await setEvent(event.id, { waitlistHoldHours: 168 });
  });
});

describe("a list the organizer switched off", () => {
  it("refuses joining in German, offers nothing when a seat frees up (it goes on sale), and the public page shows no list", async () => {
    const { event, cat, bookingIds } = await eventWith(2, 2);
    const early = await makeBuyer();
    await joinWaitlist({ actor: early, eventId: event.id });
    const page = await loadEventPage(event.slug, "luebeck");
    expect(page.waitlist).toEqual({ holdHours: 24 });

    await setEvent(event.id, { waitlistEnabled: false });
    const late = await makeBuyer();
    expect(await fail(joinWaitlist({ actor: late, eventId: event.id }))).toMatchObject({
      code: "WAITLIST_DISABLED",
      message: "Für dieses Event gibt es keine Warteliste – die Veranstalter:innen haben sie ausgeschaltet.",
    });
    expect((await loadEventPage(event.slug, "luebeck")).waitlist).toBeNull();

    // a freed seat is not offered: the one who waits keeps the place, the seat is on public sale
    await cancel(bookingIds[0]!);
    expect((await entriesOf(event.id)).map((e) => [e.userId, e.status])).toEqual([[early.id, "waiting"]]);
    expect(await seatLedger(event.id)).toEqual({ counter: 1, held: 1 });
    const walkIn = await makeBuyer();
    const booked = await createBooking({ actor: walkIn, ...checkoutFields(event.id, cat.id, 1) });
    expect(booked.status).toBe("confirmed");
    expect(await viewerWaitlistState(early.id, event.id)).toEqual({ status: "waiting", position: 1 });
  });
});

describe("an event marked 'Ausverkauft' by hand", () => {
  it("takes joins, offers a freed seat to the first in line, who books it while the mark stays", async () => {
    const { event, cat, bookingIds } = await eventWith(2, 2);
    await setEvent(event.id, { status: "sold_out" });
    expect((await loadEventPage(event.slug, "luebeck")).waitlist).toEqual({ holdHours: 24 });
    const [a, b] = [await makeBuyer(), await makeBuyer()];
    const t0 = Date.now();
    expect(await joinWaitlist({ actor: a, eventId: event.id, now: new Date(t0) })).toMatchObject({ position: 1 });
    expect(await joinWaitlist({ actor: b, eventId: event.id, now: new Date(t0 + 1000) })).toMatchObject({ position: 2 });

    await cancel(bookingIds[0]!);
    const entries = await entriesOf(event.id);
    expect(entries.map((e) => [e.userId, e.status])).toEqual([
      [a.id, "offered"],
      [b.id, "waiting"],
    ]);
    // the freed seat is held for the offer, not sold to anyone else
    const stranger = await makeBuyer();
    expect((await fail(createBooking({ actor: stranger, ...checkoutFields(event.id, cat.id, 1) }))).code).toBe("BOOKING_SOLD_OUT");

    const booked = await createBooking({ actor: a, ...checkoutFields(event.id, cat.id, 1), waitlistOfferId: entries[0]!.id });
    expect(booked.status).toBe("confirmed");
    expect((await entriesOf(event.id))[0]).toMatchObject({ status: "booked", bookingId: booked.bookingId });
    expect(await statusOf(event.id)).toBe("sold_out");
    expect(await seatLedger(event.id)).toEqual({ counter: 2, held: 2 });
    expect(await viewerWaitlistState(b.id, event.id)).toEqual({ status: "waiting", position: 1 });
  });

  it("seats left free when it was marked go to the list, in line order, as people join — never on public sale", async () => {
    const { event, cat } = await eventWith(3, 1, { waitlistHoldHours: 2 });
    await setEvent(event.id, { status: "sold_out" });
    const stranger = await makeBuyer();
    expect((await fail(createBooking({ actor: stranger, ...checkoutFields(event.id, cat.id, 1) }))).code).toBe("BOOKING_SOLD_OUT");

    const [a, b, c] = [await makeBuyer(), await makeBuyer(), await makeBuyer()];
    const t0 = Date.now();
    expect(await joinWaitlist({ actor: a, eventId: event.id, now: new Date(t0) })).toMatchObject({ position: 1 });
    expect(await viewerWaitlistState(a.id, event.id)).toMatchObject({ status: "offered" });
    await joinWaitlist({ actor: b, eventId: event.id, now: new Date(t0 + 1000) });
    await joinWaitlist({ actor: c, eventId: event.id, now: new Date(t0 + 2000) });
    const entries = await entriesOf(event.id);
    expect(entries.map((e) => e.status)).toEqual(["offered", "offered", "waiting"]);
    expect(entries[0]!.offerExpiresAt!.getTime() - entries[0]!.offeredAt!.getTime()).toBe(2 * 3_600_000);
    // one seat booked, two held for offers: the event is full, no seat offered twice
    const [counter] = (await db.execute<{ n: number }>(sql`select current_participants as n from events where id = ${event.id}`)).rows;
    expect(Number(counter!.n)).toBe(3);
    expect(await viewerWaitlistState(c.id, event.id)).toEqual({ status: "waiting", position: 1 });

    // both offers book; the third still waits
    for (const [i, who] of [a, b].entries()) {
      const r = await createBooking({ actor: who, ...checkoutFields(event.id, cat.id, 1), waitlistOfferId: entries[i]!.id });
      expect(r.status).toBe("confirmed");
    }
    expect(await db.$count(bookings, eq(bookings.eventId, event.id))).toBe(3);
    expect(await seatLedger(event.id)).toEqual({ counter: 3, held: 3 });
  });

  it("an event without a seat limit keeps no list, marked or not", async () => {
    const event = await makeBookableEvent(null, { status: "sold_out" });
    expect((await fail(joinWaitlist({ actor: await makeBuyer(), eventId: event.id }))).message).toBe("Für dieses Event gibt es keine Warteliste.");
    expect((await loadEventPage(event.slug, "luebeck")).waitlist).toBeNull();
  });
});

describe("the organizer's page says what the list does now", () => {
  it("open, marked sold out, switched off — with the event's hours", async () => {
    const org = await makeOrganizer();
    const event = await makeOrganizerEvent(org, { maxParticipants: 1, waitlistHoldHours: 36 });
    await bookEvent(event, 1);
    const view = () => getEventWaitlistView(org.actor, event.id, parseListParams(new URLSearchParams(), waitlistList));
    expect(await view()).toMatchObject({ event: { listState: "open" }, offerHours: 36 });
    await setEvent(event.id, { status: "sold_out" });
    expect((await view()).event.listState).toBe("marked_sold_out");
    await setEvent(event.id, { waitlistEnabled: false });
    expect((await view()).event.listState).toBe("disabled");
  });
});

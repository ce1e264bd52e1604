import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/lib/db.server";
import { discountCodes, payments } from "~/modules/ticketing/schema";
import { createBooking } from "~/modules/ticketing/create-booking.server";
import { confirmBookingPayment } from "~/modules/ticketing/confirm-payment.server";
import { expirePendingBookings } from "~/modules/ticketing/release-booking.server";
import { cancelTestSession, payTestSession } from "~/modules/ticketing/test-payment.server";
import { getBookingForViewer, listMyBookings } from "~/modules/ticketing/queries.server";
import { outbox } from "~/modules/outbox/schema";
import { notifications, notificationSettings, pushSubscriptions } from "~/modules/engagement/schema";
import { resendBookingConfirmation } from "~/modules/ticketing/resend-confirmation.server";
import { setupTestDb } from "../../../tests/setup/db";
import { codeOf } from "../../../tests/helpers/refusal";
import { makeEvent, makeUser } from "../../../tests/factories";
import { bookingRow, checkoutFields, makeBookableEvent, makeBuyer, makeDiscountCode, seatLedger } from "../../../tests/factories/ticketing";

beforeAll(async () => {
  await setupTestDb();
});

describe("checkout never oversells", () => {
  it("50 concurrent purchases for 10 seats confirm exactly 10", { timeout: 120_000 }, async () => {
    const event = await makeBookableEvent(10);
    const cat = event.ticketCategories[0]!;
    const buyers = await Promise.all(Array.from({ length: 50 }, () => makeBuyer()));
    const results = await Promise.allSettled(
      buyers.map(async (buyer) => {
        const r = await createBooking({ actor: buyer, ...checkoutFields(event.id, cat.id, 1) });
        return (await payTestSession(r.redirectUrl!.split("/").pop()!, buyer)).booking;
      }),
    );
    const ok = results.filter((r) => r.status === "fulfilled");
    const refused = results.filter((r) => r.status === "rejected") as PromiseRejectedResult[];
    expect(ok).toHaveLength(10);
    expect(new Set(refused.map((r) => (r.reason as { code: string }).code))).toEqual(new Set(["BOOKING_SOLD_OUT"]));
    expect(refused[0]!.reason.message).toBe("Leider sind nicht mehr genügend Plätze frei.");
    const confirmed = await db.execute<{ n: number }>(sql`select count(*)::int as n from bookings where event_id = ${event.id} and status = 'confirmed' and payment_status = 'completed'`);
    expect(Number(confirmed.rows[0]!.n)).toBe(10);
    expect(await seatLedger(event.id)).toEqual({ counter: 10, held: 10 });
  });

  it("category capacity holds under concurrency too", async () => {
    const event = await makeEvent({ maxParticipants: 100 }, [{ name: "VIP", priceCents: 5000, capacity: 3 }]);
    const cat = event.ticketCategories[0]!;
    const buyers = await Promise.all(Array.from({ length: 12 }, () => makeBuyer()));
    const results = await Promise.allSettled(buyers.map((buyer) => createBooking({ actor: buyer, ...checkoutFields(event.id, cat.id, 1) })));
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(3);
    const [c] = (await db.execute<{ sold_count: number }>(sql`select sold_count from ticket_categories where id = ${cat.id}`)).rows;
    expect(c!.sold_count).toBe(3);
    expect(await seatLedger(event.id)).toEqual({ counter: 3, held: 3 });
  });

  it("a discount code's usage limit holds under concurrency, and a refused code takes no seats", async () => {
    const event = await makeBookableEvent(20);
    const cat = event.ticketCategories[0]!;
    const rush = await makeDiscountCode(event.id, { code: "RUSH", kind: "amount", value: 500, maxUses: 2 });
    const buyers = await Promise.all(Array.from({ length: 8 }, () => makeBuyer()));
    const results = await Promise.all(
      buyers.map((buyer) => codeOf(createBooking({ actor: buyer, ...checkoutFields(event.id, cat.id, 1, { discountCode: "rush" }) }))),
    );
    expect(results.filter((r) => r === "ok")).toHaveLength(2);
    expect(new Set(results.filter((r) => r !== "ok"))).toEqual(new Set(["DISCOUNT_CODE_INVALID"]));
    const [d] = await db.select().from(discountCodes).where(eq(discountCodes.id, rush.id));
    expect(d!.usedCount).toBe(2);
    expect(await seatLedger(event.id)).toEqual({ counter: 2, held: 2 });
  });

  it("the same idempotency key twice (double submit) creates one booking", async () => {
    const event = await makeBookableEvent(10);
    const cat = event.ticketCategories[0]!;
    const buyer = await makeUser();
    const fields = checkoutFields(event.id, cat.id, 2, { idempotencyKey: "checkout-key-123456" });
    const [a, b] = await Promise.all([createBooking({ actor: buyer, ...fields }), createBooking({ actor: buyer, ...fields })]);
    expect(a.bookingId).toBe(b.bookingId);
    expect(await seatLedger(event.id)).toEqual({ counter: 2, held: 2 });
  });
});

describe("holds and payments", () => {
  it("a cancel racing a payment never claims freed seats for a confirmed booking (issue 14, finding 12)", async () => {
    const event = await makeBookableEvent(5);
    const cat = event.ticketCategories[0]!;
    for (let round = 0; round < 4; round++) {
      const buyer = await makeUser();
      const r = await createBooking({ actor: buyer, ...checkoutFields(event.id, cat.id, 1) });
      const session = r.redirectUrl!.split("/").pop()!;
      const [paid, cancelled] = await Promise.all([codeOf(payTestSession(session, buyer)), codeOf(cancelTestSession(session, buyer))]);
      const status = (await bookingRow(r.bookingId)).status;
      if (status === "confirmed") {
        expect(paid).toBe("ok");
        expect(cancelled).toBe("PAYMENT_ALREADY_COMPLETED");
      } else {
        expect(status).toBe("cancelled");
        expect(cancelled).toBe("ok");
      }
    }
    // after the payment, a late cancel changes nothing and says so
    const buyer = await makeUser();
    const r = await createBooking({ actor: buyer, ...checkoutFields(event.id, cat.id, 1) });
    const session = r.redirectUrl!.split("/").pop()!;
    await payTestSession(session, buyer);
    expect(await codeOf(cancelTestSession(session, buyer))).toBe("PAYMENT_ALREADY_COMPLETED");
    expect((await bookingRow(r.bookingId)).status).toBe("confirmed");
  });

  it("an expired pending booking frees its seats, once", async () => {
    const event = await makeBookableEvent(3);
    const cat = event.ticketCategories[0]!;
    // a paid booking keeps its seat: a double release would show up as counter ≠ held
    const keeper = await makeUser();
    const kept = await createBooking({ actor: keeper, ...checkoutFields(event.id, cat.id, 1) });
    await payTestSession(kept.redirectUrl!.split("/").pop()!, keeper);
    const buyer = await makeUser();
    const r = await createBooking({ actor: buyer, ...checkoutFields(event.id, cat.id, 2) });
    expect(r.status).toBe("pending");
    expect(await seatLedger(event.id)).toEqual({ counter: 3, held: 3 });
    // sold out while held
    expect(await codeOf(createBooking({ actor: await makeUser(), ...checkoutFields(event.id, cat.id, 1) }))).toBe("BOOKING_SOLD_OUT");
    const later = new Date(Date.now() + 60 * 60_000);
    await Promise.all([expirePendingBookings(later), expirePendingBookings(later), expirePendingBookings(later)]);
    const b = await bookingRow(r.bookingId);
    expect(b.status).toBe("cancelled");
    expect(b.paymentStatus).toBe("expired");
    expect(await seatLedger(event.id)).toEqual({ counter: 1, held: 1 });
    // paying the expired session is refused and changes nothing
    expect(await codeOf(payTestSession(r.redirectUrl!.split("/").pop()!, buyer))).toBe("PAYMENT_EXPIRED");
    expect(await seatLedger(event.id)).toEqual({ counter: 1, held: 1 });
    // the freed seats can be bought again
    expect(await codeOf(createBooking({ actor: await makeUser(), ...checkoutFields(event.id, cat.id, 2) }))).toBe("ok");
  });

  it("paying after the hold ended releases the seats and is refused", async () => {
    const event = await makeBookableEvent(5);
    const cat = event.ticketCategories[0]!;
    const buyer = await makeUser();
    const r = await createBooking({ actor: buyer, ...checkoutFields(event.id, cat.id, 1) });
    const code = await codeOf(payTestSession(r.redirectUrl!.split("/").pop()!, buyer, new Date(Date.now() + 3_600_000)));
    expect(code).toBe("PAYMENT_EXPIRED");
    expect(await seatLedger(event.id)).toEqual({ counter: 0, held: 0 });
  });

  it("confirming twice confirms once and mails once", async () => {
    const event = await makeBookableEvent(5);
    const cat = event.ticketCategories[0]!;
    const buyer = await makeUser();
    const r = await createBooking({ actor: buyer, ...checkoutFields(event.id, cat.id, 1) });
    const input = { bookingId: r.bookingId, provider: "test", providerReference: "x", amountCents: r.totalAmountCents };
    const outcomes = await Promise.all([confirmBookingPayment(input), confirmBookingPayment(input)]);
    expect(outcomes.map((o) => o.outcome).sort()).toEqual(["already_confirmed", "confirmed"]);
    const mails = await db.select().from(outbox).where(eq(outbox.recipient, buyer.email));
    expect(mails.filter((m) => m.topic === "booking_confirmation")).toHaveLength(1);
    expect(mails[0]!.payload).toMatchObject({ template: "booking_confirmation", testMode: true, attachments: [{ generator: "ticket-pdf" }] });
  });

  it("paying writes charge, confirmation mail, notification and its push exactly once", async () => {
    const event = await makeBookableEvent(5);
    const cat = event.ticketCategories[0]!;
    const buyer = await makeUser();
    await db.insert(notificationSettings).values({ userId: buyer.id, pushEnabled: true, pushBookings: true });
    await db.insert(pushSubscriptions).values({ userId: buyer.id, endpoint: `https://push.example/${buyer.id}`, p256dh: "k", auth: "a" });
    const r = await createBooking({ actor: buyer, ...checkoutFields(event.id, cat.id, 2) });
    const session = r.redirectUrl!.split("/").pop()!;
    const first = await payTestSession(session, buyer);
    expect(first.booking).toMatchObject({ id: r.bookingId, status: "confirmed", paymentStatus: "completed", expiresAt: null });
    await payTestSession(session, buyer); // a second click changes nothing
    expect(await bookingRow(r.bookingId)).toMatchObject({ status: "confirmed", paymentStatus: "completed" });
    const charges = await db.select().from(payments).where(eq(payments.bookingId, r.bookingId));
    expect(charges).toHaveLength(1);
    expect(charges[0]).toMatchObject({ kind: "charge", provider: "test", providerReference: session, amountCents: r.totalAmountCents });
    const notes = await db.select().from(notifications).where(eq(notifications.userId, buyer.id));
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ title: "Buchung bestätigt", category: "bookings", entityId: r.bookingId });
    expect(notes[0]!.message).toContain("2 Tickets");
    const messages = await db.select().from(outbox).where(sql`${outbox.recipient} in (${buyer.email}, ${buyer.id})`);
    expect(messages.filter((m) => m.topic === "booking_confirmation")).toHaveLength(1);
    expect(messages.filter((m) => m.kind === "push")).toEqual([
      expect.objectContaining({ topic: "notification", payload: expect.objectContaining({ notificationId: notes[0]!.id, title: "Buchung bestätigt" }) }),
    ]);
    // the booking notification sends no second e-mail next to the confirmation
    expect(messages.filter((m) => m.kind === "email")).toHaveLength(1);
    expect(await seatLedger(event.id)).toEqual({ counter: 2, held: 2 });
  });

  it("aborting the test payment frees the seats", async () => {
    const event = await makeBookableEvent(3);
    const cat = event.ticketCategories[0]!;
    const buyer = await makeUser();
    const r = await createBooking({ actor: buyer, ...checkoutFields(event.id, cat.id, 3) });
    await cancelTestSession(r.redirectUrl!.split("/").pop()!, buyer);
    expect((await bookingRow(r.bookingId)).paymentStatus).toBe("failed");
    expect(await seatLedger(event.id)).toEqual({ counter: 0, held: 0 });
  });

  it("another user cannot pay, see or list someone else's booking", async () => {
    const event = await makeBookableEvent(5);
    const cat = event.ticketCategories[0]!;
    const buyer = await makeUser();
    const other = await makeUser();
    const r = await createBooking({ actor: buyer, ...checkoutFields(event.id, cat.id, 1) });
    expect(await codeOf(payTestSession(r.redirectUrl!.split("/").pop()!, other))).toBe("PAYMENT_SESSION_NOT_FOUND");
    expect(await codeOf(getBookingForViewer(r.bookingId, { ...other, role: "user" }))).toBe("BOOKING_NOT_FOUND");
    expect(await listMyBookings(other)).toHaveLength(0);
    expect(await listMyBookings(buyer)).toHaveLength(1);
    // found by the account's e-mail too (bookings made before the account existed)
    expect(await listMyBookings({ id: "another-id", email: buyer.email.toUpperCase(), role: "user" })).toHaveLength(1);
  });
});

describe("resend confirmation", () => {
  it("queues the mail with the PDF again for the owner only, at most once per window", async () => {
    const event = await makeBookableEvent(5);
    const buyer = await makeUser();
    const r = await createBooking({ actor: buyer, ...checkoutFields(event.id, event.ticketCategories[0]!.id, 1) });
    expect(await codeOf(resendBookingConfirmation({ actor: buyer, bookingId: r.bookingId }))).toBe("TICKET_NOT_FOUND"); // not paid yet
    await payTestSession(r.redirectUrl!.split("/").pop()!, buyer);
    expect(await codeOf(resendBookingConfirmation({ actor: await makeUser(), bookingId: r.bookingId }))).toBe("BOOKING_NOT_FOUND");
    const now = new Date();
    expect(await resendBookingConfirmation({ actor: buyer, bookingId: r.bookingId, now })).toEqual({ to: buyer.email });
    expect(await codeOf(resendBookingConfirmation({ actor: buyer, bookingId: r.bookingId, now }))).toBe("RATE_LIMITED");
    const mails = await db.select().from(outbox).where(eq(outbox.recipient, buyer.email));
    expect(mails.filter((m) => m.topic === "booking_confirmation")).toHaveLength(2);
  });
});

describe("checkout rules", () => {
  it("free events are confirmed without payment", async () => {
    const event = await makeBookableEvent(5, {}, 0);
    const buyer = await makeUser();
    const r = await createBooking({ actor: buyer, ...checkoutFields(event.id, event.ticketCategories[0]!.id, 2) });
    expect(r).toMatchObject({ status: "confirmed", totalAmountCents: 0, redirectUrl: null });
    expect((await bookingRow(r.bookingId)).paymentStatus).toBe("completed");
  });

  it("early-bird price applies until its end date and discount codes count their uses", async () => {
    const event = await makeEvent({ maxParticipants: 50 }, [
      { name: "Frühbucher", priceCents: 2000, earlyBirdPriceCents: 1500, earlyBirdEndDate: new Date(Date.now() + 86_400_000) },
    ]);
    const cat = event.ticketCategories[0]!;
    await makeDiscountCode(event.id, { code: "SOMMER10", kind: "percent", value: 10, maxUses: 1 });
    const r = await createBooking({ actor: await makeUser(), ...checkoutFields(event.id, cat.id, 2, { discountCode: "sommer10" }) });
    expect(r.totalAmountCents).toBe(2700); // 2 × 15,00 € − 10 %
    const b = await bookingRow(r.bookingId);
    expect(b).toMatchObject({ subtotalCents: 3000, discountCents: 300, discountCode: "SOMMER10" });
    // limit reached
    expect(await codeOf(createBooking({ actor: await makeUser(), ...checkoutFields(event.id, cat.id, 1, { discountCode: "SOMMER10" }) }))).toBe("DISCOUNT_CODE_INVALID");
    // after the early-bird end date: full price
    const late = await createBooking({ actor: await makeUser(), ...checkoutFields(event.id, cat.id, 1), now: new Date(Date.now() + 2 * 86_400_000) });
    expect(late.totalAmountCents).toBe(2000);
  });

  it("refuses what cannot be booked, with German reasons, and changes nothing", async () => {
    const buyer = await makeUser();
    const past = await makeBookableEvent(5, { startDate: new Date(Date.now() - 3_600_000) });
    expect(await codeOf(createBooking({ actor: buyer, ...checkoutFields(past.id, past.ticketCategories[0]!.id, 1) }))).toBe("BOOKING_EVENT_STARTED");
    const deadline = await makeBookableEvent(5, { bookingDeadline: new Date(Date.now() - 60_000) });
    expect(await codeOf(createBooking({ actor: buyer, ...checkoutFields(deadline.id, deadline.ticketCategories[0]!.id, 1) }))).toBe("BOOKING_DEADLINE_PASSED");
    const external = await makeBookableEvent(5, { externalTicketUrl: "https://tickets.example/x" });
    expect(await codeOf(createBooking({ actor: buyer, ...checkoutFields(external.id, external.ticketCategories[0]!.id, 1) }))).toBe("BOOKING_EVENT_EXTERNAL");
    const cancelled = await makeBookableEvent(5, { status: "cancelled" });
    expect(await codeOf(createBooking({ actor: buyer, ...checkoutFields(cancelled.id, cancelled.ticketCategories[0]!.id, 1) }))).toBe("BOOKING_EVENT_NOT_BOOKABLE");
    const limited = await makeBookableEvent(50, { maxTicketsPerOrder: 4 });
    expect(await codeOf(createBooking({ actor: buyer, ...checkoutFields(limited.id, limited.ticketCategories[0]!.id, 5) }))).toBe("BOOKING_TOO_MANY_TICKETS");
    expect(await codeOf(createBooking({ actor: buyer, ...{ ...checkoutFields(limited.id, limited.ticketCategories[0]!.id, 2), attendees: [] } }))).toBe("BOOKING_ATTENDEES_MISMATCH");
    expect(await codeOf(createBooking({ actor: buyer, ...checkoutFields(limited.id, limited.ticketCategories[0]!.id, 0) }))).toBe("BOOKING_NO_TICKETS");
    const inactive = await makeEvent({ maxParticipants: 5 }, [{ name: "Alt", priceCents: 100, isActive: false }]);
    expect(await codeOf(createBooking({ actor: buyer, ...checkoutFields(inactive.id, inactive.ticketCategories[0]!.id, 1) }))).toBe("BOOKING_CATEGORY_UNAVAILABLE");
    for (const e of [past, deadline, external, cancelled, limited, inactive]) expect(await seatLedger(e.id)).toEqual({ counter: 0, held: 0 });
  });
});

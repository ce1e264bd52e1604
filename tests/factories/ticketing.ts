/** Factories for ticketing tests: a paid, confirmed booking straight in the database. */
import crypto from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { db } from "~/lib/db.server";
import { user } from "~/modules/accounts/schema";
import { createBooking } from "~/modules/ticketing/create-booking.server";
import { confirmBookingPayment } from "~/modules/ticketing/confirm-payment.server";
import { events } from "~/modules/events/schema";
import { bookings, discountCodes } from "~/modules/ticketing/schema";
import { makeOrganizer } from "./discovery";
import { makeEvent } from "./index";
import type { Actor } from "~/modules/accounts/actor";
import { createBookingSchema } from "~/modules/ticketing/validation";

export type TestBuyer = Actor;

/** A buyer without password (fast: no hashing) — enough for checkout use cases. */
export async function makeBuyer(): Promise<TestBuyer> {
  const id = crypto.randomBytes(16).toString("hex");
  const email = `kaeufer-${crypto.randomBytes(4).toString("hex")}@example.test`;
  await db.insert(user).values({ id, email, name: "Käufer:in", emailVerified: true });
  return { id, email, role: "user" };
}

/**
 * A discount code of the event's organizer profile for that event (the event gets an organizer
 * profile first if it has none).
 */
export async function makeDiscountCode(eventId: string, values: Omit<typeof discountCodes.$inferInsert, "organizerId"> & { organizerId?: string }) {
  let [e] = await db.select({ organizerId: events.organizerId }).from(events).where(eq(events.id, eventId));
  if (!e?.organizerId) {
    const o = await makeOrganizer();
    await db.update(events).set({ organizerId: o.id }).where(eq(events.id, eventId));
    e = { organizerId: o.id };
  }
  const [row] = await db.insert(discountCodes).values({ organizerId: e.organizerId!, eventIds: [eventId], ...values }).returning();
  return row!;
}

/** Checkout fields for `n` tickets of one category, parsed as the checkout route parses them. */
export function checkoutFields(eventId: string, categoryId: string, n: number, extra: Record<string, unknown> = {}) {
  return createBookingSchema.parse({
    eventId,
    quantities: { [categoryId]: n },
    attendees: Array.from({ length: n }, (_, i) => ({ ticketCategoryId: categoryId, firstName: "Erika", lastName: `Gast ${i + 1}` })),
    ...extra,
  });
}

/** An event with one category (15,00 €) and `seats` places. */
export async function makeBookableEvent(seats: number | null = 10, over: Parameters<typeof makeEvent>[0] = {}, price = 1500) {
  return makeEvent({ maxParticipants: seats, ...over }, [{ name: "Stehplatz", priceCents: price }]);
}

/** A confirmed, paid booking of `n` tickets (through the real use cases). */
export async function makePaidBooking(opts: { buyer?: TestBuyer; seats?: number; n?: number; startInDays?: number; price?: number } = {}) {
  const buyer = opts.buyer ?? (await makeBuyer());
  const start = new Date(Date.now() + (opts.startInDays ?? 14) * 86_400_000);
  const event = await makeBookableEvent(opts.seats ?? 10, { startDate: start, endDate: new Date(start.getTime() + 3 * 3_600_000) }, opts.price ?? 1500);
  const cat = event.ticketCategories[0]!;
  const r = await createBooking({ actor: buyer, ...checkoutFields(event.id, cat.id, opts.n ?? 2) });
  if (r.status === "pending") {
    await confirmBookingPayment({ bookingId: r.bookingId, provider: "test", providerReference: "test_ref", amountCents: r.totalAmountCents });
  }
  return { buyer, event, category: cat, bookingId: r.bookingId, totalAmountCents: r.totalAmountCents };
}

/** Seats held by pending + confirmed bookings of an event, and the counter — they must be equal. */
export async function seatLedger(eventId: string) {
  const res = (await db.execute(sql`
    select e.current_participants as counter,
      coalesce((select sum(quantity) from bookings b where b.event_id = e.id and b.status in ('pending','confirmed')), 0)::int as held
    from events e where e.id = ${eventId}`)) as unknown as { rows: Array<{ counter: number; held: number }> };
  return { counter: Number(res.rows[0]!.counter), held: Number(res.rows[0]!.held) };
}

export async function bookingRow(id: string) {
  return (await db.select().from(bookings).where(eq(bookings.id, id)))[0]!;
}
export { bookings };

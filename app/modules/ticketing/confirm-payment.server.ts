import { and, asc, eq, sql } from "drizzle-orm";
import { AppError } from "~/lib/app-error";
import { db, type Tx } from "~/lib/db.server";
import { events } from "~/modules/events/schema";
import { afterConfirmed } from "~/modules/ticketing/create-booking.server";
import { bookingAttendees, bookings, payments } from "~/modules/ticketing/schema";

type ConfirmedEvent = Parameters<typeof afterConfirmed>[2];

export type ConfirmOutcome = "confirmed" | "already_confirmed" | "late_payment";

/**
 * Marks a pending booking paid (payment_status completed) — once. A repeat (replayed
 * webhook, double click) changes nothing. A payment for a booking whose hold already
 * ended tries to take the seats again; if they are gone the caller must refund it.
 */
export async function confirmBookingPaymentTx(
  tx: Tx,
  input: {
    bookingId: string;
    provider: string;
    providerReference: string | null;
    amountCents: number;
    now?: Date;
    /** Event and first attendee when the caller already has them (saves a read in the transaction). */
    known?: { event: ConfirmedEvent; first: { firstName: string; lastName: string } };
  },
): Promise<{ outcome: ConfirmOutcome; booking: typeof bookings.$inferSelect }> {
  const now = input.now ?? new Date();
  const [b] = await tx
    .update(bookings)
    .set({ status: "confirmed", paymentStatus: "completed", confirmedAt: now, expiresAt: null, updatedAt: now })
    .where(and(eq(bookings.id, input.bookingId), eq(bookings.status, "pending")))
    .returning();
  let booking = b;
  if (!booking) {
    const [current] = await tx.select().from(bookings).where(eq(bookings.id, input.bookingId)).for("update").limit(1);
    if (!current) throw new AppError("BOOKING_NOT_FOUND");
    if (current.status === "confirmed" || current.paymentStatus === "refunded") return { outcome: "already_confirmed", booking: current };
    // hold ended before the money arrived: take the seats again if still free
    const reserved = current.eventId
      ? ((await tx.execute(sql`
          update events set current_participants = current_participants + ${current.quantity}
          where id = ${current.eventId} and (max_participants is null or current_participants + ${current.quantity} <= max_participants)
          returning id`)) as unknown as { rows: unknown[] }).rows.length > 0
      : false;
    if (!reserved) {
      await recordCharge(tx, input, current.id);
      const [late] = await tx
        .update(bookings)
        .set({ paymentStatus: "completed", updatedAt: now })
        .where(eq(bookings.id, current.id))
        .returning();
      return { outcome: "late_payment", booking: late! };
    }
    await tx.execute(sql`
      update ticket_categories tc set sold_count = tc.sold_count + bi.quantity
      from (select ticket_category_id, sum(quantity)::int as quantity from booking_items
            where booking_id = ${current.id} and ticket_category_id is not null group by ticket_category_id) bi
      where tc.id = bi.ticket_category_id`);
    await tx.update(bookingAttendees).set({ isValid: true }).where(eq(bookingAttendees.bookingId, current.id));
    const [revived] = await tx
      .update(bookings)
      .set({ status: "confirmed", paymentStatus: "completed", confirmedAt: now, cancelledAt: null, cancellationReason: null, updatedAt: now })
      .where(eq(bookings.id, current.id))
      .returning();
    booking = revived!;
  }
  await recordCharge(tx, input, booking.id);
  if (input.known && booking.eventId === input.known.event.id) {
    await afterConfirmed(tx, booking, input.known.event, input.known.first);
  } else if (booking.eventId) {
    const [row] = await tx
      .select({
        event: { id: events.id, title: events.title, startDate: events.startDate, venueName: events.venueName, venueCity: events.venueCity, cityId: events.cityId, slug: events.slug },
        first: { firstName: bookingAttendees.firstName, lastName: bookingAttendees.lastName },
      })
      .from(bookingAttendees)
      .innerJoin(events, eq(events.id, booking.eventId))
      .where(eq(bookingAttendees.bookingId, booking.id))
      .orderBy(asc(bookingAttendees.createdAt))
      .limit(1);
    if (row) await afterConfirmed(tx, booking, row.event, row.first);
  }
  return { outcome: "confirmed", booking };
}

async function recordCharge(
  tx: Tx,
  input: { provider: string; providerReference: string | null; amountCents: number },
  bookingId: string,
) {
  await tx
    .insert(payments)
    .values({
      bookingId,
      provider: input.provider,
      kind: "charge",
      providerReference: input.providerReference,
      amountCents: input.amountCents,
      status: "succeeded",
      idempotencyKey: `charge:${bookingId}`,
    })
    .onConflictDoNothing({ target: payments.idempotencyKey });
}

export function confirmBookingPayment(input: Parameters<typeof confirmBookingPaymentTx>[1]) {
  return db.transaction((tx) => confirmBookingPaymentTx(tx, input));
}

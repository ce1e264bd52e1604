import { and, eq, lt, sql } from "drizzle-orm";
import { db, type DbOrTx } from "~/lib/db.server";
import { bookings } from "~/modules/ticketing/schema";
import { releaseBookingSeats } from "~/modules/ticketing/seats.server";
import { bookingWebhookData, enqueueWebhookEventForEvent } from "~/modules/integrations/webhooks.server";

/**
 * Ends a pending booking that was not paid (expired hold or failed payment) and gives its
 * seats back — exactly once: the status transition is guarded in the same UPDATE.
 * Returns false when the booking was no longer pending (nothing changed).
 */
export async function releasePendingBookingTx(
  tx: DbOrTx,
  bookingId: string,
  outcome: "expired" | "failed",
  now = new Date(),
): Promise<boolean> {
  const [b] = await tx
    .update(bookings)
    .set({
      status: "cancelled",
      paymentStatus: outcome,
      cancelledAt: now,
      cancellationReason: outcome === "expired" ? "Reservierung abgelaufen" : "Zahlung fehlgeschlagen",
      expiresAt: null,
      updatedAt: now,
    })
    .where(and(eq(bookings.id, bookingId), eq(bookings.status, "pending")))
    .returning({ id: bookings.id, eventId: bookings.eventId, quantity: bookings.quantity });
  if (!b) return false;
  // its discount code's use comes back with the transition (trigger bookings_discount_use_back)
  await releaseBookingSeats(tx, b);
  return true;
}

export function releasePendingBooking(bookingId: string, outcome: "expired" | "failed"): Promise<boolean> {
  return db.transaction((tx) => releasePendingBookingTx(tx, bookingId, outcome));
}

/** Periodic job: pending bookings past their hold give their seats back. Returns how many. */
export async function expirePendingBookings(now = new Date(), limit = 200): Promise<number> {
  const due = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(eq(bookings.status, "pending"), lt(bookings.expiresAt, now)))
    .orderBy(bookings.expiresAt)
    .limit(limit);
  let n = 0;
  for (const { id } of due) {
    if (await db.transaction((tx) => releasePendingBookingTx(tx, id, "expired", now))) n++;
  }
  return n;
}

/**
 * Cancels a confirmed booking (refund processed, or by an admin): seats back once,
 * tickets invalid, its discount code's use back (trigger bookings_discount_use_back). Returns the booking as it was cancelled, or null if it was not confirmed.
 */
export async function cancelConfirmedBookingTx(
  tx: DbOrTx,
  bookingId: string,
  data: { reason: string; refundedCents: number; now?: Date },
) {
  const now = data.now ?? new Date();
  const [b] = await tx
    .update(bookings)
    .set({
      status: "cancelled",
      cancelledAt: now,
      cancellationReason: data.reason,
      refundedCents: sql`${bookings.refundedCents} + ${data.refundedCents}`,
      paymentStatus: sql`case when ${bookings.refundedCents} + ${data.refundedCents} >= ${bookings.totalAmountCents} and ${bookings.totalAmountCents} > 0 then 'refunded'::payment_status
        when ${data.refundedCents} > 0 then 'partially_refunded'::payment_status else ${bookings.paymentStatus} end`,
      updatedAt: now,
    })
    .where(and(eq(bookings.id, bookingId), eq(bookings.status, "confirmed")))
    .returning();
  if (!b) return null;
  await releaseBookingSeats(tx, b);
  await enqueueWebhookEventForEvent(tx, b.eventId, "booking.cancelled", bookingWebhookData(b), { dedupeKey: `booking.cancelled:${b.id}` });
  return b;
}

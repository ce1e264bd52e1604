import { and, eq, inArray } from "drizzle-orm";
import { AppError } from "~/lib/app-error";
import { db } from "~/lib/db.server";
import { isUniqueViolation } from "~/lib/db-errors";
import type { Actor } from "~/modules/accounts/actor";
import { audit } from "~/modules/audit/audit.server";
import { events } from "~/modules/events/schema";
import { assertCan } from "~/modules/refunds/permissions";
import { processRefund } from "~/modules/refunds/process-refund.server";
import { eventOwnerOfBooking } from "~/modules/refunds/queries.server";
import { cancellationRefusal } from "~/modules/refunds/request-cancellation.server";
import { refundRequests, type RefundCalculation } from "~/modules/refunds/schema";
import type { OrganizerCancelInput } from "~/modules/refunds/validation";
import { bookings } from "~/modules/ticketing/schema";

/** What an organizer-initiated cancellation pays back: everything not yet refunded (as when the whole event is cancelled). */
export const ORGANIZER_CANCEL_POLICY = "Stornierung durch den Veranstalter: volle Erstattung";

/**
 * The organizer (or an admin) cancels one booking of their event for its guest — the refunds
 * module's rules and use cases, as for a guest's request: the §5 refusals (already cancelled, not
 * paid, event started, an open request — decide that one first), then an approved refund request
 * for the full remaining amount, recorded with the organizer as reviewer, paid back by processRefund
 * (payment provider with an idempotency key, booking cancelled, seats freed, tickets invalid,
 * cancellation mail with the reason, in-app notification, audit). Another organizer's booking:
 * 'Buchung nicht gefunden'.
 */
export async function cancelBookingForGuest(input: OrganizerCancelInput & { actor: Actor; now?: Date }) {
  const now = input.now ?? new Date();
  let requestId: string;
  try {
    requestId = await db.transaction(async (tx) => {
      const owner = await eventOwnerOfBooking(tx, input.bookingId, input.actor.id);
      if (!owner) throw new AppError("CANCEL_BOOKING_NOT_FOUND");
      assertCan(input.actor, "booking.cancelForGuest", owner);
      const [booking] = await tx.select().from(bookings).where(eq(bookings.id, input.bookingId)).for("update").limit(1);
      const [event] = booking?.eventId ? await tx.select({ startDate: events.startDate }).from(events).where(eq(events.id, booking.eventId)).limit(1) : [];
      const open = await tx
        .select({ id: refundRequests.id })
        .from(refundRequests)
        .where(and(eq(refundRequests.bookingId, input.bookingId), inArray(refundRequests.status, ["pending", "approved"])))
        .limit(1);
      const refusal = cancellationRefusal(booking, event?.startDate ?? null, open.length > 0, now);
      if (refusal) throw refusal;
      const b = booking!;
      const remaining = Math.max(0, b.totalAmountCents - b.refundedCents);
      const calculation: RefundCalculation = {
        refund_allowed: true,
        reason: remaining > 0 ? "Vom Veranstalter storniert – volle Erstattung." : "Kostenlose Buchung – es ist nichts zu erstatten.",
        original_amount: remaining,
        refund_percentage: 100,
        processing_fee: 0,
        final_refund: remaining,
        policy_used: ORGANIZER_CANCEL_POLICY,
      };
      const [request] = await tx
        .insert(refundRequests)
        .values({
          bookingId: b.id,
          userId: b.userId,
          reason: `Vom Veranstalter storniert: ${input.reason}`,
          status: "approved",
          calculation,
          adminUserId: input.actor.id,
          reviewedAt: now,
        })
        .returning({ id: refundRequests.id });
      await audit(tx, input.actor, "booking.cancelled_by_organizer", { type: "booking", id: b.id }, { status: b.status, refundedCents: b.refundedCents }, { refundRequestId: request!.id, reason: input.reason, refundCents: remaining });
      return request!.id;
    });
  } catch (error) {
    // a guest's request that arrived at the same moment hits the partial unique index
    if (isUniqueViolation(error)) throw new AppError("CANCEL_REQUEST_EXISTS");
    throw error;
  }
  // paid back as every approved request is (a failed payout stays approved: 'Erstattung auszahlen' retries it)
  return processRefund({ actor: input.actor, requestId, now });
}

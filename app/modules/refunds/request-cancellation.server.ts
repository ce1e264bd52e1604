import { and, eq, inArray } from "drizzle-orm";
import { AppError } from "~/lib/app-error";
import { db } from "~/lib/db.server";
import { isUniqueViolation } from "~/lib/db-errors";
import { formatMoney } from "~/lib/format";
import type { Actor } from "~/modules/accounts/actor";
import { audit } from "~/modules/audit/audit.server";
import { events } from "~/modules/events/schema";
import { calculateRefund, NO_REFUND_MESSAGE } from "~/modules/refunds/policy";
import { refundRequests } from "~/modules/refunds/schema";
import { assertCan } from "~/modules/refunds/permissions";
import type { CancellationRequestInput } from "~/modules/refunds/validation";
import { bookings } from "~/modules/ticketing/schema";

/**
 * The §5 rules in order, each refusal with its German reason (§8). Shared by the dialog
 * (to explain why cancelling is not possible) and the use case.
 */
export function cancellationRefusal(
  booking: { status: string; paymentStatus: string } | undefined,
  eventStart: Date | null,
  hasOpenRequest: boolean,
  now: Date,
): AppError | null {
  if (!booking) return new AppError("CANCEL_BOOKING_NOT_FOUND");
  if (booking.status === "cancelled") return new AppError("CANCEL_ALREADY_CANCELLED");
  if (booking.paymentStatus !== "completed") return new AppError("CANCEL_NOT_PAID");
  if (!eventStart || eventStart.getTime() <= now.getTime()) return new AppError("CANCEL_EVENT_STARTED");
  if (hasOpenRequest) return new AppError("CANCEL_REQUEST_EXISTS");
  return null;
}

/**
 * spec §5 cancellation request (parsed by cancellationRequestSchema): checked and stored as pending
 * with the server's refund calculation. Another user's booking is 'Buchung nicht gefunden'.
 */
export async function requestCancellation(input: CancellationRequestInput & { actor: Actor; now?: Date }) {
  const f = input;
  const now = input.now ?? new Date();
  try {
    return await db.transaction(async (tx) => {
      const [booking] = await tx.select().from(bookings).where(eq(bookings.id, f.bookingId)).for("update").limit(1);
      if (booking) assertCan(input.actor, "booking.cancel", booking);
      const mine = booking;
      const [event] = mine?.eventId
        ? await tx.select({ startDate: events.startDate }).from(events).where(eq(events.id, mine.eventId)).limit(1)
        : [];
      const open = mine
        ? await tx
            .select({ id: refundRequests.id })
            .from(refundRequests)
            .where(and(eq(refundRequests.bookingId, mine.id), inArray(refundRequests.status, ["pending", "approved"])))
            .limit(1)
        : [];
      const refusal = cancellationRefusal(mine, event?.startDate ?? null, open.length > 0, now);
      if (refusal) throw refusal;
      const b = mine!;
      const refundable = b.totalAmountCents - b.refundedCents;
      if (f.requestedCents != null && f.requestedCents > refundable) {
        const message = `Der Betrag darf höchstens ${formatMoney(refundable)} betragen.`;
        throw new AppError("VALIDATION", { message, fields: { amount: message } });
      }
      const calculation = calculateRefund({
        totalCents: b.totalAmountCents,
        alreadyRefundedCents: b.refundedCents,
        requestedCents: f.requestedCents,
        eventStart: event!.startDate,
        now,
      });
      if (!calculation.refund_allowed) {
        throw new AppError("REFUND_NOT_ALLOWED", { message: calculation.reason || NO_REFUND_MESSAGE });
      }
      const [request] = await tx
        .insert(refundRequests)
        .values({
          bookingId: b.id,
          userId: input.actor.id,
          requestedAmountCents: f.requestedCents,
          reason: f.reason,
          customerMessage: f.message,
          status: "pending",
          calculation,
        })
        .returning();
      await audit(tx, input.actor, "refund_request.created", { type: "booking", id: b.id }, null, { refundRequestId: request!.id, reason: f.reason, finalRefund: calculation.final_refund });
      return { request: request!, calculation };
    });
  } catch (error) {
    // a concurrent second request hits the partial unique index
    if (isUniqueViolation(error)) {
      throw new AppError("CANCEL_REQUEST_EXISTS");
    }
    throw error;
  }
}


import { and, eq, isNull } from "drizzle-orm";
import { AppError } from "~/lib/app-error";
import { cityHref } from "~/lib/cities";
import { db } from "~/lib/db.server";
import { refundNotice } from "~/modules/ticketing/refund-texts";
import { logger } from "~/lib/logger.server";
import { audit } from "~/modules/audit/audit.server";
import { createNotification } from "~/modules/engagement/create-notification.server";
import { events } from "~/modules/events/schema";
import { paymentProvider } from "~/modules/payments/get-provider.server";
import type { Actor } from "~/modules/accounts/actor";
import { assertCan } from "~/modules/refunds/permissions";
import { eventOwnerOfRequest } from "~/modules/refunds/queries.server";
import { refundRequests } from "~/modules/refunds/schema";
import { enqueueCancellationNotice } from "~/modules/ticketing/mails.server";
import { cancelConfirmedBookingTx } from "~/modules/ticketing/release-booking.server";
import { bookings, payments } from "~/modules/ticketing/schema";

/**
 * spec §7 process-refund: pays an approved request back through the payment provider,
 * cancels the booking, frees its seats, invalidates its tickets, mails cancellation_notice
 * and notifies the user. Claimed with a guarded UPDATE, so two admins clicking at once pay once.
 * Admins pay back every approved request, an organizer those about bookings of their own events.
 */
export async function processRefund(input: { actor: Actor; requestId: string; notify?: boolean; now?: Date }) {
  assertCan(input.actor, "refund.process");
  const now = input.now ?? new Date();
  const key = `refund:${input.requestId}`;
  const owner = await eventOwnerOfRequest(db, input.requestId, input.actor.id);
  if (!owner) throw new AppError("REFUND_REQUEST_NOT_FOUND");
  assertCan(input.actor, "refundRequest.ofOwnEvent", owner);

  const claim = await db.transaction(async (tx) => {
    const [req] = await tx
      .update(refundRequests)
      .set({ processedAt: now, updatedAt: now })
      .where(and(eq(refundRequests.id, input.requestId), eq(refundRequests.status, "approved"), isNull(refundRequests.processedAt)))
      .returning();
    if (!req) {
      const [r] = await tx.select().from(refundRequests).where(eq(refundRequests.id, input.requestId)).limit(1);
      if (!r) throw new AppError("REFUND_REQUEST_NOT_FOUND");
      if (r.processedAt) throw new AppError("REFUND_ALREADY_PROCESSED");
      throw new AppError("REFUND_NOT_APPROVED");
    }
    const [booking] = await tx.select().from(bookings).where(eq(bookings.id, req.bookingId)).for("update").limit(1);
    if (!booking) throw new AppError("CANCEL_BOOKING_NOT_FOUND");
    const amount = Math.max(0, Math.min(req.calculation?.final_refund ?? 0, booking.totalAmountCents - booking.refundedCents));
    const [charge] = await tx
      .select()
      .from(payments)
      .where(and(eq(payments.bookingId, booking.id), eq(payments.kind, "charge")))
      .limit(1);
    if (amount > 0) {
      await tx
        .insert(payments)
        .values({ bookingId: booking.id, provider: booking.paymentProvider, kind: "refund", amountCents: amount, status: "pending", idempotencyKey: key })
        .onConflictDoUpdate({ target: payments.idempotencyKey, set: { status: "pending", amountCents: amount } });
    }
    return { req, booking, amount, chargeReference: charge?.providerReference ?? null };
  });

  let providerRefundId: string | null = null;
  if (claim.amount > 0) {
    try {
      const r = await paymentProvider().refund({
        bookingId: claim.booking.id,
        chargeReference: claim.chargeReference,
        amountCents: claim.amount,
        idempotencyKey: key,
      });
      providerRefundId = r.refundId;
    } catch (err) {
      logger.error({ err, requestId: input.requestId }, "Rückerstattung fehlgeschlagen");
      await db.transaction(async (tx) => {
        await tx.update(payments).set({ status: "failed" }).where(eq(payments.idempotencyKey, key));
        // released again so an admin can retry (the provider's idempotency key prevents a double payout)
        await tx.update(refundRequests).set({ processedAt: null }).where(eq(refundRequests.id, input.requestId));
      });
      throw new AppError("REFUND_FAILED");
    }
  }

  return db.transaction(async (tx) => {
    if (claim.amount > 0) {
      await tx.update(payments).set({ status: "succeeded", providerReference: providerRefundId }).where(eq(payments.idempotencyKey, key));
    }
    await tx
      .update(refundRequests)
      .set({ refundedAmountCents: claim.amount, providerRefundId, updatedAt: now })
      .where(eq(refundRequests.id, input.requestId));
    const reason = claim.req.reason;
    const cancelled = await cancelConfirmedBookingTx(tx, claim.booking.id, { reason, refundedCents: claim.amount, now });
    if (!cancelled && claim.amount > 0) {
      await tx
        .update(bookings)
        .set({ refundedCents: claim.booking.refundedCents + claim.amount, paymentStatus: "partially_refunded", updatedAt: now })
        .where(eq(bookings.id, claim.booking.id));
    }
    const [event] = claim.booking.eventId ? await tx.select().from(events).where(eq(events.id, claim.booking.eventId)).limit(1) : [];
    if (input.notify !== false) {
      await enqueueCancellationNotice(tx, claim.booking, event ?? null, {
        cancellationReason: reason,
        refundAmountCents: claim.amount,
      });
      if (claim.booking.userId) {
        await createNotification(tx, {
          userId: claim.booking.userId,
          type: "system",
          category: "bookings",
          title: "Buchung storniert",
          message: refundNotice("refunded", claim.booking.bookingReference, claim.amount),
          actionUrl: cityHref(event?.cityId, "/profile/tickets"),
          entityType: "booking",
          entityId: claim.booking.id,
        });
      }
    }
    await audit(tx, input.actor, "refund.processed", { type: "booking", id: claim.booking.id }, { status: claim.booking.status, refundedCents: claim.booking.refundedCents }, { status: "cancelled", refundAmountCents: claim.amount, refundRequestId: input.requestId });
    return { refund: { refundAmount: claim.amount, providerRefundId } };
  });
}

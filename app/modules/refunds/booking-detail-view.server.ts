import { formatMoney } from "~/lib/format";
import { db } from "~/lib/db.server";
import type { Actor } from "~/modules/accounts/actor";
import { can } from "~/modules/refunds/permissions";
import { policyDescription } from "~/modules/refunds/policy";
import { eventOwnerOfBooking, refundRequestsOfBookings } from "~/modules/refunds/queries.server";
import { cancellationRefusal } from "~/modules/refunds/request-cancellation.server";
import { getOrganizerBookingView } from "~/modules/ticketing/organizer-booking-view.server";
import { REFUND_REQUEST_STATUS } from "~/modules/ticketing/refund-request-labels";

/**
 * The back office's page of one booking — the admin's (any booking) and the organizer's (bookings of
 * their events) alike: amounts, event, items, attendees with their check-in, the payment ledger and
 * the refund requests, with what the actor may do about it by the refunds module's rules: cancel it
 * for the guest (full refund) or say why not, decide and pay back the guest's refund requests.
 * Someone the booking is hidden from gets BOOKING_NOT_FOUND.
 */
export async function getBookingDetailView(actor: Actor, bookingId: string, now = new Date()) {
  const view = await getOrganizerBookingView(actor, bookingId);
  const [requests, owner] = await Promise.all([refundRequestsOfBookings([view.booking.id]), eventOwnerOfBooking(db, view.booking.id, actor.id)]);
  const open = requests.some((r) => r.status === "pending" || r.status === "approved");
  const refusal = view.event
    ? cancellationRefusal({ status: view.booking.status, paymentStatus: view.booking.paymentStatus }, new Date(view.event.startDate), open, now)
    : null;
  const mayAct = owner !== null && view.event !== null && can(actor, "booking.cancelForGuest", owner);
  const refundCents = Math.max(0, view.booking.totalCents - view.booking.refundedCents);
  return {
    ...view,
    cancel: mayAct
      ? { allowed: refusal === null, refusal: refusal?.userMessage ?? null, refundCents, refundLabel: refundCents > 0 ? formatMoney(refundCents) : null }
      : { allowed: false, refusal: null, refundCents: 0, refundLabel: null },
    refundRequests: requests.map((r) => ({
      id: r.id,
      status: r.status,
      statusLabel: REFUND_REQUEST_STATUS.label(r.status),
      reason: r.reason,
      message: r.customerMessage,
      requestedCents: r.requestedAmountCents,
      refundedCents: r.refundedAmountCents,
      finalRefundCents: r.calculation?.final_refund ?? null,
      policy: r.calculation ? policyDescription(r.calculation.policy_used) : null,
      response: r.adminResponse,
      createdAt: r.createdAt.toISOString(),
      reviewedAt: r.reviewedAt?.toISOString() ?? null,
      canDecide: mayAct && r.status === "pending",
      canProcess: mayAct && r.status === "approved" && !r.processedAt,
    })),
  };
}
export type BookingDetailView = Awaited<ReturnType<typeof getBookingDetailView>>;

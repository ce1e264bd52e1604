import type { Actor } from "~/modules/accounts/actor";
import { formatMoney } from "~/lib/format";
import { can } from "~/modules/refunds/permissions";
import { eventOwnerOfBooking, refundRequestsOfBookings } from "~/modules/refunds/queries.server";
import { cancellationRefusal } from "~/modules/refunds/request-cancellation.server";
import { db } from "~/lib/db.server";
import { getOrganizerBookingView } from "~/modules/ticketing/organizer-booking-view.server";

/**
 * The organizer's page of one booking of their event (ticketing's view) with what they may do about
 * it, by the refunds module's rules: cancel it for the guest (full refund) or say why not, and decide
 * and pay back the guest's refund requests.
 */
export async function getOrganizerBookingDetailView(actor: Actor, bookingId: string, now = new Date()) {
  const view = await getOrganizerBookingView(actor, bookingId);
  const [requests, owner] = await Promise.all([refundRequestsOfBookings([view.booking.id]), eventOwnerOfBooking(db, view.booking.id)]);
  const open = requests.some((r) => r.status === "pending" || r.status === "approved");
  const refusal = cancellationRefusal(
    { status: view.booking.status, paymentStatus: view.booking.paymentStatus },
    new Date(view.event.startDate),
    open,
    now,
  );
  const mayAct = owner !== null && can(actor, "booking.cancelForGuest", owner);
  const refundCents = Math.max(0, view.booking.totalCents - view.booking.refundedCents);
  const byId = new Map(requests.map((r) => [r.id, r]));
  return {
    ...view,
    cancel: mayAct
      ? { allowed: refusal === null, refusal: refusal?.userMessage ?? null, refundCents, refundLabel: refundCents > 0 ? formatMoney(refundCents) : null }
      : { allowed: false, refusal: null, refundCents: 0, refundLabel: null },
    refundRequests: view.refundRequests.map((r) => {
      const row = byId.get(r.id);
      return {
        ...r,
        finalRefundCents: row?.calculation?.final_refund ?? null,
        canDecide: mayAct && r.status === "pending",
        canProcess: mayAct && r.status === "approved" && !row?.processedAt,
      };
    }),
  };
}

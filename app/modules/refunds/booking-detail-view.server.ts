import type { Actor } from "~/modules/accounts/actor";
import { refundRequestsOfBookings } from "~/modules/refunds/queries.server";
import { bookingPayments, getBookingForViewer } from "~/modules/ticketing/queries.server";

/**
 * The back office's page of one booking, display-ready: amounts, event, items, attendees with
 * their check-in, the payment ledger and the refund requests. Someone the booking is hidden
 * from gets BOOKING_NOT_FOUND (getBookingForViewer's scope).
 */
export async function getBookingDetailView(actor: Actor, bookingId: string) {
  const d = await getBookingForViewer(bookingId, actor);
  const [payments, refundRequests] = await Promise.all([bookingPayments(d.booking.id), refundRequestsOfBookings([d.booking.id])]);
  const ledger = { payments, refundRequests };
  const b = d.booking;
  return {
    booking: {
      id: b.id,
      reference: b.bookingReference,
      status: b.status,
      paymentStatus: b.paymentStatus,
      provider: b.paymentProvider,
      isTestMode: b.isTestMode,
      userEmail: b.userEmail,
      subtotalCents: b.subtotalCents,
      discountCents: b.discountCents,
      discountCode: b.discountCode,
      feeCents: b.feeCents,
      totalCents: b.totalAmountCents,
      refundedCents: b.refundedCents,
      specialRequirements: b.specialRequirements,
      cancellationReason: b.cancellationReason,
      createdAt: b.createdAt.toISOString(),
      confirmedAt: b.confirmedAt?.toISOString() ?? null,
      cancelledAt: b.cancelledAt?.toISOString() ?? null,
      expiresAt: b.expiresAt?.toISOString() ?? null,
    },
    event: d.event ? { title: d.event.title, startDate: d.event.startDate.toISOString(), venue: [d.event.venueName, d.event.venueCity].filter(Boolean).join(", ") } : null,
    items: d.items.map((i) => ({ id: i.id, name: i.name, quantity: i.quantity, unitCents: i.unitPriceCents, isEarlyBird: i.isEarlyBird })),
    attendees: d.attendees.map((a) => ({
      id: a.id,
      name: `${a.firstName} ${a.lastName}`,
      category: a.categoryName,
      ticketNumber: a.ticketNumber,
      isValid: a.isValid,
      checkedInAt: a.checkedInAt?.toISOString() ?? null,
      gate: a.checkInGate,
    })),
    payments: ledger.payments.map((p) => ({ id: p.id, kind: p.kind, amountCents: p.amountCents, status: p.status, provider: p.provider, reference: p.providerReference, createdAt: p.createdAt.toISOString() })),
    requests: ledger.refundRequests.map((r) => ({ id: r.id, status: r.status, reason: r.reason, finalRefund: r.calculation?.final_refund ?? null, refunded: r.refundedAmountCents, createdAt: r.createdAt.toISOString() })),
  };
}

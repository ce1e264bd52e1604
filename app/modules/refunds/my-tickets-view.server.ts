import { DEFAULT_CITY } from "~/lib/cities";
import type { Actor } from "~/modules/accounts/actor";
import { eventHref, eventImage } from "~/modules/events/card-data";
import type { CancellationTarget } from "~/modules/refunds/components/cancellation-dialog";
import { calculateRefund } from "~/modules/refunds/policy";
import { refundRequestsOfBookings } from "~/modules/refunds/queries.server";
import { refundState, refundStateText } from "~/modules/ticketing/refund-texts";
import { cancellationRefusal } from "~/modules/refunds/request-cancellation.server";
import { qrDataUrl } from "~/modules/ticketing/qr-image.server";
import { listMyBookings } from "~/modules/ticketing/queries.server";

const DAY_MS = 24 * 3_600_000;

/**
 * "Meine Tickets" of the signed-in user, display-ready: QR codes only for valid tickets of
 * confirmed, upcoming bookings; a pay link while a test payment can still be finished; whether
 * (and why not) a cancellation can be requested, with the refund it would pay now.
 */
export async function getMyTicketsView(actor: Actor, now = new Date()) {
  const rows = await listMyBookings(actor);
  const requests = await refundRequestsOfBookings(rows.map((r) => r.booking.id));
  return Promise.all(
    rows.map(async ({ booking: b, event: e, attendees }) => {
      const refundRequests = requests.filter((q) => q.bookingId === b.id);
      const openRequest = refundRequests.find((r) => r.status === "pending" || r.status === "approved");
      const refusal = cancellationRefusal(b, e?.startDate ?? null, Boolean(openRequest), now);
      const upcoming = e ? e.startDate.getTime() > now.getTime() : false;
      const showQr = b.status === "confirmed" && upcoming;
      const cancel: CancellationTarget | null =
        !refusal && e
          ? {
              bookingId: b.id,
              reference: b.bookingReference,
              eventTitle: e.title,
              startsWithin24h: e.startDate.getTime() - now.getTime() < DAY_MS,
              calculation: calculateRefund({ totalCents: b.totalAmountCents, alreadyRefundedCents: b.refundedCents, eventStart: e.startDate, now }),
            }
          : null;
      const latest = refundRequests[0];
      return {
        id: b.id,
        reference: b.bookingReference,
        status: b.status,
        paymentStatus: b.paymentStatus,
        totalCents: b.totalAmountCents,
        refundedCents: b.refundedCents,
        quantity: b.quantity,
        isTestMode: b.isTestMode,
        createdAt: b.createdAt.toISOString(),
        expiresAt: b.expiresAt?.toISOString() ?? null,
        payHref:
          b.status === "pending" && b.paymentProvider === "test" && b.paymentSessionId && b.expiresAt && b.expiresAt > now
            ? `/payments/test/${b.paymentSessionId}`
            : null,
        cancellationReason: b.cancellationReason,
        event: e
          ? {
              title: e.title,
              href: eventHref(e.cityId ?? DEFAULT_CITY, e, true),
              startDate: e.startDate.toISOString(),
              venue: [e.venueName, e.venueCity].filter(Boolean).join(", "),
              imageUrl: eventImage({ imageUrl: e.imageUrl, categoryId: null, id: e.id }),
              upcoming,
            }
          : null,
        attendees: await Promise.all(
          attendees.map(async (a) => ({
            id: a.id,
            name: `${a.firstName} ${a.lastName}`,
            category: a.categoryName,
            ticketNumber: a.ticketNumber,
            isValid: a.isValid,
            isCheckedIn: a.isCheckedIn,
            qr: showQr && a.isValid ? await qrDataUrl(a.qrCode, 200) : null,
          })),
        ),
        cancel,
        cancelBlockedReason: b.status === "confirmed" && refusal && !openRequest ? refusal.userMessage : null,
        request: latest
          ? {
              status: latest.status,
              // one sentence per state, with the amount that state is about (refund-texts.ts)
              text: refundStateText(refundState(latest), latest.refundedAmountCents ?? latest.calculation?.final_refund ?? null),
              reason: latest.reason,
              adminResponse: latest.adminResponse,
              createdAt: latest.createdAt.toISOString(),
            }
          : null,
      };
    }),
  );
}

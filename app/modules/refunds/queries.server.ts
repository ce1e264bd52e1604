import { desc, eq, inArray } from "drizzle-orm";
import { db } from "~/lib/db.server";
import type { Actor } from "~/modules/accounts/actor";
import { user } from "~/modules/accounts/schema";
import { events } from "~/modules/events/schema";
import { assertCan } from "~/modules/refunds/permissions";
import { policyDescription } from "~/modules/refunds/policy";
import { refundRequests } from "~/modules/refunds/schema";
import { bookingAttendees, bookings } from "~/modules/ticketing/schema";

/** The refund requests of some bookings, newest first. */
export async function refundRequestsOfBookings(bookingIds: string[]) {
  if (bookingIds.length === 0) return [];
  return db.select().from(refundRequests).where(inArray(refundRequests.bookingId, bookingIds)).orderBy(desc(refundRequests.createdAt));
}

export type RefundFilter = "pending" | "approved" | "rejected" | "all";

/** spec §7 refunds: all requests with booking, event and attendees (admin view; admins only). */
export async function listRefundRequests(actor: Actor, filter: RefundFilter, limit = 200) {
  assertCan(actor, "refundRequest.list");
  const q = db
    .select({
      request: refundRequests,
      booking: {
        id: bookings.id,
        reference: bookings.bookingReference,
        status: bookings.status,
        paymentStatus: bookings.paymentStatus,
        totalAmountCents: bookings.totalAmountCents,
        refundedCents: bookings.refundedCents,
        quantity: bookings.quantity,
        userEmail: bookings.userEmail,
        isTestMode: bookings.isTestMode,
        paymentProvider: bookings.paymentProvider,
      },
      event: { id: events.id, title: events.title, startDate: events.startDate, cityId: events.cityId, slug: events.slug },
      reviewer: { email: user.email, name: user.name },
    })
    .from(refundRequests)
    .innerJoin(bookings, eq(bookings.id, refundRequests.bookingId))
    .leftJoin(events, eq(events.id, bookings.eventId))
    .leftJoin(user, eq(user.id, refundRequests.adminUserId))
    .orderBy(desc(refundRequests.createdAt))
    .limit(limit);
  const rows = filter === "all" ? await q : await q.where(eq(refundRequests.status, filter));
  const ids = rows.map((r) => r.booking.id);
  const attendees = ids.length
    ? await db
        .select({ bookingId: bookingAttendees.bookingId, firstName: bookingAttendees.firstName, lastName: bookingAttendees.lastName, ticketNumber: bookingAttendees.ticketNumber })
        .from(bookingAttendees)
        .where(inArray(bookingAttendees.bookingId, ids))
    : [];
  return rows.map((r) => ({
    ...r,
    request: r.request.calculation ? { ...r.request, calculation: { ...r.request.calculation, policy_used: policyDescription(r.request.calculation.policy_used) } } : r.request,
    attendees: attendees.filter((a) => a.bookingId === r.booking.id),
  }));
}

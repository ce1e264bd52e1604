import { desc, eq, inArray } from "drizzle-orm";
import { db, type DbOrTx } from "~/lib/db.server";
import type { Actor } from "~/modules/accounts/actor";
import { user } from "~/modules/accounts/schema";
import { events } from "~/modules/events/schema";
import { organizers } from "~/modules/people/schema";
import { assertCan, type EventOwner } from "~/modules/refunds/permissions";
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

/** Who runs the event of a booking (the refund policy's EventOwner); null when there is no such booking. */
export async function eventOwnerOfBooking(q: DbOrTx, bookingId: string): Promise<EventOwner | null> {
  const [row] = await q
    .select({ createdBy: events.createdBy, organizerUserId: organizers.userId })
    .from(bookings)
    .leftJoin(events, eq(events.id, bookings.eventId))
    .leftJoin(organizers, eq(organizers.id, events.organizerId))
    .where(eq(bookings.id, bookingId))
    .limit(1);
  return row ? { createdBy: row.createdBy ?? null, organizerUserId: row.organizerUserId ?? null } : null;
}

/** The same for a refund request's booking. */
export async function eventOwnerOfRequest(q: DbOrTx, requestId: string): Promise<EventOwner | null> {
  const [row] = await q.select({ bookingId: refundRequests.bookingId }).from(refundRequests).where(eq(refundRequests.id, requestId)).limit(1);
  return row ? eventOwnerOfBooking(q, row.bookingId) : null;
}

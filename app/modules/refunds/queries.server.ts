import { teamRoleSql } from "~/modules/organizers/ownership";
import { and, count, desc, eq, ilike, inArray, or, sql } from "drizzle-orm";
import { likePattern, listPage, orderBy } from "~/lib/list/list.server";
import type { AdminRefundListParams } from "~/modules/refunds/validation";
import { admin, linkTo } from "~/registry";
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

/**
 * spec §7 refunds: one page of the refund requests with booking, event and attendees (admin view;
 * admins only). Without a status filter the open requests (the daily work); `status=all` every one.
 */
export async function listRefundRequests(actor: Actor, params: AdminRefundListParams) {
  assertCan(actor, "refundRequest.list");
  const status = params.filters.status ?? "pending";
  const q = params.q.trim();
  const where = and(
    status === "all" ? undefined : eq(refundRequests.status, status),
    q ? or(eq(bookings.bookingReference, q.toUpperCase()), ilike(bookings.userEmail, likePattern(q)), ilike(events.title, likePattern(q))) : undefined,
  );
  const from = () =>
    db
      .select({
        request: refundRequests,
        booking: {
          id: bookings.id,
          reference: bookings.bookingReference,
          status: bookings.status,
          totalAmountCents: bookings.totalAmountCents,
          quantity: bookings.quantity,
          userEmail: bookings.userEmail,
          isTestMode: bookings.isTestMode,
        },
        event: { id: events.id, title: events.title, startDate: events.startDate },
        reviewer: { email: user.email, name: user.name },
      })
      .from(refundRequests)
      .innerJoin(bookings, eq(bookings.id, refundRequests.bookingId))
      .leftJoin(events, eq(events.id, bookings.eventId))
      .leftJoin(user, eq(user.id, refundRequests.adminUserId));
  const list = await listPage(params, {
    rows: ({ limit, offset }) =>
      from()
        .where(where)
        .orderBy(...orderBy(params, { created: refundRequests.createdAt, amount: sql`coalesce(${refundRequests.requestedAmountCents}, ${bookings.totalAmountCents})` }, refundRequests.id))
        .limit(limit)
        .offset(offset),
    total: async () => {
      const [row] = await db
        .select({ n: count() })
        .from(refundRequests)
        .innerJoin(bookings, eq(bookings.id, refundRequests.bookingId))
        .leftJoin(events, eq(events.id, bookings.eventId))
        .where(where);
      return row?.n ?? 0;
    },
  });
  const ids = list.rows.map((r) => r.booking.id);
  const attendees = ids.length
    ? await db.select({ bookingId: bookingAttendees.bookingId, firstName: bookingAttendees.firstName, lastName: bookingAttendees.lastName }).from(bookingAttendees).where(inArray(bookingAttendees.bookingId, ids))
    : [];
  return {
    ...list,
    rows: list.rows.map(({ request: r, booking: b, event: e, reviewer }) => ({
      id: r.id,
      status: r.status,
      reason: r.reason,
      customerMessage: r.customerMessage,
      requestedAmountCents: r.requestedAmountCents,
      calculation: r.calculation ? { ...r.calculation, policy_used: policyDescription(r.calculation.policy_used) } : null,
      adminResponse: r.adminResponse,
      reviewer: reviewer?.email ? reviewer.name || reviewer.email : null,
      reviewedAt: r.reviewedAt?.toISOString() ?? null,
      processedAt: r.processedAt?.toISOString() ?? null,
      refundedAmountCents: r.refundedAmountCents,
      createdAt: r.createdAt.toISOString(),
      booking: { ...b, href: linkTo(admin, "bookingDetail", { id: b.id }) },
      event: e?.id ? { title: e.title, startDate: e.startDate.toISOString() } : null,
      attendees: attendees.filter((a) => a.bookingId === b.id).map((a) => `${a.firstName} ${a.lastName}`),
    })),
  };
}

/** Who runs the event of a booking (the refund policy's EventOwner, with the asking account's team role); null when there is no such booking. */
export async function eventOwnerOfBooking(q: DbOrTx, bookingId: string, actorId: string): Promise<EventOwner | null> {
  const [row] = await q
    .select({ createdBy: events.createdBy, organizerUserId: organizers.userId, teamRole: teamRoleSql(actorId, events.organizerId) })
    .from(bookings)
    .leftJoin(events, eq(events.id, bookings.eventId))
    .leftJoin(organizers, eq(organizers.id, events.organizerId))
    .where(eq(bookings.id, bookingId))
    .limit(1);
  return row ? { createdBy: row.createdBy ?? null, organizerUserId: row.organizerUserId ?? null, teamRole: row.teamRole ?? null } : null;
}

/** The same for a refund request's booking. */
export async function eventOwnerOfRequest(q: DbOrTx, requestId: string, actorId: string): Promise<EventOwner | null> {
  const [row] = await q.select({ bookingId: refundRequests.bookingId }).from(refundRequests).where(eq(refundRequests.id, requestId)).limit(1);
  return row ? eventOwnerOfBooking(q, row.bookingId, actorId) : null;
}

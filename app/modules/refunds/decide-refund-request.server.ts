import { and, eq } from "drizzle-orm";
import { AppError } from "~/lib/app-error";
import { cityHref } from "~/lib/cities";
import { db } from "~/lib/db.server";
import type { Actor } from "~/modules/accounts/actor";
import { profiles } from "~/modules/accounts/schema";
import { audit } from "~/modules/audit/audit.server";
import { createNotification } from "~/modules/engagement/create-notification.server";
import { events } from "~/modules/events/schema";
import { refundNotice } from "~/modules/ticketing/refund-texts";
import { refundRequests } from "~/modules/refunds/schema";
import { assertCan } from "~/modules/refunds/permissions";
import { eventOwnerOfRequest } from "~/modules/refunds/queries.server";
import type { DecisionInput } from "~/modules/refunds/validation";
import { bookings } from "~/modules/ticketing/schema";

/**
 * spec §4 refund request: pending → approved or rejected, with response, reviewer and review time — once.
 * Admins decide every request, an organizer those about bookings of their own events.
 */
export async function decideRefundRequest(input: DecisionInput & { actor: Actor; now?: Date }) {
  assertCan(input.actor, "refundRequest.decide");
  const f = input;
  const now = input.now ?? new Date();
  return db.transaction(async (tx) => {
    // an organizer decides only on requests about their own events (admins on all)
    const owner = await eventOwnerOfRequest(tx, f.requestId, input.actor.id);
    if (!owner) throw new AppError("REFUND_REQUEST_NOT_FOUND");
    assertCan(input.actor, "refundRequest.ofOwnEvent", owner);
    const [row] = await tx
      .update(refundRequests)
      .set({ status: f.decision, adminResponse: f.response ?? null, adminUserId: input.actor.id, reviewedAt: now, updatedAt: now })
      .where(and(eq(refundRequests.id, f.requestId), eq(refundRequests.status, "pending")))
      .returning();
    if (!row) {
      const [exists] = await tx.select({ id: refundRequests.id }).from(refundRequests).where(eq(refundRequests.id, f.requestId)).limit(1);
      throw new AppError(exists ? "REFUND_ALREADY_DECIDED" : "REFUND_REQUEST_NOT_FOUND");
    }
    await audit(tx, input.actor, `refund_request.${f.decision}`, { type: "refund_request", id: row.id }, { status: "pending" }, { status: f.decision, adminResponse: f.response ?? null });
    if (row.userId) {
      // the tickets page of the booked event's city, else of the user's own city
      const [where] = await tx
        .select({ eventCity: events.cityId, userCity: profiles.cityId, reference: bookings.bookingReference })
        .from(bookings)
        .leftJoin(events, eq(events.id, bookings.eventId))
        .leftJoin(profiles, eq(profiles.id, row.userId))
        .where(eq(bookings.id, row.bookingId))
        .limit(1);
      await createNotification(tx, {
        userId: row.userId,
        type: "system",
        category: "bookings",
        title: f.decision === "approved" ? "Stornierung genehmigt" : "Stornierung abgelehnt",
        message:
          f.decision === "approved"
            ? refundNotice("approved", where?.reference ?? "", row.calculation?.final_refund ?? 0)
            : `Ihre Stornierungsanfrage wurde abgelehnt.${f.response ? ` Begründung: ${f.response}` : ""}`,
        actionUrl: cityHref(where?.eventCity ?? where?.userCity, "/profile/tickets"),
        entityType: "refund_request",
        entityId: row.id,
      });
    }
    return row;
  });
}

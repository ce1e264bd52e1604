import { and, count, eq } from "drizzle-orm";
import { AppError } from "~/lib/app-error";
import { db } from "~/lib/db.server";
import { logger } from "~/lib/logger.server";
import { audit } from "~/modules/audit/audit.server";
import { runEventCancellationJob } from "~/modules/event-management/event-cancellation-job.server";
import { findOwnEvent, type EventActor } from "~/modules/event-management/organizer-scope.server";
import { eventCancellationJobs, events } from "~/modules/events/schema";
import { bookings } from "~/modules/ticketing/schema";

/**
 * Cancels an own event: status cancelled at once (off the public pages, no more sales), and one
 * background job that cancels and refunds every booking and writes to every buyer. The job row is
 * unique per event, so a second click or a second organizer tab cannot start it twice.
 */
export async function cancelEvent(input: { actor: EventActor; eventId: string; reason: string; message: string; now?: Date }) {
  const now = input.now ?? new Date();
  const job = await db.transaction(async (tx) => {
    const e = await findOwnEvent(tx, input.actor, input.eventId, { forUpdate: true });
    if (e.status === "cancelled") throw new AppError("EVENT_ALREADY_CANCELLED");
    const [{ n }] = await tx.select({ n: count() }).from(bookings).where(and(eq(bookings.eventId, e.id), eq(bookings.status, "confirmed")));
    await tx
      .update(events)
      .set({ status: "cancelled", cancelledAt: now, cancellationReason: input.reason, updatedAt: now })
      .where(eq(events.id, e.id));
    const [created] = await tx
      .insert(eventCancellationJobs)
      .values({ eventId: e.id, requestedBy: input.actor.id, reason: input.reason, message: input.message, totalBookings: Number(n) })
      .onConflictDoNothing({ target: eventCancellationJobs.eventId })
      .returning();
    if (!created) throw new AppError("EVENT_ALREADY_CANCELLED");
    await audit(tx, input.actor, "event.cancelled", { type: "event", id: e.id }, { status: e.status }, { status: "cancelled", reason: input.reason, bookings: Number(n) });
    return created;
  });
  // start right away; the worker's periodic run picks it up too (and after a restart)
  void runEventCancellationJob(job.id).catch((err) => logger.error({ err, jobId: job.id }, "Absage-Job fehlgeschlagen"));
  return { jobId: job.id, totalBookings: job.totalBookings };
}

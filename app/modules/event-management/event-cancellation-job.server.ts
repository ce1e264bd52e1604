import { DEFAULT_CITY } from "~/lib/cities";
import { and, asc, eq, inArray, lt, or, sql } from "drizzle-orm";
import { AppError } from "~/lib/app-error";
import { db } from "~/lib/db.server";
import { refundNotice } from "~/modules/ticketing/refund-texts";
import { logger } from "~/lib/logger.server";
import { audit } from "~/modules/audit/audit.server";
import { createNotification } from "~/modules/engagement/create-notification.server";
import { findOwnEvent, type EventActor } from "~/modules/event-management/organizer-scope.server";
import { eventCancellationJobs, events } from "~/modules/events/schema";
import { paymentProvider } from "~/modules/payments/get-provider.server";
import { enqueueCancellationNotice } from "~/modules/ticketing/mails.server";
import { cancelConfirmedBookingTx, releasePendingBookingTx } from "~/modules/ticketing/release-booking.server";
import { bookings, payments } from "~/modules/ticketing/schema";

const BATCH = 25;
const LEASE = sql`now() + interval '2 minutes'`;

/**
 * Runs (or resumes) one event-cancellation job. A lease on the job row lets exactly one runner
 * work on it; a runner that died is replaced after the lease ends (restart-safe). Every booking is
 * handled in three steps — claim the refund (payments row with key `event-cancel:<bookingId>`),
 * ask the provider with that same idempotency key, then cancel + mail + notify in one transaction —
 * so a repeated or resumed job never refunds or mails anybody twice.
 */
export async function runEventCancellationJob(jobId: string): Promise<"done" | "busy" | "failed"> {
  const [job] = await db
    .update(eventCancellationJobs)
    .set({ status: "running", lockedUntil: LEASE, attempts: sql`${eventCancellationJobs.attempts} + 1`, updatedAt: new Date() })
    .where(
      and(
        eq(eventCancellationJobs.id, jobId),
        or(
          eq(eventCancellationJobs.status, "pending"),
          and(eq(eventCancellationJobs.status, "running"), lt(eventCancellationJobs.lockedUntil, sql`now()`)),
        ),
      ),
    )
    .returning();
  if (!job) return "busy";
  const [event] = await db.select().from(events).where(eq(events.id, job.eventId)).limit(1);
  try {
    // unpaid holds end first, so nobody pays for a cancelled event
    const holds = await db.select({ id: bookings.id }).from(bookings).where(and(eq(bookings.eventId, job.eventId), eq(bookings.status, "pending")));
    for (const h of holds) await db.transaction((tx) => releasePendingBookingTx(tx, h.id, "expired"));
    for (;;) {
      const batch = await db
        .select({ id: bookings.id })
        .from(bookings)
        .where(and(eq(bookings.eventId, job.eventId), eq(bookings.status, "confirmed")))
        .orderBy(asc(bookings.createdAt), asc(bookings.id))
        .limit(BATCH);
      if (!batch.length) break;
      for (const b of batch) {
        const refunded = await cancelAndRefundBooking({ bookingId: b.id, job, event: event ?? null });
        await db
          .update(eventCancellationJobs)
          .set({
            processedBookings: sql`${eventCancellationJobs.processedBookings} + 1`,
            refundedCents: sql`${eventCancellationJobs.refundedCents} + ${refunded}`,
            lockedUntil: LEASE,
            updatedAt: new Date(),
          })
          .where(eq(eventCancellationJobs.id, job.id));
      }
    }
    await db
      .update(eventCancellationJobs)
      .set({ status: "done", lockedUntil: null, finishedAt: new Date(), lastError: null, updatedAt: new Date() })
      .where(eq(eventCancellationJobs.id, job.id));
    return "done";
  } catch (err) {
    logger.error({ err, jobId }, "Absage-Job unterbrochen");
    await db
      .update(eventCancellationJobs)
      .set({ status: "failed", lockedUntil: null, lastError: err instanceof Error ? err.message.slice(0, 500) : String(err), updatedAt: new Date() })
      .where(eq(eventCancellationJobs.id, job.id));
    return "failed";
  }
}

type Job = typeof eventCancellationJobs.$inferSelect;

/** Returns the refunded cents (0 when the booking was handled before or was free). */
async function cancelAndRefundBooking(input: { bookingId: string; job: Job; event: typeof events.$inferSelect | null }): Promise<number> {
  const key = `event-cancel:${input.bookingId}`;
  const claim = await db.transaction(async (tx) => {
    const [b] = await tx.select().from(bookings).where(eq(bookings.id, input.bookingId)).for("update").limit(1);
    if (!b || b.status !== "confirmed") return null;
    const amount = Math.max(0, b.totalAmountCents - b.refundedCents);
    const [charge] = await tx.select().from(payments).where(and(eq(payments.bookingId, b.id), eq(payments.kind, "charge"))).limit(1);
    if (amount > 0) {
      await tx
        .insert(payments)
        .values({ bookingId: b.id, provider: b.paymentProvider, kind: "refund", amountCents: amount, status: "pending", idempotencyKey: key })
        .onConflictDoNothing({ target: payments.idempotencyKey });
    }
    return { booking: b, amount, chargeReference: charge?.providerReference ?? null };
  });
  if (!claim) return 0;

  let providerRefundId: string | null = null;
  if (claim.amount > 0) {
    const [existing] = await db.select().from(payments).where(eq(payments.idempotencyKey, key)).limit(1);
    if (existing?.status === "succeeded") providerRefundId = existing.providerReference;
    else {
      // the same key makes the provider pay once, even when a crashed run asked before
      const r = await paymentProvider().refund({ bookingId: claim.booking.id, chargeReference: claim.chargeReference, amountCents: claim.amount, idempotencyKey: key });
      providerRefundId = r.refundId;
    }
  }

  return db.transaction(async (tx) => {
    if (claim.amount > 0) await tx.update(payments).set({ status: "succeeded", providerReference: providerRefundId }).where(eq(payments.idempotencyKey, key));
    const reason = `Absage des Events: ${input.job.reason}`;
    const cancelled = await cancelConfirmedBookingTx(tx, claim.booking.id, { reason, refundedCents: claim.amount });
    if (!cancelled) return 0;
    await enqueueCancellationNotice(tx, claim.booking, input.event, {
      cancellationReason: `${input.job.reason}. ${input.job.message}`,
      refundAmountCents: claim.amount,
    });
    if (claim.booking.userId) {
      await createNotification(tx, {
        userId: claim.booking.userId,
        type: "event",
        category: "event_updates",
        priority: "high",
        title: `Abgesagt: ${input.event?.title ?? "Event"}`,
        message: `${input.job.message} ${refundNotice("refunded", claim.booking.bookingReference, claim.amount)}`,
        actionUrl: `/${input.event?.cityId ?? DEFAULT_CITY}/profile/tickets`,
        entityType: "booking",
        entityId: claim.booking.id,
        // the cancellation e-mail above already goes out
        deliver: { email: false },
      });
    }
    await audit(tx, { id: input.job.requestedBy ?? "system", email: "" }, "booking.cancelled_with_event", { type: "booking", id: claim.booking.id }, { status: "confirmed" }, { status: "cancelled", refundedCents: claim.amount, jobId: input.job.id });
    return claim.amount;
  });
}

/** Periodic: resumes pending jobs and jobs whose runner died (lease over). */
export async function resumeEventCancellationJobs(): Promise<number> {
  const due = await db
    .select({ id: eventCancellationJobs.id })
    .from(eventCancellationJobs)
    .where(or(eq(eventCancellationJobs.status, "pending"), and(eq(eventCancellationJobs.status, "running"), lt(eventCancellationJobs.lockedUntil, sql`now()`))))
    .limit(10);
  for (const j of due) await runEventCancellationJob(j.id);
  return due.length;
}

/** A failed job (e.g. the provider refused a refund) is queued again by the event's organizer (or an admin). */
export async function retryEventCancellationJob(input: { actor: EventActor; eventId: string }) {
  const event = await findOwnEvent(db, input.actor, input.eventId);
  const [job] = await db.select({ id: eventCancellationJobs.id }).from(eventCancellationJobs).where(eq(eventCancellationJobs.eventId, event.id)).limit(1);
  if (!job) throw new AppError("EVENT_NOT_FOUND");
  const jobId = job.id;
  await db
    .update(eventCancellationJobs)
    .set({ status: "pending", updatedAt: new Date() })
    .where(and(eq(eventCancellationJobs.id, jobId), inArray(eventCancellationJobs.status, ["failed"])));
  void runEventCancellationJob(jobId).catch((err) => logger.error({ err, jobId }, "Absage-Job fehlgeschlagen"));
}

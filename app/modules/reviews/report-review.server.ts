import { sql } from "drizzle-orm";
import { AppError } from "~/lib/app-error";
import { db } from "~/lib/db.server";
import { isUuid } from "~/lib/input";
import type { Actor } from "~/modules/accounts/actor";
import { audit } from "~/modules/audit/audit.server";
import { assertCan } from "~/modules/reviews/permissions";
import { findManagedReview, rowsOf } from "~/modules/reviews/queries.server";
import { countReport, fileReport } from "~/modules/reviews/report-targets.server";
import type { ReportReviewInput } from "~/modules/reviews/validation";

/**
 * The event's organizer or the place's manager reports a review to the admins (reason required): one open report per
 * reporter and review (a repeated submit answers the open one). The review stays visible until an
 * admin decides on /admin/reports.
 */
export async function reportReview(input: ReportReviewInput & { actor: Actor; only?: "event" | "location" }) {
  return db.transaction(async (tx) => {
    const review = await findManagedReview(tx, input.reviewId, { forUpdate: true, actorId: input.actor.id });
    // a page of one kind (the business owner's places) never reaches a review of the other kind
    if (input.only && review.targetType !== input.only) throw new AppError("REVIEW_NOT_FOUND");
    assertCan(input.actor, "review.manage", review);
    const filed = await fileReport(tx, { reporterId: input.actor.id, targetType: "review", targetId: review.id, reason: input.reason });
    if (filed.created) await audit(tx, input.actor, "review.reported", { type: "review", id: review.id }, null, { reportId: filed.id, reason: input.reason });
    return filed;
  });
}

/**
 * A signed-in visitor reports a published review of an event or a place ('Melden' on its public
 * page): at most REPORT_LIMIT reports per hour (REPORT_LIMITED, nothing stored), one open report per
 * visitor and review, never their own review. Audited as 'review.reported'.
 */
export async function reportReviewAsVisitor(input: { actor: Actor; reviewId: string; reason: string } & ({ eventId: string } | { placeId: string })) {
  const [column, targetId] = "eventId" in input ? [sql`event_id`, input.eventId] : [sql`location_id`, input.placeId];
  if (!isUuid(input.reviewId) || !isUuid(targetId)) throw new AppError("REVIEW_NOT_FOUND");
  await countReport(input.actor.id);
  return db.transaction(async (tx) => {
    const [review] = await rowsOf<{ id: string; user_id: string | null }>(
      tx,
      sql`select id, user_id from reviews where id = ${input.reviewId}::uuid and ${column} = ${targetId}::uuid and status = 'published'`,
    );
    if (!review || review.user_id === input.actor.id) throw new AppError("REVIEW_NOT_FOUND");
    const filed = await fileReport(tx, { reporterId: input.actor.id, targetType: "review", targetId: review.id, reason: input.reason });
    if (filed.created) await audit(tx, input.actor, "review.reported", { type: "review", id: review.id }, null, { reportId: filed.id, reason: input.reason });
    return filed;
  });
}

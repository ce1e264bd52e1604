import { db } from "~/lib/db.server";
import type { Actor } from "~/modules/accounts/actor";
import { audit } from "~/modules/audit/audit.server";
import { assertCan } from "~/modules/reviews/permissions";
import { findManagedReview } from "~/modules/reviews/queries.server";
import { fileReport } from "~/modules/reviews/report-targets.server";
import type { ReportReviewInput } from "~/modules/reviews/validation";

/**
 * The event's organizer reports a review to the admins (reason required): one open report per
 * reporter and review (a repeated submit answers the open one). The review stays visible until an
 * admin decides on /admin/reports.
 */
export async function reportReview(input: ReportReviewInput & { actor: Actor }) {
  return db.transaction(async (tx) => {
    const review = await findManagedReview(tx, input.reviewId, { forUpdate: true });
    assertCan(input.actor, "review.manage", review);
    const filed = await fileReport(tx, { reporterId: input.actor.id, targetType: "review", targetId: review.id, reason: input.reason });
    if (filed.created) await audit(tx, input.actor, "review.reported", { type: "review", id: review.id }, null, { reportId: filed.id, reason: input.reason });
    return filed;
  });
}

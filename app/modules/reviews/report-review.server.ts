import { sql } from "drizzle-orm";
import { db } from "~/lib/db.server";
import type { Actor } from "~/modules/accounts/actor";
import { audit } from "~/modules/audit/audit.server";
import { assertCan } from "~/modules/reviews/permissions";
import { findManagedReview, rowsOf } from "~/modules/reviews/queries.server";
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
    const [created] = await rowsOf<{ id: string }>(
      tx,
      sql`insert into reports (reporter_id, target_type, target_id, reason)
        values (${input.actor.id}, 'review', ${review.id}, ${input.reason})
        on conflict (target_type, target_id, reporter_id) where status = 'open' do nothing returning id`,
    );
    if (!created) {
      const [open] = await rowsOf<{ id: string }>(
        tx,
        sql`select id from reports where target_type = 'review' and target_id = ${review.id} and reporter_id = ${input.actor.id} and status = 'open'`,
      );
      return { id: open!.id, created: false };
    }
    await audit(tx, input.actor, "review.reported", { type: "review", id: review.id }, null, { reportId: created.id, reason: input.reason });
    return { id: created.id, created: true };
  });
}

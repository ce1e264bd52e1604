import { sql } from "drizzle-orm";
import { AppError } from "~/lib/app-error";
import { db, type DbOrTx } from "~/lib/db.server";
import { isUuid } from "~/lib/input";
import type { Actor } from "~/modules/accounts/actor";
import { audit } from "~/modules/audit/audit.server";
import { assertCan } from "~/modules/reviews/permissions";
import { refreshPlaceRating } from "~/modules/reviews/place-reviews.server";
import { rowsOf } from "~/modules/reviews/queries.server";

export type ReviewVisibility = "hidden" | "published";

/**
 * Sets a review (of an event or a place) hidden or published inside the caller's transaction and
 * audits the change ('review.hidden' / 'review.published'); a review already in that state changes
 * nothing. `context` lands in the audit row's after-state (e.g. the report that led to it).
 */
export async function applyReviewVisibility(tx: DbOrTx, actor: Actor, reviewId: string, status: ReviewVisibility, context: Record<string, unknown> = {}) {
  if (!isUuid(reviewId)) throw new AppError("REVIEW_NOT_FOUND");
  const [review] = await rowsOf<{ id: string; status: string; location_id: string | null }>(
    tx,
    sql`select id, status, location_id from reviews where id = ${reviewId}::uuid for update`,
  );
  if (!review) throw new AppError("REVIEW_NOT_FOUND");
  if (review.status === status) return { id: review.id, changed: false };
  await tx.execute(sql`update reviews set status = ${status}::review_status, updated_at = now() where id = ${review.id}::uuid`);
  if (review.location_id) await refreshPlaceRating(tx, review.location_id);
  await audit(tx, actor, status === "hidden" ? "review.hidden" : "review.published", { type: "review", id: review.id }, { status: review.status }, { status, ...context });
  return { id: review.id, changed: true };
}

/** An admin hides a review from its public page or publishes it (again): one transaction, audited. */
export async function moderateReview(input: { actor: Actor; reviewId: string; status: ReviewVisibility }) {
  assertCan(input.actor, "review.moderate");
  return db.transaction((tx) => applyReviewVisibility(tx, input.actor, input.reviewId, input.status));
}

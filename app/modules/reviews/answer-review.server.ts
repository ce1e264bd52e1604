import { sql } from "drizzle-orm";
import { AppError } from "~/lib/app-error";
import { db } from "~/lib/db.server";
import type { Actor } from "~/modules/accounts/actor";
import { audit } from "~/modules/audit/audit.server";
import { createNotification } from "~/modules/engagement/create-notification.server";
import { assertCan } from "~/modules/reviews/permissions";
import { findManagedReview } from "~/modules/reviews/queries.server";
import type { AnswerReviewInput } from "~/modules/reviews/validation";

/**
 * The event's organizer or the place's manager (or an admin) answers a review publicly, or edits the
 * answer. Anybody else's review does not exist for them (REVIEW_NOT_FOUND, nothing changes). The
 * first answer notifies the reviewer (in-app, and by push/e-mail as their settings allow, through the outbox).
 */
export async function answerReview(input: AnswerReviewInput & { actor: Actor; only?: "event" | "location" }) {
  return db.transaction(async (tx) => {
    const review = await findManagedReview(tx, input.reviewId, { forUpdate: true, actorId: input.actor.id });
    // a page of one kind (the business owner's places) never reaches a review of the other kind
    if (input.only && review.targetType !== input.only) throw new AppError("REVIEW_NOT_FOUND");
    assertCan(input.actor, "review.manage", review);
    if (review.owner_response === input.response) return { id: review.id, changed: false };
    const first = review.owner_response == null;
    await tx.execute(sql`update reviews set owner_response = ${input.response}, owner_responded_at = now(), updated_at = now() where id = ${review.id}::uuid`);
    await audit(tx, input.actor, first ? "review.answered" : "review.answer_updated", { type: "review", id: review.id }, { ownerResponse: review.owner_response }, { ownerResponse: input.response });
    if (first && review.user_id) {
      const place = review.targetType === "location";
      const anchor = review.city_id && review.subject_slug ? `/${review.city_id}/${place ? "places" : "events"}/${review.subject_slug}#bewertungen` : null;
      await createNotification(tx, {
        userId: review.user_id,
        type: "comment",
        category: "comments",
        title: "Antwort auf Ihre Bewertung",
        message: `${place ? "Der Betreiber" : "Der Veranstalter"} hat auf Ihre Bewertung von „${review.event_title}“ geantwortet.`,
        actionUrl: anchor,
        entityType: "review",
        entityId: review.id,
      });
    }
    return { id: review.id, changed: true };
  });
}

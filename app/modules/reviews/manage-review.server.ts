import type { Actor } from "~/modules/accounts/actor";
import { answerReview } from "~/modules/reviews/answer-review.server";
import { reportReview } from "~/modules/reviews/report-review.server";
import { manageReviewSchema } from "~/modules/reviews/validation";
import { runFormSubmission } from "~/ui/back-office/form.server";

type Toast = { title: string; description?: string };

/**
 * The organizer reviews page's form: answer (create/edit) or report a review, parsed with the
 * page's own zod schema; German errors land beside their fields. `done` answers a success.
 */
export function manageReview(input: { actor: Actor; form: FormData }, done: (toast: Toast) => Promise<Response>) {
  return runFormSubmission(input.form, manageReviewSchema, async (value) => {
    if (value.intent === "answer") {
      const r = await answerReview({ actor: input.actor, reviewId: value.reviewId, response: value.response });
      return done({ title: r.changed ? "Antwort veröffentlicht" : "Antwort unverändert", description: r.changed ? "Ihre Antwort steht jetzt öffentlich unter der Bewertung." : undefined });
    }
    const r = await reportReview({ actor: input.actor, reviewId: value.reviewId, reason: value.reason });
    return done({ title: "Bewertung gemeldet", description: r.created ? "Die Redaktion prüft Ihre Meldung." : "Ihre Meldung liegt der Redaktion bereits vor." });
  });
}

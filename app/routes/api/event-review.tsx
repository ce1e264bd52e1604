import type { Route } from "./+types/event-review";
import { apiUseCase, formDataToObject, parseInput, readForm } from "~/lib/route-helpers.server";
import { getViewer, requireActor } from "~/modules/accounts/session.server";
import { getReviewEligibility } from "~/modules/reviews/queries.server";
import { reportReviewAsVisitor } from "~/modules/reviews/report-review.server";
import { ownReviewSchema, reportReasonSchema } from "~/modules/reviews/validation";
import { writeOwnReview } from "~/modules/reviews/write-own-review.server";

/**
 * GET → may the signed-in visitor review this event, and their own review (never part of the
 * cached public page: the event page asks for it after hydration, like the favourite hearts).
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  return apiUseCase(async () => {
    const viewer = await getViewer(request);
    if (!viewer) return { signedIn: false as const };
    return { signedIn: true as const, eligibility: await getReviewEligibility(viewer, params.eventId) };
  });
}

/**
 * POST intent=create|update (rating, title, body) or intent=delete → the visitor's own review;
 * intent=report (reviewId, reason) → reports another guest's review to the admins. Anonymous → 401.
 */
export async function action({ request, params }: Route.ActionArgs) {
  return apiUseCase(async () => {
    const viewer = await requireActor(request);
    const form = formDataToObject(await readForm(request));
    if (form.intent === "report") {
      const { reason } = parseInput(form, reportReasonSchema);
      const filed = await reportReviewAsVisitor({ actor: viewer, eventId: params.eventId, reviewId: String(form.reviewId ?? ""), reason });
      return { ok: true as const, created: filed.created };
    }
    const review = parseInput(form, ownReviewSchema);
    return { ok: true, ...(await writeOwnReview({ actor: viewer, eventId: params.eventId, review })) };
  });
}

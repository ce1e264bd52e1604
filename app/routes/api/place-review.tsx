import type { Route } from "./+types/place-review";
import { apiUseCase, formDataToObject, parseInput, readForm } from "~/lib/route-helpers.server";
import { getViewer, requireActor } from "~/modules/accounts/session.server";
import { writeOwnPlaceReview } from "~/modules/reviews/place-reviews.server";
import { getOwnPlaceReview } from "~/modules/reviews/queries.server";
import { reportReviewAsVisitor } from "~/modules/reviews/report-review.server";
import type { ReviewEligibility } from "~/modules/reviews/rules";
import { ownPlaceReviewSchema, reportReasonSchema } from "~/modules/reviews/validation";

/**
 * GET → the signed-in visitor's own review of the place, if any (never part of the cached public
 * page: the place page asks for it after hydration).
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  return apiUseCase(async () => {
    const viewer = await getViewer(request);
    if (!viewer) return { signedIn: false as const };
    const own = await getOwnPlaceReview(viewer.id, params.placeId);
    const eligibility: ReviewEligibility = own ? { state: "reviewed", verified: false, review: own } : { state: "eligible", verified: false };
    return { signedIn: true as const, eligibility };
  });
}

/**
 * POST intent=create|update (rating, title, body) or intent=delete → the visitor's own review of the
 * place; intent=report (reviewId, reason) → reports another visitor's review to the admins. Anonymous → 401.
 */
export async function action({ request, params }: Route.ActionArgs) {
  return apiUseCase(async () => {
    const viewer = await requireActor(request);
    const form = formDataToObject(await readForm(request));
    if (form.intent === "report") {
      const { reason } = parseInput(form, reportReasonSchema);
      const filed = await reportReviewAsVisitor({ actor: viewer, placeId: params.placeId, reviewId: String(form.reviewId ?? ""), reason });
      return { ok: true as const, created: filed.created };
    }
    const review = parseInput(form, ownPlaceReviewSchema);
    return { ok: true, ...(await writeOwnPlaceReview({ actor: viewer, placeId: params.placeId, review })) };
  });
}

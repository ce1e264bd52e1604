import type { Route } from "./+types/event-review";
import { apiUseCase, formDataToObject, parseInput, readForm } from "~/lib/route-helpers.server";
import { getViewer, requireActor } from "~/modules/accounts/session.server";
import { getReviewEligibility } from "~/modules/reviews/queries.server";
import { ownReviewSchema } from "~/modules/reviews/validation";
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

/** POST intent=create|update (rating, title, body) or intent=delete → the visitor's own review. Anonymous → 401. */
export async function action({ request, params }: Route.ActionArgs) {
  return apiUseCase(async () => {
    const viewer = await requireActor(request);
    const review = parseInput(formDataToObject(await readForm(request)), ownReviewSchema);
    return { ok: true, ...(await writeOwnReview({ actor: viewer, eventId: params.eventId, review })) };
  });
}

import { MessageSquareText } from "lucide-react";
import type { Route } from "./+types/reviews";
import { requireUser } from "~/auth-edge/guards.server";
import { loadList } from "~/lib/list/load-list.server";
import { pageUrl } from "~/lib/page-url.server";
import { redirectWithToast } from "~/lib/toast.server";
import { answerReview } from "~/modules/reviews/answer-review.server";
import { OWNER_REVIEWS, ReviewsManagePage, reviewIntents } from "~/modules/reviews/components/organizer-reviews-page";
import { getOwnerReviewsView } from "~/modules/reviews/owner-reviews.server";
import { reportReview } from "~/modules/reviews/report-review.server";
import { ownerReviewsList } from "~/modules/reviews/validation";
import { businessOwner, linkTo, pageTitle } from "~/registry";
import { DataTableError } from "~/ui/back-office";
import { runIntents } from "~/ui/back-office/intents.server";

export const meta: Route.MetaFunction = () => [{ title: pageTitle(businessOwner, businessOwner.pages.reviews) }];

/** The reviews of the places the signed-in owner runs (nobody else's). */
export async function loader({ request }: Route.LoaderArgs) {
  const actor = await requireUser(request);
  return loadList(request, ownerReviewsList, (params) => getOwnerReviewsView(actor, params));
}

/** Answer (intent `answer`, `response`) or report (intent `report`, `reason`) one review (`id`) of the owner's places; any other review → 404. */
export async function action({ request }: Route.ActionArgs) {
  const actor = await requireUser(request);
  const { pathname, search } = pageUrl(request);
  const back = (title: string, description?: string) => redirectWithToast(pathname + search, { type: "success", title, description });
  return runIntents(request, reviewIntents, {
    answer: async ({ id, input }) => {
      const r = await answerReview({ actor, reviewId: id, response: input.response, only: "location" });
      return r.changed ? back("Antwort veröffentlicht", "Ihre Antwort steht jetzt öffentlich unter der Bewertung.") : back("Antwort unverändert");
    },
    report: async ({ id, input }) => {
      const r = await reportReview({ actor, reviewId: id, reason: input.reason, only: "location" });
      return back("Bewertung gemeldet", r.created ? "Die Redaktion prüft Ihre Meldung." : "Ihre Meldung liegt der Redaktion bereits vor.");
    },
  });
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return (
    <ReviewsManagePage
      data={loaderData}
      subject={OWNER_REVIEWS}
      empty={{
        icon: <MessageSquareText aria-hidden="true" className="size-8" />,
        title: "Noch keine Bewertungen",
        body: "Sobald Gäste Ihre Orte bewerten, erscheinen die Bewertungen hier. Sie können öffentlich antworten.",
      }}
    />
  );
}

export function ErrorBoundary() {
  return <DataTableError retryHref={linkTo(businessOwner, "reviews")} />;
}

import { MessageSquareText } from "lucide-react";
import type { Route } from "./+types/reviews";
import { loadList } from "~/lib/list/load-list.server";
import { pageUrl } from "~/lib/page-url.server";
import { redirectWithToast } from "~/lib/toast.server";
import { answerReview } from "~/modules/reviews/answer-review.server";
import { ORGANIZER_REVIEWS, ReviewsManagePage, reviewIntents } from "~/modules/reviews/components/organizer-reviews-page";
import { getOrganizerReviewsView } from "~/modules/reviews/organizer-reviews.server";
import { reportReview } from "~/modules/reviews/report-review.server";
import { organizerReviewsList } from "~/modules/reviews/validation";
import { linkTo, organizer, pageTitle } from "~/registry";
import { DataTableError } from "~/ui/back-office";
import { runIntents } from "~/ui/back-office/intents.server";
import { requireOrganizerArea } from "~/routes/organizer/team-guard.server";

export const meta: Route.MetaFunction = () => [{ title: pageTitle(organizer, organizer.pages.reviews) }];

export async function loader({ request }: Route.LoaderArgs) {
  const actor = await requireOrganizerArea(request, "events");
  return loadList(request, organizerReviewsList, (params) => getOrganizerReviewsView(actor, params));
}

/** Answer (intent `answer`, `response`) or report (intent `report`, `reason`) one review (`id`); another organizer's review → 404. */
export async function action({ request }: Route.ActionArgs) {
  const actor = await requireOrganizerArea(request, "events");
  const { pathname, search } = pageUrl(request);
  const back = (title: string, description?: string) => redirectWithToast(pathname + search, { type: "success", title, description });
  return runIntents(request, reviewIntents, {
    answer: async ({ id, input }) => {
      const r = await answerReview({ actor, reviewId: id, response: input.response });
      return r.changed ? back("Antwort veröffentlicht", "Ihre Antwort steht jetzt öffentlich unter der Bewertung.") : back("Antwort unverändert");
    },
    report: async ({ id, input }) => {
      const r = await reportReview({ actor, reviewId: id, reason: input.reason });
      return back("Bewertung gemeldet", r.created ? "Die Redaktion prüft Ihre Meldung." : "Ihre Meldung liegt der Redaktion bereits vor.");
    },
  });
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return (
    <ReviewsManagePage
      data={loaderData}
      subject={ORGANIZER_REVIEWS}
      empty={{
        icon: <MessageSquareText aria-hidden="true" className="size-8" />,
        title: "Noch keine Bewertungen",
        body: "Nach dem Ende eines Events können Gäste mit Ticket es bewerten. Ihre Bewertungen erscheinen dann hier.",
      }}
    />
  );
}

export function ErrorBoundary() {
  return <DataTableError retryHref={linkTo(organizer, "reviews")} />;
}

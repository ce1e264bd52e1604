import { MessageSquareText } from "lucide-react";
import type { Route } from "./+types/reviews";
import { organizer, pageTitle } from "~/registry";
import { pageUrl } from "~/lib/page-url.server";
import { readForm, throwAsResponse } from "~/lib/route-helpers.server";
import { redirectWithToast } from "~/lib/toast.server";
import { requireRole } from "~/auth-edge/guards.server";
import { manageReview } from "~/modules/reviews/manage-review.server";
import { getOrganizerReviewsView } from "~/modules/reviews/organizer-reviews.server";
import { organizerReviewsList } from "~/modules/reviews/validation";
import { OrganizerReviewsPage } from "~/modules/reviews/components/organizer-reviews-page";
import { DataTableError, parseListParams } from "~/ui/back-office";

export const meta: Route.MetaFunction = () => [{ title: pageTitle(organizer, organizer.pages.reviews) }];

export async function loader({ request }: Route.LoaderArgs) {
  const actor = await requireRole(request, "organizer");
  const params = parseListParams(pageUrl(request), organizerReviewsList);
  const view = await getOrganizerReviewsView(actor, params).catch(throwAsResponse);
  return { ...view, sort: params.sort, dir: params.dir, notices: params.notices };
}

/** intent=answer (reviewId, response) or intent=report (reviewId, reason); another organizer's review → 404. */
export async function action({ request }: Route.ActionArgs) {
  const actor = await requireRole(request, "organizer");
  const form = await readForm(request);
  const { pathname, search } = pageUrl(request);
  return manageReview({ actor, form }, (toast) => redirectWithToast(pathname + search, { type: "success", ...toast }));
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return (
    <OrganizerReviewsPage
      data={loaderData}
      empty={{
        icon: <MessageSquareText aria-hidden="true" className="size-8" />,
        title: "Noch keine Bewertungen",
        body: "Nach dem Ende eines Events können Gäste mit Ticket es bewerten. Ihre Bewertungen erscheinen dann hier.",
      }}
    />
  );
}

export function ErrorBoundary() {
  return <DataTableError retryHref="/organizer/reviews" />;
}

import type { PublicReview, ReviewSummary } from "~/modules/reviews/queries.server";
import { ReviewList, ReviewSummaryCard } from "~/modules/reviews/components/review-list";

/** The public organizer page's reviews: average and count over all their events, the latest reviews with their event. */
export function OrganizerReviewsSection({ data, organizerName }: { data: { summary: ReviewSummary; reviews: PublicReview[] }; organizerName: string }) {
  if (data.summary.count === 0) return null;
  return (
    <section aria-labelledby="bewertungen" className="mt-12 grid gap-6 lg:grid-cols-[22rem_1fr] lg:items-start">
      <div className="lg:sticky lg:top-24">
        <h2 id="bewertungen" className="text-2xl font-bold">
          Bewertungen der Gäste
        </h2>
        <p className="mt-1 text-muted">Über alle Events von {organizerName}.</p>
        <div className="mt-4">
          <ReviewSummaryCard summary={data.summary} />
        </div>
      </div>
      <ReviewList reviews={data.reviews} organizerName={organizerName} />
    </section>
  );
}

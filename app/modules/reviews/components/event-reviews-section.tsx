import { MessageSquareText } from "lucide-react";
import { Link } from "react-router";
import type { PublicReview, ReviewSummary } from "~/modules/reviews/queries.server";
import { OwnReviewPanel } from "~/modules/reviews/components/own-review-panel";
import { ReviewList, ReviewSummaryCard } from "~/modules/reviews/components/review-list";

export type EventReviewsData = { ended: boolean; summary: ReviewSummary; reviews: PublicReview[] };

/**
 * The reviews section of an event page: average, count and published reviews (the same for every
 * visitor, part of the cached page) and the visitor's own part, loaded after hydration.
 */
export function EventReviewsSection({ data, eventId, href, city, organizerName }: { data: EventReviewsData; eventId: string; href: string; city: string; organizerName: string | null }) {
  if (!data.ended) return null;
  const signInHref = `/${city}/auth?redirectTo=${encodeURIComponent(`${href}#bewertungen`)}`;
  return (
    <section aria-labelledby="bewertungen" className="mt-10 scroll-mt-24">
      <h2 id="bewertungen" className="text-2xl font-bold">
        Bewertungen
      </h2>
      <div className="mt-4 flex flex-col gap-4">
        {data.summary.count > 0 ? (
          <ReviewSummaryCard summary={data.summary} />
        ) : (
          <p className="flex items-center gap-2 rounded-[var(--radius-card)] border border-dashed border-line bg-white px-5 py-4 text-muted">
            <MessageSquareText aria-hidden="true" className="size-5 shrink-0" /> Noch keine Bewertungen. Gäste mit Ticket können das Event nach dem Besuch bewerten.
          </p>
        )}
        <OwnReviewPanel
          subject={{
            api: `/api/events/${eventId}/review`,
            heading: "Wie war's? Bewerten Sie das Event",
            bodyMax: 3000,
            answerer: "des Veranstalters",
            signIn: (
              <p className="rounded-xl bg-sand px-4 py-3 text-sm">
                Sie waren dabei?{" "}
                <Link to={signInHref} className="font-semibold text-primary-strong underline">
                  Melden Sie sich an
                </Link>
                , um das Event zu bewerten.
              </p>
            ),
          }}
        />
        {data.reviews.length > 0 ? <ReviewList reviews={data.reviews} organizerName={organizerName} reportAction={`/api/events/${eventId}/review`} /> : null}
      </div>
    </section>
  );
}

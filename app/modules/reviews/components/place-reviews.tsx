import { ChevronLeft, ChevronRight, MessageSquareText } from "lucide-react";
import { Link } from "react-router";
import { OwnReviewPanel } from "~/modules/reviews/components/own-review-panel";
import { ReviewList, ReviewSummaryCard } from "~/modules/reviews/components/review-list";
import { PLACE_REVIEWS_PARAM, type PlaceReviewsData } from "~/modules/reviews/rules";
import { buttonClass } from "~/ui/button";

/**
 * The reviews section of a public place page: average, count and distribution, one page of published
 * reviews (newest first) with the owner's answer and 'Melden', and the visitor's own review (loaded
 * after hydration: the cached page is the same for everyone).
 */
export function PlaceReviewsSection({ data, placeId, placeName, city, href }: { data: PlaceReviewsData; placeId: string; placeName: string; city: string; href: string }) {
  const api = `/api/places/${placeId}/review`;
  const signInHref = `/${city}/auth?redirectTo=${encodeURIComponent(`${href}#bewertungen`)}`;
  const pageHref = (n: number) => (n <= 1 ? `${href}#bewertungen` : `${href}?${PLACE_REVIEWS_PARAM}=${n}#bewertungen`);
  return (
    <section aria-labelledby="bewertungen" className="scroll-mt-36">
      <h2 id="bewertungen" className="text-2xl font-bold">
        Bewertungen
      </h2>
      <div className="mt-4 flex flex-col gap-4">
        {data.summary.count > 0 ? (
          <ReviewSummaryCard summary={data.summary} />
        ) : (
          <p className="flex items-center gap-2 rounded-[var(--radius-card)] border border-dashed border-line bg-white px-5 py-4 text-muted">
            <MessageSquareText aria-hidden="true" className="size-5 shrink-0" /> Noch keine Bewertungen. Waren Sie schon hier? Schreiben Sie die erste.
          </p>
        )}
        <OwnReviewPanel
          subject={{
            api,
            heading: `Wie gefällt Ihnen ${placeName}?`,
            bodyMax: 2000,
            answerer: "des Betreibers",
            signIn: (
              <div className="rounded-xl bg-sand px-4 py-3 text-sm" data-testid="review-sign-in">
                <p className="font-semibold">Anmeldung erforderlich</p>
                <p className="mt-1">
                  <Link to={signInHref} className="font-semibold text-primary-strong underline">
                    Melden Sie sich an
                  </Link>
                  , um diesen Ort zu bewerten.
                </p>
              </div>
            ),
          }}
        />
        {data.reviews.length > 0 ? <ReviewList reviews={data.reviews} organizerName={null} answerer="des Betreibers" reportAction={api} /> : null}
        {data.pageCount > 1 ? (
          <nav aria-label="Seiten der Bewertungen" className="flex flex-wrap items-center justify-between gap-3">
            {data.page > 1 ? (
              <Link to={pageHref(data.page - 1)} className={buttonClass("outline", "sm")} preventScrollReset>
                <ChevronLeft aria-hidden="true" className="size-4" /> Neuere
              </Link>
            ) : (
              <span />
            )}
            <p className="text-sm text-muted" aria-current="page">
              Seite {data.page} von {data.pageCount}
            </p>
            {data.page < data.pageCount ? (
              <Link to={pageHref(data.page + 1)} className={buttonClass("outline", "sm")} preventScrollReset>
                Ältere <ChevronRight aria-hidden="true" className="size-4" />
              </Link>
            ) : (
              <span />
            )}
          </nav>
        ) : null}
      </div>
    </section>
  );
}

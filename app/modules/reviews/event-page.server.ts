import { loadEventDetail } from "~/modules/events/detail-loader.server";
import { aggregateRatingOf } from "~/modules/reviews/rules";
import { getEventReviews } from "~/modules/reviews/queries.server";

const NO_REVIEWS = { count: 0, average: 0, distribution: [0, 0, 0, 0, 0] as [number, number, number, number, number] };

/**
 * The public event page (events, workshops, activities): the event's detail and, once the event is
 * over, its published reviews — with the average in the page's JSON-LD. An upcoming event's page asks
 * for no reviews.
 */
export async function loadEventPage(param: string, city: string) {
  const detail = await loadEventDetail(param, city);
  const found = detail.event.ended ? await getEventReviews(detail.event.id) : null;
  const summary = found?.summary ?? NO_REVIEWS;
  return {
    ...detail,
    reviews: { ended: detail.event.ended, summary, reviews: found?.reviews ?? [] },
    jsonLd: { ...detail.jsonLd, ...aggregateRatingOf(summary) },
  };
}

export type EventPageData = Awaited<ReturnType<typeof loadEventPage>>;

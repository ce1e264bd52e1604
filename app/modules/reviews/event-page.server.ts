import { loadEventDetail } from "~/modules/events/detail-loader.server";
import { aggregateRatingOf } from "~/modules/reviews/rules";
import { getEventReviews } from "~/modules/reviews/queries.server";
import { acceptsWaitlistJoins } from "~/modules/ticketing/waitlist.server";

const NO_REVIEWS = { count: 0, average: 0, distribution: [0, 0, 0, 0, 0] as [number, number, number, number, number] };

/**
 * The public event page (events, workshops, activities): the event's detail and, once the event is
 * over, its published reviews — with the average in the page's JSON-LD. An upcoming event's page asks
 * for no reviews. `waitlist`: the event's waiting list takes entries now (its hold hours), else null.
 */
export async function loadEventPage(param: string, city: string) {
  const detail = await loadEventDetail(param, city);
  const found = detail.event.ended ? await getEventReviews(detail.event.id) : null;
  const summary = found?.summary ?? NO_REVIEWS;
  const e = detail.event;
  // the booking box offers the waiting list only where joining is possible (switched on, full, in time)
  const joinable = acceptsWaitlistJoins(
    { ...e, startDate: new Date(e.startDate), bookingDeadline: e.bookingDeadline ? new Date(e.bookingDeadline) : null },
    new Date(),
  );
  return {
    ...detail,
    waitlist: joinable ? { holdHours: e.waitlistHoldHours } : null,
    reviews: { ended: detail.event.ended, summary, reviews: found?.reviews ?? [] },
    jsonLd: { ...detail.jsonLd, ...aggregateRatingOf(summary) },
  };
}

export type EventPageData = Awaited<ReturnType<typeof loadEventPage>>;

import type { ReactNode } from "react";
import { eventHref } from "~/modules/events/card-data";
import { EventDetailPage } from "~/modules/events/components/event-detail-page";
import { EventReviewsSection } from "~/modules/reviews/components/event-reviews-section";
import { WaitlistBox } from "~/modules/ticketing/components/waitlist-box";
import { cityHref } from "~/lib/cities";
import type { EventPageData } from "~/modules/reviews/event-page.server";

/** The public event page: the event's detail with its reviews section. */
export function EventPage({
  data,
  city,
  backHref,
  backLabel,
  otherDates,
}: {
  data: EventPageData;
  city: string;
  backHref: string;
  backLabel: string;
  /** The other dates of the event's series ('Weitere Termine'). */
  otherDates?: ReactNode;
}) {
  const e = data.event;
  return (
    <EventDetailPage
      data={data}
      city={city}
      backHref={backHref}
      backLabel={backLabel}
      otherDates={otherDates}
      waitlist={
        data.waitlist ? (
          <WaitlistBox
            eventId={e.id}
            holdHours={data.waitlist.holdHours}
          checkoutHref={cityHref(city, `/events/${e.slug}/tickets`)}
            authHref={cityHref(city, `/auth?redirectTo=${encodeURIComponent(eventHref(city, e, true))}`)}
          />
        ) : null
      }
      reviews={<EventReviewsSection data={data.reviews} eventId={e.id} href={eventHref(city, e, true)} city={city} organizerName={e.organizerName} />}
    />
  );
}

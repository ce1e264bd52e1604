import { Link } from "react-router";
import { formatDayOfMonth, formatDate, formatMonthShort, formatTime, formatWeekday } from "~/lib/format";
import { LabelledText } from "~/ui/labelled-text";
import { cn } from "~/lib/cn";
import { FavoriteButton } from "~/ui/favorite-button";
import { eventHref, type EventCardData } from "~/modules/events/card-data";
import { priceDisplay, visibleTags } from "~/modules/events/price-display";

export type { EventCardData } from "~/modules/events/card-data";

/**
 * The event card used everywhere (home rows, lists, blog embeds, /tickets, favorites):
 * image, date dd.MM.yyyy and time, venue, 3 tags then '+N', price or 'Ausverkauft'.
 */
export function EventCard({
  event,
  city,
  className,
  compact = false,
  headingLevel = 3,
  priority = false,
  now,
  distanceKm,
}: {
  event: EventCardData;
  city: string;
  className?: string;
  /** narrower card for horizontal rows */
  compact?: boolean;
  headingLevel?: 2 | 3 | 4;
  /** load the image eagerly (first cards above the fold) */
  priority?: boolean;
  /** reference time for early-bird rules (server render passes none) */
  now?: Date;
  /** distance from the radius centre, shown beside the venue */
  distanceKm?: number | null;
}) {
  const price = priceDisplay(event, now);
  const tags = visibleTags(event.tags);
  const href = eventHref(city, event, true);
  const Heading = `h${headingLevel}` as const;
  const cancelled = event.status === "cancelled";
  return (
    <article
      className={cn(
        "group ec-card",
        className,
      )}
      data-testid="event-card"
    >
      <div className="ec-media">
        <img
          src={event.imageUrl}
          alt={`Bild zu ${event.title}`}
          width={600}
          height={400}
          loading={priority ? "eager" : "lazy"}
          decoding="async"
          className="ec-img"
        />
        <div className="ec-date">
          <span className="ec-month">{formatMonthShort(event.startDate)}</span>
          <span className="ec-day">{formatDayOfMonth(event.startDate)}</span>
        </div>
        <div className="ec-fav">
          <FavoriteButton type="event" id={event.id} label={event.title} />
        </div>
        {event.categoryName ? (
          <span className="ec-cat">
            <span aria-hidden="true" className="ec-dot" style={{ backgroundColor: event.categoryColor ?? "var(--color-secondary)" }} />
            {event.categoryName}
          </span>
        ) : null}
      </div>
      <div className={cn("ec-body", compact ? "p-4" : "p-5")}>
        <p className="ec-when">
          <span>
            <span className="sr-only">{formatWeekday(event.startDate)}, </span>
            <time dateTime={event.startDate}>{formatDate(event.startDate)}</time> · {formatTime(event.startDate)} Uhr
          </span>
        </p>
        <Heading className={cn("ec-title", compact ? "text-lg" : "text-xl")}>
          <Link to={href} className="ec-link" prefetch="intent">
            {event.title}
          </Link>
        </Heading>
        {event.venueName ? (
          <p className="ec-venue">
            <span className="truncate">{event.venueName}</span>
            {distanceKm != null ? (
              <span className="ml-auto shrink-0 rounded-full bg-secondary-soft px-2 py-0.5 text-xs font-semibold text-secondary">
                {distanceKm.toLocaleString("de-DE", { maximumFractionDigits: 1 })} km
                <span className="sr-only"> entfernt</span>
              </span>
            ) : null}
          </p>
        ) : null}
        {tags.shown.length > 0 ? (
          <ul className="ec-tags" aria-label="Schlagworte">
            {tags.shown.map((t) => (
              <li key={t} className="ec-tag">
                {t}
              </li>
            ))}
            {tags.more > 0 ? (
              <li className="rounded-full bg-sand px-2 py-0.5 text-xs font-medium text-muted">
                <LabelledText label={`${tags.more} weitere`}>+{tags.more}</LabelledText>
              </li>
            ) : null}
          </ul>
        ) : null}
        <div className="ec-foot">
          {cancelled ? (
            <span className="rounded-full bg-danger px-3 py-1 text-sm font-semibold text-white">Abgesagt</span>
          ) : price.kind === "sold_out" ? (
            <span className="rounded-full bg-ink px-3 py-1 text-sm font-semibold text-white" data-testid="price">
              Ausverkauft
            </span>
          ) : (
            <span className="ec-price" data-testid="price">
              {price.kind === "free" ? (
                <span className="text-accent-ink">Eintritt frei</span>
              ) : (
                <span className="whitespace-nowrap">{price.label}</span>
              )}
              {price.kind === "single" && price.regularLabel ? (
                <span className="text-sm font-normal text-muted line-through">
                  <span className="sr-only">statt </span>
                  {price.regularLabel}
                </span>
              ) : null}
            </span>
          )}
          {price.kind !== "sold_out" && !cancelled && "earlyBird" in price && price.earlyBird ? (
            <span className="shrink-0 whitespace-nowrap rounded-full bg-accent-ink px-2 py-0.5 text-xs font-semibold text-white">Frühbucher</span>
          ) : null}
        </div>
      </div>
    </article>
  );
}

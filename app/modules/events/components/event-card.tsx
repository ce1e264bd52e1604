import { Link } from "react-router";
import { formatDayOfMonth, formatDate, formatMonthShort, formatTime, formatWeekday } from "~/lib/format";
import { cn } from "~/lib/cn";
import { FavoriteButton } from "~/modules/engagement/components/favorite-button";
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
        "group relative flex h-full flex-col overflow-hidden rounded-[var(--radius-card)] border border-line bg-white shadow-sm transition-shadow hover:shadow-lg",
        className,
      )}
      data-testid="event-card"
    >
      <div className="relative aspect-[3/2] overflow-hidden bg-sand">
        <img
          src={event.imageUrl}
          alt={`Bild zu ${event.title}`}
          width={600}
          height={400}
          loading={priority ? "eager" : "lazy"}
          decoding="async"
          className="size-full object-cover transition-transform duration-300 group-hover:scale-[1.03]"
        />
        <div className="absolute top-3 left-3 flex flex-col items-center rounded-xl bg-white/95 px-2.5 py-1.5 text-center leading-none shadow-sm">
          <span className="text-[0.7rem] font-semibold uppercase text-primary-strong">{formatMonthShort(event.startDate)}</span>
          <span className="font-display text-2xl font-bold text-ink">{formatDayOfMonth(event.startDate)}</span>
        </div>
        <div className="absolute top-2 right-2 z-10">
          <FavoriteButton type="event" id={event.id} label={event.title} />
        </div>
        {event.categoryName ? (
          <span className="absolute bottom-3 left-3 inline-flex items-center gap-1.5 rounded-full bg-white/95 px-2.5 py-0.5 text-xs font-semibold text-ink shadow-sm">
            <span aria-hidden="true" className="size-2 rounded-full" style={{ backgroundColor: event.categoryColor ?? "var(--color-secondary)" }} />
            {event.categoryName}
          </span>
        ) : null}
      </div>
      <div className={cn("flex flex-1 flex-col gap-2", compact ? "p-4" : "p-5")}>
        <p className="text-sm font-medium text-primary-strong">
          <span>
            <span className="sr-only">{formatWeekday(event.startDate)}, </span>
            <time dateTime={event.startDate}>{formatDate(event.startDate)}</time> · {formatTime(event.startDate)} Uhr
          </span>
        </p>
        <Heading className={cn("font-display font-semibold leading-snug", compact ? "text-lg" : "text-xl")}>
          <Link to={href} className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none" prefetch="intent">
            {event.title}
          </Link>
        </Heading>
        {event.venueName ? (
          <p className="flex items-center gap-1.5 text-sm text-muted">
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
          <ul className="flex flex-wrap gap-1.5" aria-label="Schlagworte">
            {tags.shown.map((t) => (
              <li key={t} className="rounded-full bg-sand px-2 py-0.5 text-xs font-medium text-ink">
                {t}
              </li>
            ))}
            {tags.more > 0 ? (
              <li className="rounded-full bg-sand px-2 py-0.5 text-xs font-medium text-muted" aria-label={`${tags.more} weitere`}>
                +{tags.more}
              </li>
            ) : null}
          </ul>
        ) : null}
        <div className="mt-auto flex items-center justify-between gap-2 pt-2">
          {cancelled ? (
            <span className="rounded-full bg-danger px-3 py-1 text-sm font-semibold text-white">Abgesagt</span>
          ) : price.kind === "sold_out" ? (
            <span className="rounded-full bg-ink px-3 py-1 text-sm font-semibold text-white" data-testid="price">
              Ausverkauft
            </span>
          ) : (
            <span className="flex flex-wrap items-baseline gap-x-2 font-semibold text-ink" data-testid="price">
              {price.kind === "free" ? (
                <span className="text-accent-ink">Eintritt frei</span>
              ) : (
                <span>{price.label}</span>
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
            <span className="rounded-full bg-accent-ink px-2 py-0.5 text-xs font-semibold text-white">Frühbucher</span>
          ) : null}
        </div>
      </div>
    </article>
  );
}

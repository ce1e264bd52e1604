import { bigint, bigserial, date, index, integer, pgTable, primaryKey, text, unique, uuid } from "drizzle-orm/pg-core";
import { events } from "~/modules/events/schema";
import { locations } from "~/modules/places/schema";

/**
 * Event page views and checkout starts per day and traffic source, counted on the server
 * without cookies and without bots (one row per event, day and source; increments only).
 */
export const eventTraffic = pgTable(
  "event_traffic",
  {
    eventId: uuid()
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    /** Day in Europe/Berlin. */
    day: date({ mode: "string" }).notNull(),
    /** city_home | search | category | external | direct | other */
    source: text().notNull(),
    views: integer().notNull().default(0),
    checkoutStarts: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.day, t.source] }), index().on(t.day)],
);

// the figures of one event (and ticket category name) on one day in Europe/Berlin, kept by triggers
// on bookings, booking_items and booking_attendees (migration 0010, docs/decisions/0010-stats-roll-up.md)
const statsFigures = () => ({
  eventId: uuid().notNull(),
  /** Day in Europe/Berlin the figure counts on; null for the event's attendance (not tied to a day). */
  day: date({ mode: "string" }),
  /** '' for booking figures; a ticket category name (booking item snapshot) for that category's tickets and revenue. */
  ticketName: text().notNull().default(""),
  /** Confirmed bookings, by day of confirmation. */
  bookings: integer().notNull().default(0),
  tickets: integer().notNull().default(0),
  grossCents: bigint({ mode: "number" }).notNull().default(0),
  /** Gross minus what was refunded since. */
  netCents: bigint({ mode: "number" }).notNull().default(0),
  /** Refunded bookings and amounts, by the booking's last change. */
  refunds: integer().notNull().default(0),
  refundedCents: bigint({ mode: "number" }).notNull().default(0),
  /** Cancelled bookings, by day of cancellation. */
  cancelled: integer().notNull().default(0),
  /** Valid attendees of confirmed bookings, and those checked in (rows with day null). */
  attendees: integer().notNull().default(0),
  checkedIn: integer().notNull().default(0),
});

/**
 * Changes to the figures, appended by the triggers in the writing transaction (no row is updated,
 * so concurrent bookings never wait on each other here). Folded into `event_stats_daily` by
 * `compactEventStats()`; readers sum both (the view `event_stats`).
 */
export const eventStatsDeltas = pgTable("event_stats_deltas", {
  id: bigserial({ mode: "number" }).primaryKey(),
  ...statsFigures(),
});

/** The compacted figures: one row per event, day and ticket name. */
export const eventStatsDaily = pgTable(
  "event_stats_daily",
  statsFigures(),
  (t) => [unique("event_stats_daily_key").on(t.eventId, t.day, t.ticketName).nullsNotDistinct(), index().on(t.day)],
);

/**
 * What visitors search for on the search page, per day and city: the query in normal form (lower
 * case, single spaces), how often, how often it found nothing and the last result count. No user,
 * no IP, no time of day — only what is needed to see what people look for and do not find.
 */
export const searchQueries = pgTable(
  "search_queries",
  {
    /** Day in Europe/Berlin. */
    day: date({ mode: "string" }).notNull(),
    /** The city page the search ran on ("" = without a city). */
    cityId: text().notNull().default(""),
    query: text().notNull(),
    searches: integer().notNull().default(0),
    zeroResults: integer().notNull().default(0),
    lastResultCount: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.cityId, t.query] }), index().on(t.day)],
);

/**
 * Public place page views and clicks on its phone, website and route links per day and traffic
 * source, counted on the server without cookies and without bots (one row per place, day and source;
 * increments only). Views from the search page are the "searches that led to the place".
 */
export const placeTraffic = pgTable(
  "place_traffic",
  {
    locationId: uuid()
      .notNull()
      .references(() => locations.id, { onDelete: "cascade" }),
    /** Day in Europe/Berlin. */
    day: date({ mode: "string" }).notNull(),
    /** city_home | search | category | external | direct | other (traffic-sources.ts) */
    source: text().notNull(),
    views: integer().notNull().default(0),
    phoneClicks: integer().notNull().default(0),
    websiteClicks: integer().notNull().default(0),
    routeClicks: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.locationId, t.day, t.source] }), index().on(t.day)],
);

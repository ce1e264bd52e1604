import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  timestamp,
  uuid,
  type AnyPgColumn,
} from "drizzle-orm/pg-core";
import { createdAt, germanDocument, tsvector, updatedAt } from "~/lib/schema-helpers";
import { user } from "~/modules/accounts/schema";
import { cities } from "~/modules/cities/schema";
import { artists, organizers } from "~/modules/people/schema";
import { locations } from "~/modules/places/schema";
import { GEO_PRECISIONS } from "~/modules/places/geo-precision";

/** The ten home categories (featured is a flag, not a category row). */
export const eventCategories = pgTable("event_categories", {
  id: text().primaryKey(),
  name: text().notNull(),
  slug: text().notNull().unique(),
  color: text().notNull().default("#554c9a"),
  icon: text().notNull().default("calendar"),
  /** Keywords for the home-row fallback match (spec §9). */
  keywords: text().array().notNull().default(sql`'{}'::text[]`),
  sortOrder: integer().notNull().default(0),
});

export const eventStatusEnum = pgEnum("event_status", ["draft", "published", "cancelled", "sold_out"]);
export const eventKindEnum = pgEnum("event_kind", ["event", "workshop", "activity"]);

export const events = pgTable(
  "events",
  {
    id: uuid().primaryKey().defaultRandom(),
    title: text().notNull(),
    /** title slug + "-" + first segment of the id */
    slug: text().notNull().unique(),
    kind: eventKindEnum().notNull().default("event"),
    shortDescription: text().notNull().default(""),
    description: text().notNull().default(""),
    status: eventStatusEnum().notNull().default("published"),
    isFeatured: boolean().notNull().default(false),
    startDate: timestamp({ withTimezone: true }).notNull(),
    endDate: timestamp({ withTimezone: true }),
    imageUrl: text(),
    /** German alt text of the uploaded image. */
    imageAlt: text(),
    featuredImageUrl: text(),
    /** Lowest regular price in cents; 0 = free. Ticket categories carry their own prices. */
    priceCents: integer().notNull().default(0),
    maxParticipants: integer(),
    currentParticipants: integer().notNull().default(0),
    /** Largest number of tickets in one order (bots). */
    maxTicketsPerOrder: integer().notNull().default(10),
    /** Whether visitors can join a waiting list once the event is sold out (issue 26; the organizer switches it). */
    waitlistEnabled: boolean().notNull().default(true),
    /** How many hours a seat offered to the first in line stays reserved for them (1–168). */
    waitlistHoldHours: integer().notNull().default(24),
    tags: text().array().notNull().default(sql`'{}'::text[]`),
    requirements: text(),
    contactEmail: text(),
    externalUrl: text(),
    bookingRequired: boolean().notNull().default(false),
    bookingDeadline: timestamp({ withTimezone: true }),
    externalTicketUrl: text(),
    organizerId: uuid().references(() => organizers.id, { onDelete: "set null" }),
    createdBy: text().references(() => user.id, { onDelete: "set null" }),
    /** Snapshot for events without an organizer row (imports). */
    organizerName: text(),
    organizerAvatar: text(),
    categoryId: text().references(() => eventCategories.id, { onDelete: "set null" }),
    cityId: text().references(() => cities.id, { onDelete: "set null" }),
    venueId: uuid().references(() => locations.id, { onDelete: "set null" }),
    /** Venue snapshot (also used when the venue is not a place of ours). */
    venueName: text(),
    venueAddress: text(),
    venueCity: text(),
    venuePostalCode: text(),
    venueCapacity: integer(),
    venueWebsite: text(),
    /** Copied from the venue for radius search. */
    latitude: doublePrecision(),
    longitude: doublePrecision(),
    /** How exactly the coordinates mark the venue (a postal code's point is an "ungefähre Lage"). */
    geoPrecision: text({ enum: GEO_PRECISIONS }).notNull().default("exact"),
    cancelledAt: timestamp({ withTimezone: true }),
    cancellationReason: text(),
    /** The series ('Terminserie') this date belongs to: each date is its own event (seats, tickets, check-in). */
    seriesId: uuid().references((): AnyPgColumn => eventSeries.id, { onDelete: "set null" }),
    publishedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    searchVector: tsvector().generatedAlwaysAs(
      germanDocument(["title", "A"], ["short_description", "B"], ["venue_name", "C"]),
    ),
  },
  (t) => [
    check("events_participants_nonnegative", sql`${t.currentParticipants} >= 0`),
    check(
      "events_never_oversold",
      sql`${t.maxParticipants} is null or ${t.currentParticipants} <= ${t.maxParticipants}`,
    ),
    check("events_price_nonnegative", sql`${t.priceCents} >= 0`),
    check("events_geo_precision", sql`${t.geoPrecision} in ('exact', 'street', 'postcode', 'city')`),
    check("events_max_per_order", sql`${t.maxTicketsPerOrder} between 1 and 100`),
    check("events_waitlist_hold_hours", sql`${t.waitlistHoldHours} between 1 and 168`),
    index().on(t.status, t.startDate),
    index().on(t.cityId, t.status, t.startDate),
    index().on(t.kind, t.status, t.startDate),
    index().on(t.categoryId, t.status, t.startDate),
    index().on(t.isFeatured, t.status, t.startDate),
    index().on(t.venueId, t.startDate),
    index().on(t.organizerId, t.startDate),
    index().on(t.seriesId, t.startDate),
    index().on(t.createdBy),
    index().on(t.priceCents),
    index().on(t.latitude, t.longitude),
    index("events_venue_name_lower_idx").on(sql`lower(${t.venueName})`),
    index("events_tags_idx").using("gin", t.tags),
    index("events_search_idx").using("gin", t.searchVector),
    index("events_title_trgm_idx").using("gin", sql`public.f_unaccent(lower(${t.title})) gin_trgm_ops`),
    // the back-office event lists: newest/oldest first within a kind, and the text search over title and venue
    index("events_kind_start_date_id_idx").on(t.kind, t.startDate, t.id),
    index("events_venue_name_trgm_idx").using("gin", sql`public.f_unaccent(lower(${t.venueName})) gin_trgm_ops`),
  ],
);

export const seriesFrequencyEnum = pgEnum("event_series_frequency", ["daily", "weekly", "biweekly", "monthly"]);

/**
 * An event series ('Terminserie'): the rule its dates were generated by (every day, week, two weeks or
 * month on the same date, at the first date's local time in Berlin). The dates are events with `seriesId`.
 */
export const eventSeries = pgTable(
  "event_series",
  {
    id: uuid().primaryKey().defaultRandom(),
    frequency: seriesFrequencyEnum().notNull(),
    /** Number of dates generated (the first one included). */
    dateCount: integer().notNull(),
    /** The first date's wall-clock time in Berlin ("2026-12-10T19:30"); every date keeps this time of day. */
    firstLocal: text().notNull(),
    sourceEventId: uuid().references((): AnyPgColumn => events.id, { onDelete: "set null" }),
    createdBy: text().references(() => user.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [check("event_series_date_count", sql`${t.dateCount} between 2 and 52`)],
);

export const ticketCategories = pgTable(
  "ticket_categories",
  {
    id: uuid().primaryKey().defaultRandom(),
    eventId: uuid()
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    name: text().notNull(),
    description: text().notNull().default(""),
    priceCents: integer().notNull(),
    isActive: boolean().notNull().default(true),
    earlyBirdPriceCents: integer(),
    earlyBirdEndDate: timestamp({ withTimezone: true }),
    /** Optional capacity of this category; the event's max_participants always applies. */
    capacity: integer(),
    soldCount: integer().notNull().default(0),
    /** Sale window of this category (null = from publication / until the event starts). */
    saleStartsAt: timestamp({ withTimezone: true }),
    saleEndsAt: timestamp({ withTimezone: true }),
    /** Largest number of this category's tickets in one order (null = the event's limit). */
    maxPerOrder: integer(),
    sortOrder: integer().notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index().on(t.eventId, t.sortOrder),
    check("ticket_categories_price_nonnegative", sql`${t.priceCents} >= 0`),
    check(
      "ticket_categories_early_bird",
      sql`${t.earlyBirdPriceCents} is null or (${t.earlyBirdPriceCents} >= 0 and ${t.earlyBirdPriceCents} <= ${t.priceCents})`,
    ),
    check("ticket_categories_sold_nonnegative", sql`${t.soldCount} >= 0`),
    check("ticket_categories_capacity", sql`${t.capacity} is null or ${t.soldCount} <= ${t.capacity}`),
  ],
);

export const cancellationJobStatusEnum = pgEnum("event_cancellation_status", ["pending", "running", "done", "failed"]);

/**
 * The background job that cancels an event's bookings and refunds them (one per event: the unique
 * index makes a second start impossible). Progress is counted here; each booking is refunded with
 * the idempotency key `event-cancel:<bookingId>`, so a resumed or repeated run pays nobody twice.
 */
export const eventCancellationJobs = pgTable(
  "event_cancellation_jobs",
  {
    id: uuid().primaryKey().defaultRandom(),
    eventId: uuid()
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    requestedBy: text().references(() => user.id, { onDelete: "set null" }),
    reason: text().notNull(),
    /** The organizer's message to the buyers (in the e-mail and the notification). */
    message: text().notNull().default(""),
    status: cancellationJobStatusEnum().notNull().default("pending"),
    totalBookings: integer().notNull().default(0),
    processedBookings: integer().notNull().default(0),
    refundedCents: integer().notNull().default(0),
    failedBookings: integer().notNull().default(0),
    attempts: integer().notNull().default(0),
    lastError: text(),
    lockedUntil: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    finishedAt: timestamp({ withTimezone: true }),
  },
  (t) => [uniqueIndex().on(t.eventId), index().on(t.status)],
);

/** The line-up: which artists perform at an event (an artist page lists its upcoming events). */
export const eventArtists = pgTable(
  "event_artists",
  {
    eventId: uuid()
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    artistId: uuid()
      .notNull()
      .references(() => artists.id, { onDelete: "cascade" }),
    sortOrder: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.artistId] }), index().on(t.artistId)],
);

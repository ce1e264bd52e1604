import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  real,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { createdAt, germanDocument, tsvector, updatedAt } from "~/lib/schema-helpers";
import { user } from "~/modules/accounts/schema";
import { cities } from "~/modules/cities/schema";

/** Opening hours per weekday, Monday first (null = closed), and exceptions for single dates: `opening-hours.ts`. */
export type { OpeningHours } from "~/modules/places/opening-hours";
import type { OpeningHours } from "~/modules/places/opening-hours";

export const locations = pgTable(
  "locations",
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text().notNull(),
    slug: text().notNull().unique(),
    description: text().notNull().default(""),
    shortDescription: text().notNull().default(""),
    imageUrl: text(),
    featuredImageUrl: text(),
    cityId: text().references(() => cities.id, { onDelete: "set null" }),
    /** City name as printed in the address. */
    city: text().notNull().default(""),
    streetAddress: text().notNull().default(""),
    postalCode: text().notNull().default(""),
    phone: text(),
    email: text(),
    website: text(),
    capacity: integer(),
    /** e.g. restaurant, cafe, bar, club, museum, theater, concert_hall, park, gallery, cinema, sports */
    category: text().notNull().default("venue"),
    amenities: text().array().notNull().default(sql`'{}'::text[]`),
    openingHours: jsonb().$type<OpeningHours>().notNull().default({}),
    latitude: doublePrecision(),
    longitude: doublePrecision(),
    /** e.g. indoor, outdoor, mixed */
    venueType: text().notNull().default("indoor"),
    /** 1 (€) to 4 (€€€€) */
    priceLevel: integer(),
    averageRating: real().notNull().default(0),
    reviewCount: integer().notNull().default(0),
    isVerified: boolean().notNull().default(false),
    isActive: boolean().notNull().default(true),
    isFeatured: boolean().notNull().default(false),
    createdBy: text().references(() => user.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    searchVector: tsvector().generatedAlwaysAs(
      germanDocument(["name", "A"], ["short_description", "B"], ["description", "C"], ["street_address", "C"]),
    ),
  },
  (t) => [
    index().on(t.cityId, t.isActive, t.name),
    index().on(t.category),
    index().on(t.venueType),
    index().on(t.latitude, t.longitude),
    index("locations_search_idx").using("gin", t.searchVector),
    index("locations_name_trgm_idx").using("gin", sql`public.f_unaccent(lower(${t.name})) gin_trgm_ops`),
    check("locations_rating_range", sql`${t.averageRating} >= 0 and ${t.averageRating} <= 5`),
    check("locations_price_level_range", sql`${t.priceLevel} is null or ${t.priceLevel} between 1 and 4`),
  ],
);

export const businessProfiles = pgTable(
  "business_profiles",
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text().notNull(),
    description: text().notNull().default(""),
    slug: text().notNull().unique(),
    logoUrl: text(),
    cityId: text().references(() => cities.id, { onDelete: "set null" }),
    city: text().notNull().default(""),
    category: text(),
    phone: text(),
    email: text(),
    website: text(),
    /** Social links by platform (people/validation SOCIAL_PLATFORMS): a link or a handle. */
    socialMedia: jsonb().$type<Record<string, string>>().notNull().default({}),
    ownerId: text().references(() => user.id, { onDelete: "set null" }),
    locationId: uuid().references(() => locations.id, { onDelete: "set null" }),
    isActive: boolean().notNull().default(true),
    isVerified: boolean().notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    searchVector: tsvector().generatedAlwaysAs(germanDocument(["name", "A"], ["description", "B"])),
  },
  (t) => [
    index().on(t.ownerId),
    index().on(t.cityId, t.isActive),
    index("business_profiles_search_idx").using("gin", t.searchVector),
    index("business_profiles_name_trgm_idx").using("gin", sql`public.f_unaccent(lower(${t.name})) gin_trgm_ops`),
  ],
);

/** Users who may manage a venue (admin: locations/{id}/managers). */
export const locationManagers = pgTable(
  "location_managers",
  {
    id: uuid().primaryKey().defaultRandom(),
    locationId: uuid()
      .notNull()
      .references(() => locations.id, { onDelete: "cascade" }),
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    role: text().notNull().default("manager"),
    createdAt: createdAt(),
  },
  (t) => [unique().on(t.locationId, t.userId), index().on(t.userId)],
);

export const reviewStatusEnum = pgEnum("review_status", ["published", "pending", "hidden"]);

/** A rating of a place or an event by a signed-in user; one per user and target. */
export const reviews = pgTable(
  "reviews",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text().references(() => user.id, { onDelete: "set null" }),
    authorName: text().notNull().default(""),
    targetType: text().notNull(),
    locationId: uuid().references(() => locations.id, { onDelete: "cascade" }),
    eventId: uuid(),
    rating: integer().notNull(),
    title: text(),
    body: text().notNull().default(""),
    status: reviewStatusEnum().notNull().default("published"),
    ownerResponse: text(),
    ownerRespondedAt: timestamp({ withTimezone: true }),
    /** An event review whose author had an attendee checked in (valid entry) when writing it: 'verifizierte Teilnahme'. */
    verifiedAttendance: boolean().notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("reviews_rating_range", sql`${t.rating} between 1 and 5`),
    check("reviews_target_type", sql`${t.targetType} in ('location', 'event')`),
    uniqueIndex("reviews_one_per_location").on(t.userId, t.locationId).where(sql`location_id is not null`),
    uniqueIndex("reviews_one_per_event").on(t.userId, t.eventId).where(sql`event_id is not null`),
    index().on(t.locationId, t.status, t.createdAt.desc()),
    index().on(t.eventId, t.status, t.createdAt.desc()),
  ],
);

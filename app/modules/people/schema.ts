import { sql } from "drizzle-orm";
import { boolean, index, jsonb, pgEnum, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { createdAt, germanDocument, tsvector, updatedAt } from "~/lib/schema-helpers";
import { user } from "~/modules/accounts/schema";
import { cities } from "~/modules/cities/schema";

export const artistTypeEnum = pgEnum("artist_type", [
  "musician",
  "band",
  "comedian",
  "dj",
  "speaker",
  "performer",
  "painter",
  "photographer",
]);

export type ArtistBookingInfo = {
  available_for_booking: boolean;
  price_range?: string;
  contact_email?: string;
  requirements?: string;
};

export const artists = pgTable(
  "artists",
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text().notNull(),
    slug: text().notNull().unique(),
    type: artistTypeEnum().notNull(),
    genre: text(),
    bio: text().notNull().default(""),
    imageUrl: text(),
    /** Home town as free text, e.g. "Lübeck". */
    location: text(),
    cityId: text().references(() => cities.id, { onDelete: "set null" }),
    email: text(),
    phone: text(),
    website: text(),
    /** platform → handle or URL */
    socialMedia: jsonb().$type<Record<string, string>>().notNull().default({}),
    bookingInfo: jsonb().$type<ArtistBookingInfo>().notNull().default({ available_for_booking: false }),
    isVerified: boolean().notNull().default(false),
    isFeatured: boolean().notNull().default(false),
    isActive: boolean().notNull().default(true),
    userId: text().references(() => user.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    searchVector: tsvector().generatedAlwaysAs(germanDocument(["name", "A"], ["genre", "B"], ["bio", "C"])),
  },
  (t) => [
    index().on(t.type, t.isActive),
    index().on(t.isActive, t.isFeatured, t.name),
    index("artists_lower_name_idx").on(sql`lower(${t.name})`),
    index("artists_search_idx").using("gin", t.searchVector),
    index("artists_name_trgm_idx").using("gin", sql`public.f_unaccent(lower(${t.name})) gin_trgm_ops`),
  ],
);

/** Organizer plans (spec §9): Starter free, Professional 19 EUR per month, Enterprise on request. */
export const organizerPlanEnum = pgEnum("organizer_plan", ["starter", "professional", "enterprise"]);
/** How an organizer hears of sales: every booking, a daily summary, or not at all. */
export const salesNotificationEnum = pgEnum("sales_notification", ["each", "daily", "off"]);

export const organizers = pgTable(
  "organizers",
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text().notNull(),
    slug: text().notNull().unique(),
    description: text().notNull().default(""),
    logoUrl: text(),
    imageUrl: text(),
    website: text(),
    email: text(),
    phone: text(),
    cityId: text().references(() => cities.id, { onDelete: "set null" }),
    /** The account that runs this organizer profile. */
    userId: text().references(() => user.id, { onDelete: "set null" }),
    socialMedia: jsonb().$type<Record<string, string>>().notNull().default({}),
    isVerified: boolean().notNull().default(false),
    isActive: boolean().notNull().default(true),
    plan: organizerPlanEnum().notNull().default("starter"),
    /** A paid plan runs until then (renewed by each payment); null for starter and enterprise. */
    planValidUntil: timestamp({ withTimezone: true }),
    salesNotifications: salesNotificationEnum().notNull().default("each"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index().on(t.userId), index().on(t.cityId, t.isActive)],
);

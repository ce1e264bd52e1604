import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "~/lib/schema-helpers";
import { user } from "~/modules/accounts/schema";
import { events } from "~/modules/events/schema";
import { artists } from "~/modules/people/schema";
import { locations } from "~/modules/places/schema";

export const favoriteTypeEnum = pgEnum("favorite_type", ["event", "location", "artist"]);

export const userFavorites = pgTable(
  "user_favorites",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    favoriteType: favoriteTypeEnum().notNull(),
    eventId: uuid().references(() => events.id, { onDelete: "cascade" }),
    locationId: uuid().references(() => locations.id, { onDelete: "cascade" }),
    artistId: uuid().references(() => artists.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      "user_favorites_one_target",
      sql`(${t.favoriteType} = 'event' and ${t.eventId} is not null and ${t.locationId} is null and ${t.artistId} is null)
       or (${t.favoriteType} = 'location' and ${t.locationId} is not null and ${t.eventId} is null and ${t.artistId} is null)
       or (${t.favoriteType} = 'artist' and ${t.artistId} is not null and ${t.eventId} is null and ${t.locationId} is null)`,
    ),
    uniqueIndex("user_favorites_event_once").on(t.userId, t.eventId).where(sql`event_id is not null`),
    uniqueIndex("user_favorites_location_once").on(t.userId, t.locationId).where(sql`location_id is not null`),
    uniqueIndex("user_favorites_artist_once").on(t.userId, t.artistId).where(sql`artist_id is not null`),
    index().on(t.userId, t.favoriteType, t.createdAt.desc()),
  ],
);

export const notificationTypeEnum = pgEnum("notification_type", ["event", "follow", "like", "comment", "system"]);
export const notificationPriorityEnum = pgEnum("notification_priority", ["low", "normal", "high", "urgent"]);

export const notifications = pgTable(
  "notifications",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    title: text().notNull(),
    message: text().notNull(),
    type: notificationTypeEnum().notNull().default("system"),
    /** Settings category that governs delivery, e.g. bookings, requests, system. */
    category: text().notNull().default("system"),
    priority: notificationPriorityEnum().notNull().default("normal"),
    isRead: boolean().notNull().default(false),
    readAt: timestamp({ withTimezone: true }),
    actionUrl: text(),
    imageUrl: text(),
    entityType: text(),
    entityId: text(),
    senderType: text().notNull().default("system"),
    metadata: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    index().on(t.userId, t.createdAt.desc()),
    index("notifications_unread_idx").on(t.userId).where(sql`is_read = false`),
    // a broadcast reaches each recipient once, however often its batch runs
    uniqueIndex("notifications_broadcast_once").on(t.entityId, t.userId).where(sql`entity_type = 'broadcast'`),
  ],
);

export const broadcastAudienceEnum = pgEnum("broadcast_audience", ["all", "city", "role", "user"]);
export const broadcastStatusEnum = pgEnum("broadcast_status", ["scheduled", "sending", "done", "cancelled"]);

/**
 * A notification an admin sends to many users (all, one city's, one role's, or one user). The worker
 * fans it out in batches through the outbox (`cursor`: the last user id reached), so it resumes after
 * a restart and reaches each recipient once (notifications_broadcast_once).
 */
export const notificationBroadcasts = pgTable(
  "notification_broadcasts",
  {
    id: uuid().primaryKey().defaultRandom(),
    /** The compose form's token: a second submit of the same form finds this row instead of sending again. */
    requestToken: text().notNull().unique(),
    title: text().notNull(),
    message: text().notNull().default(""),
    actionUrl: text(),
    imageUrl: text(),
    priority: notificationPriorityEnum().notNull().default("normal"),
    audience: broadcastAudienceEnum().notNull(),
    /** city id, role, or user id — by `audience`; null for all. */
    audienceValue: text(),
    /** What the admin chose, readable (the city's name, the user's e-mail) — kept for the history. */
    audienceLabel: text().notNull(),
    status: broadcastStatusEnum().notNull().default("scheduled"),
    sendAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    total: integer().notNull().default(0),
    sent: integer().notNull().default(0),
    cursor: text(),
    createdBy: text().references(() => user.id, { onDelete: "set null" }),
    startedAt: timestamp({ withTimezone: true }),
    finishedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.createdAt.desc())],
);

export const NOTIFICATION_CATEGORIES = [
  "event_reminders",
  "event_updates",
  "bookings",
  "follows",
  "likes",
  "comments",
  "requests",
  "system",
  "admin_messages",
] as const;
export type NotificationCategory = (typeof NOTIFICATION_CATEGORIES)[number];

export const digestFrequencyEnum = pgEnum("email_digest_frequency", ["immediate", "daily", "weekly", "never"]);

const flag = () => boolean().notNull().default(true);

export const notificationSettings = pgTable("notification_settings", {
  id: uuid().primaryKey().defaultRandom(),
  userId: text()
    .notNull()
    .unique()
    .references(() => user.id, { onDelete: "cascade" }),
  pushEnabled: boolean().notNull().default(false),
  pushEventReminders: flag(),
  pushEventUpdates: flag(),
  pushBookings: flag(),
  pushFollows: flag(),
  pushLikes: flag(),
  pushComments: flag(),
  pushRequests: flag(),
  pushSystem: flag(),
  pushAdminMessages: flag(),
  emailEnabled: boolean().notNull().default(true),
  emailEventReminders: flag(),
  emailEventUpdates: flag(),
  emailBookings: flag(),
  emailFollows: boolean().notNull().default(false),
  emailLikes: boolean().notNull().default(false),
  emailComments: boolean().notNull().default(false),
  emailRequests: flag(),
  emailSystem: flag(),
  emailAdminMessages: flag(),
  emailDigestFrequency: digestFrequencyEnum().notNull().default("immediate"),
  quietHoursEnabled: boolean().notNull().default(false),
  /** "HH:mm" local time */
  quietHoursStart: text().notNull().default("22:00"),
  quietHoursEnd: text().notNull().default("07:00"),
  quietHoursTimezone: text().notNull().default("Europe/Berlin"),
  /** A business owner's alerts (spec §2.3 Einstellungen): a new review of a place they run, a booking of their venue's events. */
  businessNewReviews: flag(),
  businessBookings: flag(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const pushSubscriptions = pgTable(
  "push_subscriptions",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    endpoint: text().notNull().unique(),
    p256dh: text().notNull(),
    auth: text().notNull(),
    userAgent: text(),
    lastUsedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.userId)],
);

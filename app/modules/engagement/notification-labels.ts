import { defineEnum, type EnumValue } from "~/lib/enum";

/**
 * Settings categories with their German labels (same list as schema.ts NOTIFICATION_CATEGORIES,
 * without the drizzle import for the client; shared by server and UI).
 */
export const NOTIFICATION_CATEGORY = defineEnum({
  event_reminders: { label: "Event-Erinnerungen" },
  event_updates: { label: "Änderungen an Events" },
  bookings: { label: "Buchungen & Tickets" },
  follows: { label: "Neue Follower:innen" },
  likes: { label: "Gefällt mir" },
  comments: { label: "Kommentare" },
  requests: { label: "Anfragen" },
  system: { label: "Mitteilungen des Stadtpuls-Teams" },
  admin_messages: { label: "Neue Anfragen an das Team" },
});
export const NOTIFICATION_CATEGORIES = NOTIFICATION_CATEGORY.values;
export type NotificationCategory = EnumValue<typeof NOTIFICATION_CATEGORY>;

/**
 * The categories the settings page offers, with the channels that something actually sends in them
 * (a switch that does nothing is not shown). follows and likes have no sender: there is no
 * following or liking of people. system carries the team's broadcasts (`/admin/notifications`). The booking confirmation mail comes
 * with the tickets whatever the settings say, so "bookings" by e-mail governs the refund messages.
 * admin_messages reach the admins only (new organizer requests), in the app and by push; their e-mail
 * goes to the team mailbox.
 */
export const OFFERED_CATEGORIES: ReadonlyArray<{ category: NotificationCategory; push: boolean; email: boolean; adminsOnly?: boolean }> = [
  { category: "event_reminders", push: true, email: true },
  { category: "event_updates", push: true, email: true },
  { category: "bookings", push: true, email: true },
  { category: "comments", push: true, email: true },
  { category: "requests", push: true, email: true },
  { category: "system", push: true, email: true },
  { category: "admin_messages", push: true, email: false, adminsOnly: true },
];

/** How often notifications go out by e-mail (schema `email_digest_frequency`). */
export const DIGEST_FREQUENCY = defineEnum({
  immediate: { label: "Sofort" },
  daily: { label: "Täglich (08:00 Uhr)" },
  weekly: { label: "Wöchentlich (montags)" },
  never: { label: "Nie" },
});

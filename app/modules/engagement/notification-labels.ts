/** Settings categories (same list as schema.ts NOTIFICATION_CATEGORIES, without the drizzle import for the client). */
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

/** German labels of the settings categories and digest frequencies (shared by server and UI). */
export const CATEGORY_LABELS: Record<NotificationCategory, string> = {
  event_reminders: "Event-Erinnerungen",
  event_updates: "Änderungen an Events",
  bookings: "Buchungen & Tickets",
  follows: "Neue Follower:innen",
  likes: "Gefällt mir",
  comments: "Kommentare",
  requests: "Anfragen",
  system: "System",
  admin_messages: "Neue Anfragen an das Team",
};

/**
 * The categories the settings page offers, with the channels that something actually sends in them
 * (a switch that does nothing is not shown). follows, likes and system have no sender: there is no
 * following or liking of people, and no system message goes out. The booking confirmation mail comes
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
  { category: "admin_messages", push: true, email: false, adminsOnly: true },
];

export const DIGEST_LABELS = { immediate: "Sofort", daily: "Täglich (08:00 Uhr)", weekly: "Wöchentlich (montags)", never: "Nie" } as const;

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
type NotificationCategory = (typeof NOTIFICATION_CATEGORIES)[number];

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
  admin_messages: "Nachrichten vom Team",
};

export const DIGEST_LABELS = { immediate: "Sofort", daily: "Täglich (08:00 Uhr)", weekly: "Wöchentlich (montags)", never: "Nie" } as const;

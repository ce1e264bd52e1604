import { eq } from "drizzle-orm";
import { z } from "zod";
import { parseGermanTime } from "~/lib/date-input";
import { db as defaultDb, type DbOrTx } from "~/lib/db.server";
import { isAdmin, type Actor } from "~/modules/accounts/actor";
import { assertCan } from "~/modules/engagement/permissions";
import { DIGEST_FREQUENCY, NOTIFICATION_CATEGORY, OFFERED_CATEGORIES } from "~/modules/engagement/notification-labels";
import { isValidTimeZone, parseClock } from "~/modules/engagement/quiet-hours";
import type { BusinessAlerts } from "~/modules/engagement/business-alerts";
import { NOTIFICATION_CATEGORIES, notificationSettings, type NotificationCategory } from "~/modules/engagement/schema";

export type NotificationSettingsRow = typeof notificationSettings.$inferSelect;

/** Column suffix per settings category (push<Suffix>, email<Suffix>): the one map of category → column. */
const SUFFIX: Record<NotificationCategory, string> = {
  event_reminders: "EventReminders",
  event_updates: "EventUpdates",
  bookings: "Bookings",
  follows: "Follows",
  likes: "Likes",
  comments: "Comments",
  requests: "Requests",
  system: "System",
  admin_messages: "AdminMessages",
};

/** Defaults of a user without a settings row (the column defaults). */
export function defaultSettings(userId: string): NotificationSettingsRow {
  const now = new Date();
  return {
    id: "",
    userId,
    pushEnabled: false,
    pushEventReminders: true,
    pushEventUpdates: true,
    pushBookings: true,
    pushFollows: true,
    pushLikes: true,
    pushComments: true,
    pushRequests: true,
    pushSystem: true,
    pushAdminMessages: true,
    emailEnabled: true,
    emailEventReminders: true,
    emailEventUpdates: true,
    emailBookings: true,
    emailFollows: false,
    emailLikes: false,
    emailComments: false,
    emailRequests: true,
    emailSystem: true,
    emailAdminMessages: true,
    emailDigestFrequency: "immediate",
    quietHoursEnabled: false,
    quietHoursStart: "22:00",
    quietHoursEnd: "07:00",
    quietHoursTimezone: "Europe/Berlin",
    businessNewReviews: true,
    businessBookings: true,
    createdAt: now,
    updatedAt: now,
  };
}

/** The stored per-category flag of a channel (without its master switch). */
function categoryFlag(s: NotificationSettingsRow, channel: "push" | "email", category: NotificationCategory): boolean {
  return s[`${channel}${SUFFIX[category]}` as keyof NotificationSettingsRow] === true;
}

export function channelAllowed(s: NotificationSettingsRow, channel: "push" | "email", category: string): boolean {
  const cat = (NOTIFICATION_CATEGORIES as readonly string[]).includes(category) ? (category as NotificationCategory) : "system";
  const master = channel === "push" ? s.pushEnabled : s.emailEnabled;
  return master && categoryFlag(s, channel, cat);
}

/** The user's settings; a missing row gives the defaults (spec §7 "a missing row gives none"). */
export async function getNotificationSettings(db: DbOrTx, userId: string): Promise<NotificationSettingsRow> {
  const [row] = await db.select().from(notificationSettings).where(eq(notificationSettings.userId, userId)).limit(1);
  return row ?? defaultSettings(userId);
}

/** The categories and channels the actor's settings page offers (what something sends to them). */
export function offeredCategories(actor: Pick<Actor, "role">) {
  return OFFERED_CATEGORIES.filter((c) => !c.adminsOnly || isAdmin(actor as Actor));
}

/**
 * The settings page of the signed-in user: master switches, digest, quiet hours and, per category it
 * offers, the flag of each channel that is sent (null: nothing goes out on that channel).
 */
export async function getSettingsView(actor: Actor) {
  const s = await getNotificationSettings(defaultDb, actor.id);
  return {
    pushEnabled: s.pushEnabled,
    emailEnabled: s.emailEnabled,
    emailDigestFrequency: s.emailDigestFrequency,
    quietHoursEnabled: s.quietHoursEnabled,
    quietHoursStart: s.quietHoursStart,
    quietHoursEnd: s.quietHoursEnd,
    quietHoursTimezone: s.quietHoursTimezone,
    categories: offeredCategories(actor).map((c) => ({
      category: c.category,
      label: NOTIFICATION_CATEGORY.label(c.category),
      push: c.push ? categoryFlag(s, "push", c.category) : null,
      email: c.email ? categoryFlag(s, "email", c.category) : null,
    })),
  };
}

const checkbox = z.preprocess((v) => v === "on" || v === "true" || v === true, z.boolean());
/** "HH:mm" as the time input posts it, or as typed without JavaScript ("22.00", "22 Uhr"). */
const clock = z
  .preprocess((v) => (typeof v === "string" ? (parseGermanTime(v) ?? v.trim()) : ""), z.string())
  .refine((v) => parseClock(v) !== null, "Bitte geben Sie eine Uhrzeit im Format HH:MM an.");

/** The settings form; push on/off is set separately once the browser granted permission (setPushEnabled). */
export const settingsSchema = z.object({
  emailEnabled: checkbox,
  emailDigestFrequency: z.enum(DIGEST_FREQUENCY.values, { error: "Bitte wählen Sie eine Häufigkeit." }),
  quietHoursEnabled: checkbox,
  quietHoursStart: clock,
  quietHoursEnd: clock,
  quietHoursTimezone: z
    .preprocess((v) => (typeof v === "string" ? v.trim() : ""), z.string())
    .refine((v) => isValidTimeZone(v), "Unbekannte Zeitzone."),
  push: z.preprocess((v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]), z.array(z.enum(NOTIFICATION_CATEGORIES)).max(NOTIFICATION_CATEGORIES.length)),
  email: z.preprocess((v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]), z.array(z.enum(NOTIFICATION_CATEGORIES)).max(NOTIFICATION_CATEGORIES.length)),
});
export type SettingsInput = z.infer<typeof settingsSchema>;

/**
 * Saves the whole settings form for the signed-in user (one row per user). `offered`: the categories
 * and channels the form showed — the flags of the others stay as they are.
 */
export async function saveNotificationSettings(
  db: DbOrTx,
  userId: string,
  input: SettingsInput,
  offered: ReadonlyArray<{ category: NotificationCategory; push: boolean; email: boolean }> = NOTIFICATION_CATEGORIES.map((category) => ({ category, push: true, email: true })),
) {
  const values: Record<string, unknown> = {
    emailEnabled: input.emailEnabled,
    emailDigestFrequency: input.emailDigestFrequency,
    quietHoursEnabled: input.quietHoursEnabled,
    quietHoursStart: input.quietHoursStart,
    quietHoursEnd: input.quietHoursEnd,
    quietHoursTimezone: input.quietHoursTimezone,
  };
  for (const { category: cat, push, email } of offered) {
    if (push) values[`push${SUFFIX[cat]}`] = input.push.includes(cat);
    if (email) values[`email${SUFFIX[cat]}`] = input.email.includes(cat);
  }
  const v = values as Partial<typeof notificationSettings.$inferInsert>;
  const [row] = await db
    .insert(notificationSettings)
    .values({ ...v, userId })
    .onConflictDoUpdate({ target: notificationSettings.userId, set: { ...v, updatedAt: new Date() } })
    .returning();
  return row;
}

/** Turns push on or off without touching the rest (after the browser granted permission). */
export async function setPushEnabled(db: DbOrTx, userId: string, enabled: boolean) {
  await db
    .insert(notificationSettings)
    .values({ userId, pushEnabled: enabled })
    .onConflictDoUpdate({ target: notificationSettings.userId, set: { pushEnabled: enabled, updatedAt: new Date() } });
}

/** The settings form of the signed-in user, saved as a whole. */
export async function updateNotificationSettings(input: { actor: Actor; settings: SettingsInput }) {
  assertCan(input.actor, "notificationSettings.update");
  return saveNotificationSettings(defaultDb, input.actor.id, input.settings, offeredCategories(input.actor));
}

/** Push on or off for the signed-in user (after the browser subscribed or unsubscribed). */
export async function updatePushEnabled(input: { actor: Actor; enabled: boolean }) {
  assertCan(input.actor, "notificationSettings.update");
  return setPushEnabled(defaultDb, input.actor.id, input.enabled);
}

export { businessAlertsSchema, type BusinessAlerts } from "~/modules/engagement/business-alerts";

/** Saves the business owner's alerts for the signed-in user (the rest of the settings stays). */
export async function updateBusinessAlerts(input: { actor: Actor; values: BusinessAlerts }) {
  assertCan(input.actor, "notificationSettings.update");
  const v = { businessNewReviews: input.values.businessNewReviews, businessBookings: input.values.businessBookings };
  await defaultDb
    .insert(notificationSettings)
    .values({ ...v, userId: input.actor.id })
    .onConflictDoUpdate({ target: notificationSettings.userId, set: { ...v, updatedAt: new Date() } });
}

/** The business owner's alerts of the signed-in user (the settings page's form values). */
export async function getBusinessAlerts(actor: Actor): Promise<BusinessAlerts> {
  const s = await getNotificationSettings(defaultDb, actor.id);
  return { businessNewReviews: s.businessNewReviews, businessBookings: s.businessBookings };
}

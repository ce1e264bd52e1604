/**
 * Every switch on a settings page does what it says (issue 21, finding 11): the notification
 * settings offer only categories and channels that something sends, and "Event-Erinnerungen" sends.
 */
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/lib/db.server";
import { notifications, notificationSettings } from "~/modules/engagement/schema";
import { getNotificationSettings, getSettingsView, settingsSchema, updateNotificationSettings } from "~/modules/engagement/notification-settings.server";
import { outbox } from "~/modules/outbox/schema";
import { sendEventReminders } from "~/modules/ticketing/send-event-reminders.server";
import { bookEvent, makeOrganizer, makeOrganizerEvent } from "../factories/organizers";
import { makeBuyer } from "../factories/ticketing";
import { setupTestDb } from "../setup/db";

beforeAll(setupTestDb);

const inHours = (h: number) => new Date(Date.now() + h * 3_600_000);

describe("Event-Erinnerungen", () => {
  it("reminds each buyer once, a day before, in the app and by e-mail as the settings allow", async () => {
    const org = await makeOrganizer({ plan: "professional" });
    const soon = await makeOrganizerEvent(org, { title: "Orgelnacht im Dom", startDate: inHours(20), endDate: inHours(22) });
    const later = await makeOrganizerEvent(org, { title: "Hafenkonzert später", startDate: inHours(72), endDate: inHours(74) });
    const buyer = await makeBuyer();
    const quietBuyer = await makeBuyer();
    await updateNotificationSettings({ actor: quietBuyer, settings: settingsSchema.parse({ emailEnabled: "on", emailDigestFrequency: "immediate", quietHoursStart: "22:00", quietHoursEnd: "07:00", quietHoursTimezone: "Europe/Berlin", push: [], email: ["bookings"] }) });
    const a = await bookEvent(soon, 2, buyer);
    await bookEvent(later, 1, buyer);
    const b = await bookEvent(soon, 1, quietBuyer);

    expect(await sendEventReminders(new Date(), { force: true })).toBeGreaterThanOrEqual(2);
    expect(await sendEventReminders(new Date(), { force: true })).toBe(0);

    const reminders = (userId: string) => db.select().from(notifications).where(and(eq(notifications.userId, userId), eq(notifications.category, "event_reminders")));
    const mine = await reminders(buyer.id);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ title: "Erinnerung: Orgelnacht im Dom", entityId: a.bookingId });
    expect(mine[0]!.message).toMatch(/^„Orgelnacht im Dom“ beginnt am \d{2}\.\d{2}\.\d{4} um \d{2}:\d{2} Uhr .*Sie haben 2 Tickets/);
    const mails = await db.select().from(outbox).where(and(eq(outbox.recipient, buyer.email), eq(outbox.topic, "notification")));
    expect(mails.filter((m) => JSON.stringify(m.payload).includes("Erinnerung: Orgelnacht im Dom"))).toHaveLength(1);

    // the buyer who switched e-mail reminders off gets the reminder in the app only
    expect((await reminders(quietBuyer.id)).map((n) => n.entityId)).toEqual([b.bookingId]);
    const quietMails = await db.select().from(outbox).where(and(eq(outbox.recipient, quietBuyer.email), eq(outbox.topic, "notification")));
    expect(quietMails.filter((m) => JSON.stringify(m.payload).includes("Erinnerung"))).toHaveLength(0);
  });
});

describe("the notification settings page", () => {
  it("offers only categories and channels that something sends; admins also see the team's requests, push only", async () => {
    const user = await makeBuyer();
    const view = await getSettingsView(user);
    // "system": the team's broadcasts (/admin/notifications), which a user may turn off per channel
    expect(view.categories.map((c) => c.category)).toEqual(["event_reminders", "event_updates", "bookings", "comments", "requests", "system"]);
    expect(view.categories.map((c) => c.label)).not.toContain("Gefällt mir");
    const admin = { ...(await makeBuyer()), role: "admin" as const };
    const adminView = await getSettingsView(admin);
    expect(adminView.categories.find((c) => c.category === "admin_messages")).toEqual({ category: "admin_messages", label: "Neue Anfragen an das Team", push: true, email: null });
  });

  it("saving the form leaves the flags it did not show as they were", async () => {
    const user = await makeBuyer();
    await db.insert(notificationSettings).values({ userId: user.id, pushFollows: true, pushLikes: true, pushEventReminders: true });
    await updateNotificationSettings({ actor: user, settings: settingsSchema.parse({ emailDigestFrequency: "immediate", quietHoursStart: "22:00", quietHoursEnd: "07:00", quietHoursTimezone: "Europe/Berlin" }) });
    const s = await getNotificationSettings(db, user.id);
    expect(s).toMatchObject({ pushFollows: true, pushLikes: true, pushEventReminders: false, emailEnabled: false });
  });
});

describe("the organizer settings page", () => {
  it("saves what it shows: a profile with social handles (as the profiles hold them) changes its sales notifications", async () => {
    const { getOrganizerSettingsView } = await import("~/modules/organizers/settings-view.server");
    const { updateOrganizerSettings } = await import("~/modules/organizers/update-organizer-settings.server");
    const { organizerSettingsSchema } = await import("~/modules/organizers/validation");
    const { organizers } = await import("~/modules/people/schema");
    const org = await makeOrganizer({ plan: "professional" });
    await db.update(organizers).set({ socialMedia: { instagram: "@kulturwerft.luebeck", facebook: "https://facebook.com/kulturwerftluebeck" } }).where(eq(organizers.id, org.organizerId));
    const view = await getOrganizerSettingsView(org.actor);
    const parsed = organizerSettingsSchema.safeParse({ ...view.profile, salesNotifications: "daily" });
    expect(parsed.error?.issues ?? []).toEqual([]);
    await updateOrganizerSettings({ actor: org.actor, values: parsed.data! });
    expect((await getOrganizerSettingsView(org.actor)).profile).toMatchObject({ salesNotifications: "daily", instagram: "@kulturwerft.luebeck" });
    expect(organizerSettingsSchema.safeParse({ ...view.profile, instagram: "javascript:alert(1)" }).error?.issues[0]?.message).toBe(
      "Instagram: Bitte geben Sie Ihren Namen dort (@name) oder die vollständige Adresse mit https:// ein.",
    );
  });
});

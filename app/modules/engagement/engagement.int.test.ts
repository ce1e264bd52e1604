import fs from "node:fs";
import https from "node:https";
import os from "node:os";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_CITY } from "~/lib/cities";
import { db } from "~/lib/db.server";
import { isAppError } from "~/lib/app-error";
import { createNotification } from "~/modules/engagement/create-notification.server";
import { countFavorites, favoriteStates, listFavorites, setFavorite } from "~/modules/engagement/favorites.server";
import { liveReady, subscribeToUser } from "~/modules/engagement/live.server";
import { saveNotificationSettings } from "~/modules/engagement/notification-settings.server";
import { deleteNotification, listNotifications, markAllNotificationsRead, markNotificationRead } from "~/modules/engagement/notifications.server";
import { setOutboundResolverForTests } from "~/lib/outbound-url.server";
import { deliverPush, savePushSubscription, setPushSender } from "~/modules/engagement/push.server";
import { notifications, pushSubscriptions, userFavorites } from "~/modules/engagement/schema";
import { outbox } from "~/modules/outbox/schema";
import type { OutboxRow } from "~/modules/outbox/handlers.server";
import { setupTestDb } from "../../../tests/setup/db";
import { makeCity, makeEvent, makeLocation, makeUser } from "../../../tests/factories";
import { makeNotification } from "../../../tests/factories/accounts";

beforeAll(async () => {
  // uploads and generated keys go to a throwaway directory
  process.env.DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), "sp-test-"));
  await setupTestDb();
  await makeCity();
});

const baseSettings = {
  emailEnabled: true,
  emailDigestFrequency: "immediate" as const,
  quietHoursEnabled: false,
  quietHoursStart: "22:00",
  quietHoursEnd: "07:00",
  quietHoursTimezone: "Europe/Berlin",
  push: ["bookings", "requests", "system"] as Array<"bookings" | "requests" | "system">,
  email: ["requests"] as Array<"requests">,
};

describe("favorites", () => {
  it("toggling is idempotent: one row per user and item", async () => {
    const u = await makeUser();
    const ev = await makeEvent({ title: "Hafenfest" });
    const place = await makeLocation({ name: "Café Niederegger" });
    expect(await setFavorite({ actor: u, type: "event", id: ev.id, favorite: true })).toBe(true);
    expect(await setFavorite({ actor: u, type: "event", id: ev.id, favorite: true })).toBe(true);
    await setFavorite({ actor: u, type: "location", id: place.id, favorite: true });
    const rows = await db.select().from(userFavorites).where(eq(userFavorites.userId, u.id));
    expect(rows).toHaveLength(2);
    expect(await countFavorites(u)).toEqual({ event: 1, location: 1, artist: 0 });
    expect(await favoriteStates(u, "event", [ev.id, place.id])).toEqual([ev.id]);
    const list = await listFavorites(u, "event", DEFAULT_CITY);
    expect(list[0]).toMatchObject({ title: "Hafenfest", href: `/luebeck/events/${ev.slug}` });
    expect(await setFavorite({ actor: u, type: "event", id: ev.id, favorite: false })).toBe(false);
    expect(await setFavorite({ actor: u, type: "event", id: ev.id, favorite: false })).toBe(false);
    expect(await countFavorites(u)).toEqual({ event: 0, location: 1, artist: 0 });
  });

  it("an unknown item is refused and stores nothing", async () => {
    const u = await makeUser();
    const err = await setFavorite({ actor: u, type: "artist", id: crypto.randomUUID(), favorite: true }).catch((e: unknown) => e);
    expect(isAppError(err) && err.code).toBe("FAVORITE_TARGET_NOT_FOUND");
    expect(await db.select().from(userFavorites).where(eq(userFavorites.userId, u.id))).toHaveLength(0);
  });
});

describe("notifications", () => {
  it("lists the last 7 days newest first (max 50) with the unread count; mark read and delete own only", async () => {
    const u = await makeUser();
    const old = await makeNotification(u.id, { title: "Alt" });
    await db.update(notifications).set({ createdAt: new Date(Date.now() - 8 * 86_400_000) }).where(eq(notifications.id, old.id));
    for (let i = 0; i < 55; i++) {
      const n = await makeNotification(u.id, { title: `Nr. ${i}` });
      await db.update(notifications).set({ createdAt: new Date(Date.now() - (60 - i) * 60_000) }).where(eq(notifications.id, n.id));
    }
    const feed = await listNotifications(u);
    expect(feed.items).toHaveLength(50);
    expect(feed.items[0].title).toBe("Nr. 54");
    expect(feed.items.some((n) => n.title === "Alt")).toBe(false);
    expect(feed.unread).toBe(55);
    await markNotificationRead(u, feed.items[0].id);
    expect((await listNotifications(u)).unread).toBe(54);
    await deleteNotification(u, feed.items[1].id);
    const other = await makeUser();
    const e = await markNotificationRead(other, feed.items[2].id).catch((x: unknown) => x);
    expect(isAppError(e) && e.code).toBe("NOTIFICATION_NOT_FOUND");
    expect(await markAllNotificationsRead(u)).toBeGreaterThan(0);
    expect((await listNotifications(u)).unread).toBe(0);
  });

  it("createNotification wakes LISTEN/NOTIFY listeners of that user only", async () => {
    const u = await makeUser();
    const other = await makeUser();
    const seen: string[] = [];
    const un1 = subscribeToUser(u.id, () => seen.push("u"));
    const un2 = subscribeToUser(other.id, () => seen.push("other"));
    await liveReady(10_000);
    await makeNotification(u.id);
    for (let i = 0; i < 80 && seen.length === 0; i++) await new Promise((r) => setTimeout(r, 25));
    un1();
    un2();
    expect(seen).toEqual(["u"]);
  });

  it("honours channel settings: e-mail/push per category, digest frequency, quiet hours", async () => {
    const u = await makeUser({ email: "einstellungen@example.test" });
    await savePushSubscription(u, { endpoint: "https://fcm.googleapis.com/fcm/send/abc", keys: { p256dh: "p".repeat(40), auth: "a".repeat(16) } }, "Test");
    await saveNotificationSettings(db, u.id, baseSettings);
    await db.execute(`update notification_settings set push_enabled = true where user_id = '${u.id}'`);
    const mine = () => db.select().from(outbox).where(eq(outbox.recipient, "einstellungen@example.test"));
    const pushes = () => db.select().from(outbox).where(and(eq(outbox.recipient, u.id), eq(outbox.kind, "push")));

    await createNotification(db, { userId: u.id, type: "system", category: "requests", title: "Anfrage", message: "Freigegeben" });
    expect((await mine()).filter((m) => m.topic === "notification")).toHaveLength(1);
    expect(await pushes()).toHaveLength(1);

    // likes: neither push nor e-mail allowed
    await createNotification(db, { userId: u.id, type: "like", category: "likes", title: "Like", message: "x" });
    expect((await mine()).filter((m) => m.topic === "notification")).toHaveLength(1);
    expect(await pushes()).toHaveLength(1);

    // daily digest: no immediate mail
    await saveNotificationSettings(db, u.id, { ...baseSettings, emailDigestFrequency: "daily" });
    await createNotification(db, { userId: u.id, type: "system", category: "requests", title: "Anfrage 2", message: "x" });
    expect((await mine()).filter((m) => m.topic === "notification")).toHaveLength(1);

    // quiet hours around the clock (00:00–23:59): delivery waits until the end; urgent goes now
    await saveNotificationSettings(db, u.id, { ...baseSettings, quietHoursEnabled: true, quietHoursStart: "00:00", quietHoursEnd: "23:59" });
    await createNotification(db, { userId: u.id, type: "system", category: "requests", title: "Leise", message: "x" });
    await createNotification(db, { userId: u.id, type: "system", category: "requests", title: "Dringend", message: "x", priority: "urgent" });
    const mails = (await mine()).filter((m) => m.topic === "notification");
    const quiet = mails.find((m) => JSON.stringify(m.payload).includes("Leise"));
    const urgent = mails.find((m) => JSON.stringify(m.payload).includes("Dringend"));
    expect(quiet!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 60_000);
    expect(urgent!.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
  });
});

/** An outbox row of kind "push" as the worker hands it to its handler. */
const pushRow = (payload: Record<string, unknown>): OutboxRow => ({
  id: 1,
  kind: "push",
  topic: "notification",
  recipient: null,
  payload,
  status: "processing",
  attempts: 1,
  maxAttempts: 8,
  nextAttemptAt: new Date(),
  lockedUntil: null,
  lastError: null,
  dedupeKey: null,
  result: null,
  createdAt: new Date(),
  sentAt: null,
});

describe("web push delivery", () => {
  it("sends to every subscription and removes expired ones (404/410)", async () => {
    const u = await makeUser();
    for (const id of ["ok", "gone", "missing"]) {
      await savePushSubscription(u, { endpoint: `https://fcm.googleapis.com/fcm/send/${id}`, keys: { p256dh: "p".repeat(40), auth: "a".repeat(16) } }, null);
    }
    const sent: string[] = [];
    setPushSender(async (sub, payload) => {
      if (sub.endpoint.endsWith("gone")) throw Object.assign(new Error("Gone"), { statusCode: 410 });
      if (sub.endpoint.endsWith("missing")) throw Object.assign(new Error("Not found"), { statusCode: 404 });
      sent.push(`${sub.endpoint} ${payload}`);
    });
    const result = await deliverPush(pushRow({ userId: u.id, title: "Neu", body: "Hallo", url: "/luebeck" }));
    expect(result).toEqual({ sent: 1, removed: 2, failed: 0 });
    expect(sent[0]).toContain('"title":"Neu"');
    const left = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, u.id));
    expect(left.map((s) => s.endpoint)).toEqual(["https://fcm.googleapis.com/fcm/send/ok"]);
  });

  it("connects to a push service only through the outbound-URL guard: a push host that resolves inward is refused (issue 21 finding 2)", async () => {
    const u = await makeUser();
    await savePushSubscription(u, { endpoint: "https://fcm.googleapis.com/fcm/send/guarded", keys: { p256dh: "p".repeat(40), auth: "a".repeat(16) } }, null);
    let agent: unknown;
    setPushSender(async (_sub, _payload, options) => {
      agent = options.agent;
    });
    await deliverPush(pushRow({ userId: u.id, title: "Neu", body: "Hallo" }));
    expect(agent).toBeInstanceOf(https.Agent);
    // the agent's connections resolve through the guard: an internal answer for the push host is refused before connecting
    setOutboundResolverForTests(async () => [{ address: "169.254.169.254", family: 4 }]);
    try {
      const err = await new Promise<unknown>((resolve) => {
        https.get("https://fcm.googleapis.com/fcm/send/guarded", { agent: agent as https.Agent }, () => resolve(null)).on("error", resolve);
      });
      expect(err).toMatchObject({ code: "OUTBOUND_URL_NOT_PUBLIC" });
    } finally {
      setOutboundResolverForTests(null);
    }
  });

  it("rejects malformed subscriptions", async () => {
    const u = await makeUser();
    const e = await savePushSubscription(u, { endpoint: "http://unsicher.test", keys: {} }, null).catch((x: unknown) => x);
    expect(isAppError(e) && e.code).toBe("PUSH_SUBSCRIPTION_INVALID");
  });
});

describe("e-mail digests", () => {
  it("sends one digest per user and day with the allowed categories only, none when nothing is new", async () => {
    const { sendDueDigests } = await import("~/modules/engagement/digest.server");
    const u = await makeUser({ email: "digest@example.test" });
    const quiet = await makeUser({ email: "nichts-neues@example.test" });
    await saveNotificationSettings(db, u.id, { ...baseSettings, emailDigestFrequency: "daily", email: ["requests", "system"] });
    await saveNotificationSettings(db, quiet.id, { ...baseSettings, emailDigestFrequency: "daily" });
    await createNotification(db, { userId: u.id, type: "system", category: "requests", title: "Anfrage freigegeben", message: "Willkommen" });
    await createNotification(db, { userId: u.id, type: "like", category: "likes", title: "Jemand mag Ihr Foto", message: "x" });
    // Tuesday 10:00 Berlin; the notifications arrived two hours earlier
    const at = new Date("2026-11-24T09:00:00Z");
    await db.update(notifications).set({ createdAt: new Date(at.getTime() - 2 * 3_600_000) }).where(eq(notifications.userId, u.id));
    expect(await sendDueDigests(at, { force: true })).toBe(1);
    await sendDueDigests(at, { force: true });
    const mails = await db.select().from(outbox).where(eq(outbox.recipient, "digest@example.test"));
    const digests = mails.filter((m) => m.topic === "notification_digest");
    expect(digests).toHaveLength(1);
    const list = String((digests[0].payload as { data: { list: string } }).data.list);
    expect(list).toContain("Anfrage freigegeben");
    expect(list).not.toContain("Foto");
    expect(await db.select().from(outbox).where(eq(outbox.recipient, "nichts-neues@example.test"))).toHaveLength(0);
    // before 08:00 Berlin nothing is sent
    expect(await sendDueDigests(new Date("2026-11-25T05:00:00Z"), { force: true })).toBe(0);
  });
});

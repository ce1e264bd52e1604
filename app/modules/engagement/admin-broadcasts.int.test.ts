import { and, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/lib/db.server";
import { profiles } from "~/modules/accounts/schema";
import { auditLog } from "~/modules/audit/schema";
import { runBroadcastBatch } from "~/modules/engagement/broadcast-job.server";
import { saveNotificationSettings } from "~/modules/engagement/notification-settings.server";
import { NOTIFICATION_CATEGORIES, notificationBroadcasts, notifications } from "~/modules/engagement/schema";
import { outbox } from "~/modules/outbox/schema";
import { processOutboxOnce } from "~/modules/outbox/worker.server";
import { registerDefaultHandlers } from "~/modules/register-handlers.server";
import * as route from "~/routes/admin/notifications";
import { setupTestDb } from "../../../tests/setup/db";
import { makeCity, makeUser } from "../../../tests/factories";
import { makeSignedInUser, outcome, req, TEST_ORIGIN } from "../../../tests/factories/accounts";

type Body = { ok?: boolean; message?: string; fields?: Record<string, string> };

let admin: { cookie: string; id: string };
let organizer: { cookie: string; id: string };
const luebeck: string[] = [];
const hamburg: string[] = [];
let optedOut: string;

const inCity = async (cityId: string, over: Parameters<typeof makeUser>[0] = {}) => {
  const u = await makeUser(over);
  await db.update(profiles).set({ cityId }).where(eq(profiles.id, u.id));
  return u.id;
};

beforeAll(async () => {
  await setupTestDb();
  registerDefaultHandlers();
  await makeCity();
  await makeCity({ id: "hamburg", name: "Hamburg" });
  admin = await makeSignedInUser("admin");
  organizer = await makeSignedInUser("organizer");
  for (let i = 0; i < 3; i++) luebeck.push(await inCity("luebeck"));
  optedOut = await inCity("luebeck");
  luebeck.push(optedOut);
  // this user turned the team's messages off (e-mail and push), everything else stays on
  const others = NOTIFICATION_CATEGORIES.filter((c) => c !== "system");
  await saveNotificationSettings(db, optedOut, {
    emailEnabled: true,
    emailDigestFrequency: "immediate",
    quietHoursEnabled: false,
    quietHoursStart: "22:00",
    quietHoursEnd: "07:00",
    quietHoursTimezone: "Europe/Berlin",
    push: others,
    email: others,
  });
  for (let i = 0; i < 2; i++) hamburg.push(await inCity("hamburg"));
});

const send = (form: Record<string, string>, cookie = admin.cookie) =>
  outcome(() => route.action({ request: req("/admin/notifications", { cookie, form }), params: {}, context: {} } as never));
/** A multipart post (files), as the browser sends the compose form. */
const post = (fd: FormData) => new Request(`${TEST_ORIGIN}/admin/notifications`, { method: "POST", headers: { cookie: admin.cookie, origin: TEST_ORIGIN }, body: fd });
const compose = (over: Record<string, string> = {}) => ({
  intent: "send",
  requestToken: crypto.randomUUID(),
  title: "Altstadtfest am Wochenende",
  message: "Die Innenstadt ist Samstag ab 10 Uhr gesperrt.",
  link: "/luebeck/events",
  priority: "normal",
  audience: "city",
  city: "luebeck",
  ...over,
});
const broadcastBy = async (title: string) => (await db.select().from(notificationBroadcasts).where(eq(notificationBroadcasts.title, title)))[0]!;
const recipientsOf = async (id: string) =>
  (await db.select({ userId: notifications.userId }).from(notifications).where(and(eq(notifications.entityType, "broadcast"), eq(notifications.entityId, id)))).map((r) => r.userId).sort();
const drain = async () => {
  while ((await processOutboxOnce()) > 0) {
    /* until nothing is due */
  }
};

describe("/admin/notifications", () => {
  it("a broadcast to Lübeck reaches exactly Lübeck's users, once, even when the form is submitted twice", async () => {
    const form = compose();
    const first = await send(form);
    const second = await send(form);
    expect(first.status).toBe(302);
    expect(second.status).toBe(302);
    expect(await db.$count(notificationBroadcasts)).toBe(1);
    const b = await broadcastBy("Altstadtfest am Wochenende");
    expect(b).toMatchObject({ audience: "city", audienceValue: "luebeck", audienceLabel: "Nutzer:innen in Lübeck", status: "scheduled", total: 4 });
    await drain();
    expect(await recipientsOf(b.id)).toEqual([...luebeck].sort());
    const after = await broadcastBy(b.title);
    expect(after).toMatchObject({ status: "done", sent: 4, total: 4 });
    // running the batch again (a retried job) reaches nobody twice
    await runBroadcastBatch(b.id);
    await db.update(notificationBroadcasts).set({ status: "sending", cursor: null }).where(eq(notificationBroadcasts.id, b.id));
    await runBroadcastBatch(b.id);
    expect(await recipientsOf(b.id)).toHaveLength(4);
    expect(await db.$count(auditLog, eq(auditLog.action, "notification_broadcast.created"))).toBe(1);
  });

  it("respects each recipient's settings: the one who turned the team's messages off gets no e-mail", async () => {
    const b = await broadcastBy("Altstadtfest am Wochenende");
    const [n] = await db.select().from(notifications).where(and(eq(notifications.entityId, b.id), eq(notifications.userId, optedOut)));
    expect(n).toMatchObject({ category: "system", title: "Altstadtfest am Wochenende", actionUrl: "/luebeck/events" });
    const mails = await db
      .select({ to: sql<string>`${outbox.payload}->>'to'`, notificationId: sql<string>`${outbox.dedupeKey}` })
      .from(outbox)
      .where(and(eq(outbox.kind, "email"), eq(outbox.topic, "notification")));
    const ids = new Map((await db.select({ id: notifications.id, userId: notifications.userId }).from(notifications).where(eq(notifications.entityId, b.id))).map((r) => [r.id, r.userId]));
    const mailedUsers = mails.map((m) => ids.get(m.notificationId.replace("notification-mail:", ""))).filter(Boolean);
    expect(mailedUsers).toHaveLength(3);
    expect(mailedUsers).not.toContain(optedOut);
  });

  it("fans out in batches with progress, resuming where it stopped", async () => {
    const res = await send(compose({ title: "Alle Städte", audience: "all", city: "" }));
    expect(res.status).toBe(302);
    const b = await broadcastBy("Alle Städte");
    const everyone = b.total;
    expect(everyone).toBeGreaterThanOrEqual(8);
    expect(await runBroadcastBatch(b.id, 3)).toEqual({ sent: 3, finished: false });
    expect(await broadcastBy(b.title)).toMatchObject({ status: "sending", sent: 3, total: everyone });
    const list = (await outcome(() => route.loader({ request: req("/admin/notifications", { cookie: admin.cookie }), params: {}, context: {} } as never))).body as {
      list: { running: boolean; rows: Array<{ title: string; sent: number; total: number; percent: number }> };
    };
    expect(list.list.running).toBe(true);
    expect(list.list.rows.find((r) => r.title === "Alle Städte")).toMatchObject({ sent: 3, total: everyone, percent: Math.round((3 / everyone) * 100) });
    while (!(await runBroadcastBatch(b.id, 3)).finished) {
      /* next batch */
    }
    expect(await broadcastBy(b.title)).toMatchObject({ status: "done", sent: everyone });
    expect(await recipientsOf(b.id)).toHaveLength(everyone);
  });

  it("a scheduled broadcast waits for its time (Berlin) and can be cancelled before it starts", async () => {
    const res = await send(compose({ title: "Später", sendAt: "2099-06-01T09:30" }));
    expect(res.status).toBe(302);
    const b = await broadcastBy("Später");
    expect(b.sendAt.toISOString()).toBe("2099-06-01T07:30:00.000Z");
    await drain();
    expect(await broadcastBy("Später")).toMatchObject({ status: "scheduled", sent: 0 });
    expect(await recipientsOf(b.id)).toEqual([]);
    // its time comes
    await db.update(outbox).set({ nextAttemptAt: new Date() }).where(eq(outbox.dedupeKey, `broadcast:${b.id}:start`));
    await drain();
    expect(await broadcastBy("Später")).toMatchObject({ status: "done", sent: 4 });

    await send(compose({ title: "Abgesagt", sendAt: "2099-06-01T09:30" }));
    const c = await broadcastBy("Abgesagt");
    const cancelled = await send({ intent: "cancel", id: c.id });
    expect(cancelled.status).toBe(200);
    await db.update(outbox).set({ nextAttemptAt: new Date() }).where(eq(outbox.dedupeKey, `broadcast:${c.id}:start`));
    await drain();
    expect(await broadcastBy("Abgesagt")).toMatchObject({ status: "cancelled", sent: 0 });
    expect(await recipientsOf(c.id)).toEqual([]);
    expect((await send({ intent: "cancel", id: c.id })).status).toBe(409);
    expect(await db.$count(auditLog, eq(auditLog.action, "notification_broadcast.cancelled"))).toBe(1);
  });

  it("no title, a bad link, an unknown e-mail or a past time: German message beside the field, nothing sent", async () => {
    const before = [await db.$count(notificationBroadcasts), await db.$count(outbox)];
    const noTitle = await send(compose({ title: "" }));
    expect(noTitle.status).toBe(400);
    expect((noTitle.body as Body).fields?.title).toBe("Bitte geben Sie einen Titel ein.");
    const badLink = await send(compose({ link: "javascript:alert(1)", imageUrl: "http://example.com/a.png" }));
    expect((badLink.body as Body).fields).toMatchObject({
      link: "Bitte geben Sie einen Pfad der Seite (z. B. /luebeck/events) oder eine Adresse mit https:// an.",
      imageUrl: "Bitte geben Sie ein Bild aus der Mediathek (/media/…) oder eine Adresse mit https:// an.",
    });
    const noCity = await send(compose({ city: "" }));
    expect((noCity.body as Body).fields?.city).toBe("Bitte wählen Sie eine Stadt.");
    const nobody = await send(compose({ audience: "user", email: "niemand@example.test" }));
    expect(nobody.status).toBe(422);
    expect((nobody.body as Body).fields?.email).toBe("Zu dieser E-Mail-Adresse gibt es kein Konto.");
    const past = await send(compose({ sendAt: "2020-01-01T10:00" }));
    expect((past.body as Body).fields?.sendAt).toBe("Der Zeitpunkt liegt in der Vergangenheit. Lassen Sie das Feld leer, um sofort zu senden.");
    expect([await db.$count(notificationBroadcasts), await db.$count(outbox)]).toEqual(before);
  });

  it("one user by e-mail and a role are audiences too", async () => {
    const [target] = await db.execute<{ email: string }>(sql`select email from "user" where id = ${hamburg[0]}`).then((r) => r.rows);
    await send(compose({ title: "Nur für Sie", audience: "user", city: "", email: target!.email.toUpperCase() }));
    await send(compose({ title: "Für Veranstalter:innen", audience: "role", city: "", role: "organizer" }));
    await drain();
    expect(await recipientsOf((await broadcastBy("Nur für Sie")).id)).toEqual([hamburg[0]]);
    expect(await recipientsOf((await broadcastBy("Für Veranstalter:innen")).id)).toEqual([organizer.id]);
    // a fixed admin address (ADMIN_EMAILS) counts as admin without a user_roles row
    const [fixed] = await db.execute<{ email: string }>(sql`select email from "user" where id = ${hamburg[1]}`).then((r) => r.rows);
    process.env.ADMIN_EMAILS = fixed!.email;
    try {
      await send(compose({ title: "Für das Team", audience: "role", city: "", role: "admin" }));
      await drain();
    } finally {
      delete process.env.ADMIN_EMAILS;
    }
    expect(await recipientsOf((await broadcastBy("Für das Team")).id)).toEqual([admin.id, hamburg[1]].sort());
  });

  it("carries an image uploaded to the media store (with its alt text) to every recipient", async () => {
    const sharp = (await import("sharp")).default;
    const png = await sharp({ create: { width: 320, height: 200, channels: 3, background: "#b53c7a" } }).png().toBuffer();
    const fd = new FormData();
    for (const [k, v] of Object.entries(compose({ title: "Mit Bild", audience: "user", city: "", email: "" }))) fd.set(k, v);
    const [target] = await db.execute<{ email: string }>(sql`select email from "user" where id = ${luebeck[0]}`).then((r) => r.rows);
    fd.set("email", target!.email);
    fd.set("image", new File([new Uint8Array(png)], "fest.png", { type: "image/png" }));
    const withoutAlt = await outcome(() => route.action({ request: post(fd), params: {}, context: {} } as never));
    expect((withoutAlt.body as Body).fields?.imageAlt).toBe("Bitte beschreiben Sie das Bild (Alternativtext für Screenreader).");
    fd.set("imageAlt", "Lampions über der Altstadt");
    const res = await outcome(() => route.action({ request: post(fd), params: {}, context: {} } as never));
    expect(res.status).toBe(302);
    const b = await broadcastBy("Mit Bild");
    expect(b.imageUrl).toMatch(/^\/media\/.+\.webp$/);
    await drain();
    const [n] = await db.select().from(notifications).where(eq(notifications.entityId, b.id));
    expect(n).toMatchObject({ userId: luebeck[0], imageUrl: b.imageUrl });
  });

  it("refuses a non-admin (403); nothing is sent or cancelled", async () => {
    const before = [await db.$count(notificationBroadcasts), await db.$count(notifications)];
    expect((await send(compose({ title: "Vom Veranstalter" }), organizer.cookie)).status).toBe(403);
    const scheduled = await broadcastBy("Später");
    expect((await send({ intent: "cancel", id: scheduled.id }, organizer.cookie)).status).toBe(403);
    expect([await db.$count(notificationBroadcasts), await db.$count(notifications)]).toEqual(before);
  });
});

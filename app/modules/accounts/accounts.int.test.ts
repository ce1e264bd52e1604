import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/lib/db.server";
import { isAppError } from "~/lib/app-error";
import { signInWithPassword, signUpWithPassword } from "~/modules/accounts/auth-flows.server";
import { deleteAccount, exportUserData } from "~/modules/profile/data-rights.server";
import { reviewOrganizerRequest, submitOrganizerRequest } from "~/modules/profile/organizer-requests.server";
import { organizerRequests, profiles, user, userRoles } from "~/modules/accounts/schema";
import { auditLog } from "~/modules/audit/schema";
import { notifications } from "~/modules/engagement/schema";
import { outbox } from "~/modules/outbox/schema";
import { organizers } from "~/modules/people/schema";
import { bookingAttendees, bookings } from "~/modules/ticketing/schema";
import { setupTestDb } from "../../../tests/setup/db";
import { codeOf } from "../../../tests/helpers/refusal";
import { makeCity, makeEvent, makeUser } from "../../../tests/factories";
import { makeOrganizerRequest, TEST_ORIGIN } from "../../../tests/factories/accounts";

const browser = (ip = "203.0.113.7") => new Request(`${TEST_ORIGIN}/luebeck/auth`, { method: "POST", headers: { origin: TEST_ORIGIN, "x-stadtpuls-client-ip": ip } });

beforeAll(async () => {
  // uploads and generated keys go to a throwaway directory
  process.env.DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), "sp-test-"));
  await setupTestDb();
  await makeCity();
});

describe("sign-up and sign-in", () => {
  it("creates the account with its profile, sends the confirmation mail and says so", async () => {
    const r = await signUpWithPassword(browser(), { email: "neu@example.test", password: "geheim1", firstName: "Nina", lastName: "Neu", callbackURL: "/luebeck" });
    expect(r.ok).toBe(true);
    expect(r.toast.title).toBe("E-Mail-Bestätigung erforderlich");
    expect(r.toast.duration).toBe(7000);
    const [u] = await db.select().from(user).where(eq(user.email, "neu@example.test"));
    expect(u.emailVerified).toBe(false);
    const [p] = await db.select().from(profiles).where(eq(profiles.id, u.id));
    expect(p).toMatchObject({ firstName: "Nina", lastName: "Neu" });
    const mails = await db.select().from(outbox).where(eq(outbox.recipient, "neu@example.test"));
    expect(mails.map((m) => m.topic)).toContain("verify_email");
    expect(JSON.stringify(mails[0].payload)).toContain("callbackURL=%2Fluebeck");
  });

  it("says 'Konto bereits vorhanden' for a known address (any case) and creates nothing", async () => {
    const before = await db.select({ n: sql<number>`count(*)::int` }).from(user);
    const r = await signUpWithPassword(browser(), { email: "neu@example.test", password: "geheim1", firstName: "X", lastName: "Y", callbackURL: "/" });
    expect(r).toMatchObject({ ok: false, toast: { title: "Konto bereits vorhanden" } });
    const after = await db.select({ n: sql<number>`count(*)::int` }).from(user);
    expect(after[0].n).toBe(before[0].n);
  });

  it("refuses an unconfirmed account with the reason and a correct one with the welcome toast", async () => {
    const r = await signInWithPassword(browser(), { email: "neu@example.test", password: "geheim1", callbackURL: "/" });
    expect(r.toast.title).toBe("Anmeldung fehlgeschlagen");
    expect(r.toast.description).toMatch(/bestätigen Sie zuerst Ihre E-Mail-Adresse/);
    await makeUser({ email: "ok@example.test", password: "richtig1" });
    const ok = await signInWithPassword(browser(), { email: "ok@example.test", password: "richtig1", callbackURL: "/" });
    expect(ok).toMatchObject({ ok: true, toast: { title: "Erfolgreich angemeldet", description: "Willkommen zurück!" } });
    expect(ok.cookies.join(";")).toContain("stadtpuls.session_token");
    const bad = await signInWithPassword(browser(), { email: "ok@example.test", password: "falsch", callbackURL: "/" });
    expect(bad.toast).toMatchObject({ title: "Anmeldung fehlgeschlagen", description: "E-Mail oder Passwort ist falsch." });
    // an unknown address gets the very same answer
    const unknown = await signInWithPassword(browser(), { email: "niemand@example.test", password: "falsch", callbackURL: "/" });
    expect(unknown.toast).toEqual(bad.toast);
  });

  it("limits sign-ins per e-mail from unknown browsers (429 with the German text), even with the right password afterwards", async () => {
    process.env.AUTH_RATE_LIMIT = "on";
    try {
      await makeUser({ email: "ziel@example.test", password: "richtig1" });
      for (let i = 0; i < 5; i++) {
        const r = await signInWithPassword(browser(`198.51.100.${i + 1}`), { email: "ziel@example.test", password: `falsch${i}`, callbackURL: "/" });
        expect(r.toast.description).toBe("E-Mail oder Passwort ist falsch.");
      }
      const blocked = await signInWithPassword(browser("198.51.100.99"), { email: "ziel@example.test", password: "richtig1", callbackURL: "/" });
      expect(blocked.ok).toBe(false);
      expect(blocked.code).toBe("ACCOUNT_LIMITED");
      expect(blocked.toast.description).toMatch(/^Zu viele Anmeldeversuche für dieses Konto\. Melden Sie sich auf einem Gerät an/);
      // another address from another IP is not affected
      await makeUser({ email: "andere@example.test", password: "richtig1" });
      const other = await signInWithPassword(browser("192.0.2.1"), { email: "andere@example.test", password: "richtig1", callbackURL: "/" });
      expect(other.ok).toBe(true);
    } finally {
      process.env.AUTH_RATE_LIMIT = "off";
    }
  });
});

describe("organizer requests", () => {
  it("submits once; a second open request is refused", async () => {
    const u = await makeUser();
    const actor = { id: u.id, email: u.email, role: "user" as const };
    const data = { organizationName: "Jazzclub Trave", description: "Jazzkonzerte jeden Freitag im Hafenschuppen.", website: null, phone: null, city: "Lübeck", eventTypes: ["concerts"] };
    await submitOrganizerRequest({ actor, data });
    expect(await codeOf(submitOrganizerRequest({ actor, data }))).toBe("REQUEST_PENDING_EXISTS");
    expect(await codeOf(submitOrganizerRequest({ actor: { ...actor, role: "organizer" }, data }))).toBe("ALREADY_ORGANIZER");
    const rows = await db.select().from(organizerRequests).where(eq(organizerRequests.userId, u.id));
    expect(rows).toHaveLength(1);
  });

  it("approval grants the role, creates the organizer, audits and notifies in-app and by e-mail — once", async () => {
    const admin = await makeUser({ role: "admin" });
    const u = await makeUser({ email: "kultur@example.test" });
    const r = await makeOrganizerRequest(u.id, { organizationName: "Kulturwerft Gollan" });
    const adminActor = { id: admin.id, email: admin.email, role: "admin" as const };
    await reviewOrganizerRequest({ actor: adminActor, requestId: r.id, decision: "approve", response: "Willkommen!" });
    const [role] = await db.select().from(userRoles).where(eq(userRoles.userId, u.id));
    expect(role.role).toBe("organizer");
    const orgs = await db.select().from(organizers).where(eq(organizers.userId, u.id));
    expect(orgs).toHaveLength(1);
    expect(orgs[0].name).toBe("Kulturwerft Gollan");
    const notes = await db.select().from(notifications).where(eq(notifications.userId, u.id));
    expect(notes.map((n) => n.title)).toContain("Ihre Veranstalter-Anfrage wurde freigegeben");
    const mails = await db.select().from(outbox).where(eq(outbox.recipient, "kultur@example.test"));
    expect(mails.some((m) => m.topic === "notification" && JSON.stringify(m.payload).includes("freigegeben"))).toBe(true);
    const audits = await db.select().from(auditLog).where(eq(auditLog.entityId, r.id));
    expect(audits.map((a) => a.action)).toContain("organizer_request.approved");
    expect(await codeOf(reviewOrganizerRequest({ actor: adminActor, requestId: r.id, decision: "reject", response: "doch nicht" }))).toBe("REQUEST_ALREADY_REVIEWED");
    const [still] = await db.select().from(userRoles).where(eq(userRoles.userId, u.id));
    expect(still.role).toBe("organizer");
  });

  it("never downgrades an admin; rejection needs a response", async () => {
    const admin = await makeUser({ role: "admin" });
    const other = await makeUser({ role: "admin" });
    const adminActor = { id: admin.id, email: admin.email, role: "admin" as const };
    const r = await makeOrganizerRequest(other.id);
    await reviewOrganizerRequest({ actor: adminActor, requestId: r.id, decision: "approve", response: "" });
    const [role] = await db.select().from(userRoles).where(eq(userRoles.userId, other.id));
    expect(role.role).toBe("admin");
    const u = await makeUser();
    const r2 = await makeOrganizerRequest(u.id);
    expect(await codeOf(reviewOrganizerRequest({ actor: adminActor, requestId: r2.id, decision: "reject", response: "  " }))).toBe("ADMIN_RESPONSE_REQUIRED");
    expect(await codeOf(reviewOrganizerRequest({ actor: { ...adminActor, role: "organizer" }, requestId: r2.id, decision: "approve", response: "" }))).toBe("FORBIDDEN");
    const [pending] = await db.select().from(organizerRequests).where(eq(organizerRequests.id, r2.id));
    expect(pending.status).toBe("pending");
  });
});

describe("data rights", () => {
  it("exports own data and deletes the account, keeping bookings anonymised; both audited", async () => {
    const u = await makeUser({ email: "weg@example.test", firstName: "Wilma" });
    const ev = await makeEvent({ title: "Lesung im Buddenbrookhaus" });
    const [b] = await db
      .insert(bookings)
      .values({ userId: u.id, userEmail: "weg@example.test", eventId: ev.id, totalAmountCents: 1500, quantity: 1, bookingReference: `SP-${u.id.slice(0, 8)}`, status: "confirmed", paymentStatus: "completed" })
      .returning();
    await db.insert(bookingAttendees).values({ bookingId: b.id, firstName: "Wilma", lastName: "Weg", ticketNumber: `T-${u.id.slice(0, 10)}`, qrCode: `QR-${u.id}` });
    const exported = await exportUserData({ actor: { id: u.id, email: u.email, role: "user" } });
    expect(exported.konto.email).toBe("weg@example.test");
    expect(exported.buchungen).toHaveLength(1);
    expect(exported.buchungen[0].teilnehmende[0].firstName).toBe("Wilma");

    expect(await codeOf(deleteAccount({ actor: { id: u.id, email: u.email, role: "user" }, confirmation: "ja" }))).toBe("DELETE_CONFIRMATION_MISMATCH");
    expect(await db.select().from(user).where(eq(user.id, u.id))).toHaveLength(1);

    await deleteAccount({ actor: { id: u.id, email: u.email, role: "user" }, confirmation: "löschen" });
    expect(await db.select().from(user).where(eq(user.id, u.id))).toHaveLength(0);
    expect(await db.select().from(profiles).where(eq(profiles.id, u.id))).toHaveLength(0);
    const [kept] = await db.select().from(bookings).where(eq(bookings.id, b.id));
    expect(kept).toMatchObject({ userId: null, userEmail: null, totalAmountCents: 1500 });
    expect(kept.anonymizedAt).toBeInstanceOf(Date);
    const [att] = await db.select().from(bookingAttendees).where(eq(bookingAttendees.bookingId, b.id));
    expect(att.firstName).toBe("Anonymisiert");
    const actions = (await db.select().from(auditLog).where(eq(auditLog.entityId, u.id))).map((a) => a.action);
    expect(actions).toEqual(expect.arrayContaining(["account.data_exported", "account.deleted"]));
  });

  it("fixed admin addresses cannot be deleted", async () => {
    const u = await makeUser({ email: "chefin@example.test" });
    process.env.ADMIN_EMAILS = "chefin@example.test, zweite@example.test";
    try {
      expect(await codeOf(deleteAccount({ actor: { id: u.id, email: u.email, role: "user" }, confirmation: "LÖSCHEN" }))).toBe("FIXED_ADMIN_CANNOT_DELETE");
    } finally {
      delete process.env.ADMIN_EMAILS;
    }
    expect(await db.select().from(user).where(eq(user.id, u.id))).toHaveLength(1);
  });
});

describe("profile", () => {
  it("saves names and an uploaded avatar through the media store (WebP), audited", async () => {
    const sharp = (await import("sharp")).default;
    const { updateProfile, getProfile } = await import("~/modules/profile/profile.server");
    const u = await makeUser();
    const png = await sharp({ create: { width: 400, height: 300, channels: 3, background: "#b53c7a" } }).png().toBuffer();
    const file = new File([new Uint8Array(png)], "ich.png", { type: "image/png" });
    await updateProfile({ actor: { id: u.id, email: u.email, role: "user" }, firstName: "Paula", lastName: "Profil", displayName: "Paula P.", avatar: file });
    const p = await getProfile(u.id);
    expect(p?.profile).toMatchObject({ firstName: "Paula", lastName: "Profil", displayName: "Paula P." });
    expect(p?.profile?.avatarUrl).toMatch(/^\/media\/avatar\/.+\.webp$/);
    const bad = new File([new Uint8Array([1, 2, 3])], "kaputt.png", { type: "image/png" });
    const err = await updateProfile({ actor: { id: u.id, email: u.email, role: "user" }, firstName: "X", lastName: "Y", displayName: null, avatar: bad }).catch((e: unknown) => e);
    expect(isAppError(err) && err.userMessage).toBe("Die Datei ist kein lesbares Bild.");
    const after = await getProfile(u.id);
    expect(after?.profile?.firstName).toBe("Paula");
    const audits = await db.select().from(auditLog).where(eq(auditLog.entityId, u.id));
    expect(audits.map((a) => a.action)).toContain("profile.updated");
  });
});

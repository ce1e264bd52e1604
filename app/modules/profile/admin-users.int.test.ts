import { and, eq } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { db } from "~/lib/db.server";
import { auth } from "~/modules/accounts/auth.server";
import { BANNED_MESSAGE, signInFailure } from "~/modules/accounts/auth-messages";
import { session, user, userRoles } from "~/modules/accounts/schema";
import { getViewer } from "~/modules/accounts/session.server";
import { auditLog } from "~/modules/audit/schema";
import { audit } from "~/modules/audit/audit.server";
import { outbox } from "~/modules/outbox/schema";
import { setUserRole } from "~/modules/profile/set-user-role.server";
import { bookings, checkInStaff } from "~/modules/ticketing/schema";
import * as createRoute from "~/routes/admin/user-create";
import * as detailRoute from "~/routes/admin/user-detail";
import * as listRoute from "~/routes/admin/users";
import { setupTestDb } from "../../../tests/setup/db";
import { makeSignedInUser, outcome, req, sessionCookie } from "../../../tests/factories/accounts";
import { makeCity } from "../../../tests/factories";
import { makePaidBooking } from "../../../tests/factories/ticketing";

type Body = { ok?: boolean; code?: string; message?: string; fields?: Record<string, string> };
type Signed = Awaited<ReturnType<typeof makeSignedInUser>>;

let admin: Signed;
let support: Signed;
let organizer: Signed;
let plain: Signed;

beforeAll(async () => {
  await setupTestDb();
  await makeCity();
  admin = await makeSignedInUser("admin", { firstName: "Ada", lastName: "Admin" });
  support = await makeSignedInUser("support");
  organizer = await makeSignedInUser("organizer", { firstName: "Olga", lastName: "Organisiert" });
  plain = await makeSignedInUser("user");
});

const savedAdminEmails = process.env.ADMIN_EMAILS;
afterEach(() => {
  process.env.ADMIN_EMAILS = savedAdminEmails;
});

/** Posts to an account's page: `/admin/users/:id/edit`. */
const post = (id: string, form: Record<string, string>, cookie = admin.cookie) =>
  outcome(() => detailRoute.action({ request: req(`/admin/users/${id}/edit`, { cookie, form }), params: { id }, context: {} } as never));

/** The raw answer of an action (for its Set-Cookie headers). */
async function raw(id: string, form: Record<string, string>, cookie: string): Promise<Response> {
  try {
    const r = await detailRoute.action({ request: req(`/admin/users/${id}/edit`, { cookie, form }), params: { id }, context: {} } as never);
    return r as Response;
  } catch (e) {
    return e as Response;
  }
}

/** The browser's cookies after a response: the old ones with the response's Set-Cookie applied. */
function applyCookies(cookie: string, res: Response): string {
  const jar = new Map(cookie.split("; ").map((c) => [c.slice(0, c.indexOf("=")), c.slice(c.indexOf("=") + 1)] as const));
  for (const set of res.headers.getSetCookie()) {
    const [pair] = set.split(";");
    const name = pair!.slice(0, pair!.indexOf("="));
    const value = pair!.slice(pair!.indexOf("=") + 1);
    if (/max-age=0/i.test(set) || value === "") jar.delete(name);
    else jar.set(name, value);
  }
  return [...jar].map(([k, v]) => `${k}=${v}`).join("; ");
}

const viewerOf = (cookie: string) => getViewer(req("/", { cookie }));
const roleOf = async (id: string) => (await db.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, id)))[0]?.role ?? "user";
const auditsOf = (id: string) => db.select().from(auditLog).where(eq(auditLog.entityId, id));

describe("/admin/users: who may act", () => {
  it("refuses every action to organizers and users (403) and everything but help to support; nothing changes", async () => {
    const target = await makeSignedInUser("user");
    const forms: Array<Record<string, string>> = [
      { intent: "saveProfile", firstName: "X", lastName: "Y", displayName: "", cityId: "" },
      { intent: "setRole", role: "admin" },
      { intent: "ban", reason: "Spam und Beleidigungen" },
      { intent: "unban" },
      { intent: "revokeSessions" },
      { intent: "sendPasswordReset" },
      { intent: "confirmPassword", password: "Passwort123" },
      { intent: "impersonate" },
      { intent: "delete", confirmation: "LÖSCHEN" },
    ];
    const supportMay = new Set(["revokeSessions", "sendPasswordReset"]);
    for (const who of [organizer, plain, support]) {
      for (const form of forms) {
        if (who === support && supportMay.has(form.intent!)) continue;
        const res = await post(target.id, form, who.cookie);
        expect(res.status, `${who.role} ${form.intent}`).toBe(403);
      }
    }
    const invite = await outcome(() =>
      createRoute.action({ request: req("/admin/users/create", { cookie: support.cookie, form: { firstName: "A", lastName: "B", email: "x@example.org", role: "admin" } }), params: {}, context: {} } as never),
    );
    expect(invite.status).toBe(403);
    expect(await roleOf(target.id)).toBe("user");
    expect((await db.select({ banned: user.banned }).from(user).where(eq(user.id, target.id)))[0]?.banned).toBe(false);
    expect(await auditsOf(target.id)).toEqual([]);
    expect(await viewerOf(target.cookie)).not.toBeNull();
    // support's export of personal data is refused too (decision 0011)
    const exported = await outcome(() => listRoute.loader({ request: req("/admin/users?format=csv", { cookie: support.cookie }), params: {}, context: {} } as never));
    expect(exported.status).toBe(403);
  });

  it("lets support send a reset link and end sessions, audited under support", async () => {
    const target = await makeSignedInUser("user");
    expect((await post(target.id, { intent: "sendPasswordReset" }, support.cookie)).status).toBe(200);
    const [mail] = await db.select().from(outbox).where(and(eq(outbox.recipient, target.email), eq(outbox.topic, "reset_password")));
    expect(JSON.stringify(mail?.payload)).toContain("/api/auth/reset-password/");
    expect((await post(target.id, { intent: "revokeSessions" }, support.cookie)).status).toBe(200);
    expect(await viewerOf(target.cookie)).toBeNull();
    const rows = await auditsOf(target.id);
    expect(rows.map((r) => [r.action, r.actorId])).toEqual([
      ["user.password_reset_sent", support.id],
      ["user.sessions_revoked", support.id],
    ]);
  });
});

describe("/admin/users: the account's page", () => {
  it("shows role, fixed-admin badge data and check-in grants (a grant, not a role) to admins and support", async () => {
    const target = await makeSignedInUser("user");
    await db.insert(checkInStaff).values({ email: target.email.toLowerCase(), invitedBy: admin.id });
    for (const who of [admin, support]) {
      const res = await outcome(() => detailRoute.loader({ request: req(`/admin/users/${target.id}/edit`, { cookie: who.cookie }), params: { id: target.id }, context: {} } as never));
      expect(res.status).toBe(200);
      const d = res.body as { role: string; fixed: boolean; checkInGrants: Array<{ label: string }>; may: Record<string, boolean> };
      expect(d).toMatchObject({ role: "user", fixed: false, checkInGrants: [{ label: "Alle Events (plattformweit)" }] });
      expect(d.may.ban).toBe(who === admin);
    }
    const missing = await outcome(() => detailRoute.loader({ request: req("/admin/users/gibt-es-nicht/edit", { cookie: admin.cookie }), params: { id: "gibt-es-nicht" }, context: {} } as never));
    expect(missing.status).toBe(404);
  });
});

describe("/admin/users: roles", () => {
  it("makes a user organizer: user_roles and the plugin's mirror in one step, audited", async () => {
    const target = await makeSignedInUser("user");
    const res = await post(target.id, { intent: "setRole", role: "organizer" });
    expect(res.status).toBe(200);
    expect(await roleOf(target.id)).toBe("organizer");
    expect((await db.select({ role: user.role }).from(user).where(eq(user.id, target.id)))[0]?.role).toBe("organizer");
    expect((await viewerOf(target.cookie))?.role).toBe("organizer");
    const [row] = await auditsOf(target.id);
    expect(row).toMatchObject({ action: "user.role_changed", actorId: admin.id, before: { role: "user" }, after: { role: "organizer" } });
  });

  it("refuses to demote a fixed admin (ADMIN_EMAILS) beside the field; nothing changes", async () => {
    const fixed = await makeSignedInUser("user", { email: `fest-${Date.now()}@stadtpuls.test` });
    process.env.ADMIN_EMAILS = `someone@example.org, ${fixed.email.toUpperCase()}`;
    const res = await post(fixed.id, { intent: "setRole", role: "user" });
    expect(res.status).toBe(409);
    expect((res.body as Body).fields?.role).toMatch(/fest als Administrator eingetragen/);
    expect((await viewerOf(fixed.cookie))?.role).toBe("admin");
    expect(await auditsOf(fixed.id)).toEqual([]);
  });

  it("refuses to remove the last admin", async () => {
    const only = await makeSignedInUser("admin");
    const others = await db.select({ id: userRoles.userId }).from(userRoles).where(eq(userRoles.role, "admin"));
    process.env.ADMIN_EMAILS = "";
    // for this test `only` is the one admin left
    await db.update(userRoles).set({ role: "organizer" }).where(and(eq(userRoles.role, "admin")));
    await db.update(userRoles).set({ role: "admin" }).where(eq(userRoles.userId, only.id));
    try {
      const res = await post(only.id, { intent: "setRole", role: "user" }, only.cookie);
      expect(res.status).toBe(409);
      expect((res.body as Body).fields?.role).toBe("Das ist das letzte Administrator-Konto. Ernennen Sie zuerst eine weitere Person zum Administrator.");
      expect(await roleOf(only.id)).toBe("admin");
      // with a second admin, demoting works
      await setUserRole({ actor: { id: only.id, email: only.email, role: "admin" }, id: admin.id, role: "admin" });
      expect((await post(only.id, { intent: "setRole", role: "user" }, only.cookie)).status).toBe(200);
    } finally {
      for (const o of others) await db.update(userRoles).set({ role: "admin" }).where(eq(userRoles.userId, o.id));
    }
  });
});

describe("/admin/users: ban, invitation, deletion", () => {
  it("a ban ends the user's sessions at once and refuses their next sign-in in German; unban lets them in again", async () => {
    const target = await makeSignedInUser("user");
    expect(await viewerOf(target.cookie)).not.toBeNull();
    const empty = await post(target.id, { intent: "ban", reason: "" });
    expect(empty.status).toBe(400);
    expect((empty.body as Body).fields?.reason).toMatch(/Grund/);
    const res = await post(target.id, { intent: "ban", reason: "Wiederholt Spam in Bewertungen" });
    expect(res.status).toBe(200);
    expect(await viewerOf(target.cookie)).toBeNull();
    expect(await db.$count(session, eq(session.userId, target.id))).toBe(0);
    const signIn = await auth().api.signInEmail({ body: { email: target.email, password: target.password }, headers: new Headers({ origin: "http://localhost:3999" }), asResponse: true });
    expect(signIn.status).toBe(403);
    const body = (await signIn.json()) as { code: string };
    expect(body.code).toBe("BANNED_USER");
    expect(signInFailure(body.code, 403).description).toBe(BANNED_MESSAGE);
    expect((await post(target.id, { intent: "unban" })).status).toBe(200);
    await expect(sessionCookie(target.email, target.password)).resolves.toContain("stadtpuls");
    expect((await auditsOf(target.id)).map((r) => r.action)).toEqual(["user.banned", "user.unbanned"]);
  });

  it("never bans or deletes an admin", async () => {
    const other = await makeSignedInUser("admin");
    expect((await post(other.id, { intent: "ban", reason: "Test der Regel" })).status).toBe(409);
    expect((await post(other.id, { intent: "delete", confirmation: "LÖSCHEN" })).status).toBe(409);
    expect(await viewerOf(other.cookie)).not.toBeNull();
  });

  it("invites a new account: no password typed, a 7-day link that sets it and confirms the address; a taken e-mail is refused beside the field", async () => {
    const email = `eingeladen-${Date.now()}@example.org`;
    const create = (form: Record<string, string>) =>
      outcome(() => createRoute.action({ request: req("/admin/users/create", { cookie: admin.cookie, form }), params: {}, context: {} } as never));
    const bad = await create({ firstName: "", lastName: "Neu", email: "keine-mail", role: "chef" });
    expect(bad.status).toBe(400);
    expect((bad.body as Body).fields).toMatchObject({ firstName: "Bitte geben Sie den Vornamen ein.", email: "Bitte geben Sie eine gültige E-Mail-Adresse ein." });
    const res = await create({ firstName: "Ina", lastName: "Neu", email, role: "organizer" });
    expect(res.status).toBe(302);
    const [row] = await db.select().from(user).where(eq(user.email, email));
    expect(row).toMatchObject({ name: "Ina Neu", emailVerified: false, role: "organizer" });
    expect(res.location).toBe(`/admin/users/${row!.id}/edit`);
    expect(await roleOf(row!.id)).toBe("organizer");
    const [mail] = await db.select().from(outbox).where(and(eq(outbox.recipient, email), eq(outbox.topic, "invitation")));
    const url = String((mail!.payload as { data: { url: string } }).data.url);
    const token = url.match(/reset-password\/([^?]+)/)![1]!;
    await auth().api.resetPassword({ body: { token, newPassword: "Eingeladen123" } });
    await expect(sessionCookie(email, "Eingeladen123")).resolves.toContain("stadtpuls");
    const dup = await create({ firstName: "Ina", lastName: "Zwei", email: email.toUpperCase(), role: "user" });
    expect(dup.status).toBe(409);
    expect((dup.body as Body).fields?.email).toBe("Mit dieser E-Mail-Adresse gibt es bereits ein Konto.");
    expect((await auditsOf(row!.id)).map((r) => r.action)).toEqual(["user.invited"]);
  });

  it("deletes an account with the DSGVO rules of self-service deletion: bookings kept, anonymised", async () => {
    const target = await makeSignedInUser("user");
    const { bookingId } = await makePaidBooking({ buyer: { id: target.id, email: target.email, role: "user" } });
    const wrong = await post(target.id, { intent: "delete", confirmation: "ja" });
    expect(wrong.status).toBe(400);
    const res = await post(target.id, { intent: "delete", confirmation: "LÖSCHEN" });
    expect(res.status).toBe(302);
    expect(res.location).toBe("/admin/users");
    expect(await db.$count(user, eq(user.id, target.id))).toBe(0);
    const [b] = await db.select().from(bookings).where(eq(bookings.id, bookingId));
    expect(b).toMatchObject({ userId: null, userEmail: null });
    expect(b!.anonymizedAt).not.toBeNull();
    const [row] = await auditsOf(target.id);
    expect(row).toMatchObject({ action: "user.deleted_by_admin", actorId: admin.id });
  });
});

describe("/admin/users: impersonation", () => {
  it("is refused without a recently re-entered password, and with a wrong one", async () => {
    const target = await makeSignedInUser("user");
    const res = await post(target.id, { intent: "impersonate" });
    expect(res.status).toBe(403);
    expect((res.body as Body).code).toBe("REAUTH_REQUIRED");
    const wrong = await post(target.id, { intent: "confirmPassword", password: "falsch" });
    expect(wrong.status).toBe(400);
    expect((wrong.body as Body).fields?.password).toBe("Das Passwort ist falsch.");
    // a confirmation older than 10 minutes no longer counts
    expect((await post(target.id, { intent: "confirmPassword", password: admin.password })).status).toBe(200);
    await db.update(session).set({ reauthenticatedAt: new Date(Date.now() - 11 * 60_000) }).where(eq(session.userId, admin.id));
    expect((await post(target.id, { intent: "impersonate" })).status).toBe(403);
    expect((await auditsOf(target.id)).filter((r) => r.action === "user.impersonation_started")).toEqual([]);
  });

  it("cannot be reached past our policy: the admin plugin's own HTTP endpoints are closed (404)", async () => {
    const target = await makeSignedInUser("user");
    expect((await post(target.id, { intent: "confirmPassword", password: admin.password })).status).toBe(200);
    for (const [path, body] of [
      ["/api/auth/admin/impersonate-user", { userId: target.id }],
      ["/api/auth/admin/set-role", { userId: target.id, role: "admin" }],
      ["/api/auth/admin/create-user", { email: "direkt@example.org", password: "Gesetzt123", name: "Direkt" }],
      ["/api/auth/admin/ban-user", { userId: target.id }],
    ] as const) {
      const res = await auth().handler(
        new Request(`http://localhost:3999${path}`, {
          method: "POST",
          headers: { cookie: admin.cookie, origin: "http://localhost:3999", "content-type": "application/json" },
          body: JSON.stringify(body),
        }),
      );
      expect(res.status, path).toBe(404);
    }
    expect(await roleOf(target.id)).toBe("user");
    expect(await db.$count(session, and(eq(session.userId, target.id), eq(session.impersonatedBy, admin.id)))).toBe(0);
    expect(await db.$count(user, eq(user.email, "direkt@example.org"))).toBe(0);
  });

  it("is refused for an admin and a fixed admin, even after re-entering the password", async () => {
    const otherAdmin = await makeSignedInUser("admin");
    const fixed = await makeSignedInUser("user", { email: `fest2-${Date.now()}@stadtpuls.test` });
    process.env.ADMIN_EMAILS = fixed.email;
    expect((await post(otherAdmin.id, { intent: "confirmPassword", password: admin.password })).status).toBe(200);
    const a = await post(otherAdmin.id, { intent: "impersonate" });
    expect(a.status).toBe(409);
    expect((a.body as Body).code).toBe("ADMIN_PROTECTED");
    expect((await post(fixed.id, { intent: "impersonate" })).status).toBe(409);
    expect(await db.$count(session, eq(session.userId, otherAdmin.id))).toBe(1);
  });

  it("acts as an organizer after re-auth: the session is theirs, changes are audited under the admin, and ending returns the admin's session", async () => {
    expect((await post(organizer.id, { intent: "confirmPassword", password: admin.password })).status).toBe(200);
    const started = await raw(organizer.id, { intent: "impersonate" }, admin.cookie);
    expect(started.status).toBe(302);
    expect(started.headers.get("location")).toBe("/organizer");
    const borrowed = applyCookies(admin.cookie, started);
    const as = await viewerOf(borrowed);
    expect(as).toMatchObject({ id: organizer.id, role: "organizer", impersonatedBy: { id: admin.id, email: admin.email } });
    // anything audited while acting as someone is written under the admin
    await db.transaction((tx) => audit(tx, as, "profile.updated", { type: "user", id: organizer.id }, null, { bio: "neu" }));
    const [changed] = (await auditsOf(organizer.id)).filter((r) => r.action === "profile.updated");
    expect(changed).toMatchObject({ actorId: admin.id, actorEmail: admin.email, after: { bio: "neu", actingAs: { id: organizer.id } } });
    // someone not impersonating cannot post the end
    expect((await post(organizer.id, { intent: "endImpersonation" }, organizer.cookie)).status).toBe(403);
    const ended = await raw(organizer.id, { intent: "endImpersonation" }, borrowed);
    expect(ended.status).toBe(302);
    expect(ended.headers.get("location")).toBe(`/admin/users/${organizer.id}/edit`);
    expect(await viewerOf(applyCookies(borrowed, ended))).toMatchObject({ id: admin.id, role: "admin", impersonatedBy: null });
    const rows = (await auditsOf(organizer.id)).filter((r) => r.action.startsWith("user.impersonation"));
    expect(rows.map((r) => [r.action, r.actorId])).toEqual([
      ["user.impersonation_started", admin.id],
      ["user.impersonation_ended", admin.id],
    ]);
  });
});

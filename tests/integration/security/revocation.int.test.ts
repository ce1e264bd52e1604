/**
 * Finding 9 (issue 14): revoked sessions lived on for about 60 s through better-auth's session
 * cookie cache (after revoke-sessions, a password reset, account deletion), and the cookie of a
 * just-deleted account made writes fail with foreign-key violations (500). Revocation now takes
 * effect on the next request.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auth } from "~/modules/accounts/auth.server";
import { deleteAccount } from "~/modules/profile/data-rights.server";
import { getViewer } from "~/modules/accounts/session.server";
import { setupTestDb } from "../../setup/db";
import { makeCity } from "../../factories";
import { makeSignedInUser, req } from "../../factories/accounts";
import { startTestServer, type TestServer } from "../../support/test-app";

let server: TestServer;
beforeAll(async () => {
  await setupTestDb();
  await makeCity();
  server = await startTestServer();
});
afterAll(() => server.close());

/** Signs in like a browser (all cookies better-auth sets, the cookie cache's session_data included). */
async function browserSession() {
  const u = await makeSignedInUser("user");
  expect(u.cookie).toContain("stadtpuls.session_token");
  return u;
}

describe("revocation takes effect on the next request", () => {
  it("after revoke-sessions", async () => {
    const u = await browserSession();
    expect((await getViewer(req("/luebeck", { cookie: u.cookie })))?.id).toBe(u.id);
    await auth().api.revokeSessions({ headers: new Headers({ cookie: u.cookie }) });
    expect(await getViewer(req("/luebeck", { cookie: u.cookie }))).toBeNull();
    const res = await fetch(`${server.url}/api/favorites`, {
      method: "POST",
      headers: { cookie: u.cookie, origin: server.url },
      body: new URLSearchParams({ type: "event", id: crypto.randomUUID(), favorite: "true" }),
    });
    expect(res.status).toBe(401);
  });

  it("after the password was reset (all sessions revoked)", async () => {
    const u = await browserSession();
    const ctx = await auth().$context;
    const hash = await ctx.password.hash("ganzNeu123");
    await ctx.internalAdapter.updatePassword(u.id, hash);
    await ctx.internalAdapter.deleteUserSessions(u.id);
    expect(await getViewer(req("/luebeck", { cookie: u.cookie }))).toBeNull();
  });

  it("after the account was deleted: writes answer 401, never a foreign-key 500", async () => {
    const u = await browserSession();
    await deleteAccount({ actor: { id: u.id, email: u.email, role: "user" } as never, confirmation: "LÖSCHEN" });
    expect(await getViewer(req("/luebeck", { cookie: u.cookie }))).toBeNull();
    const origin = server.url;
    const writes: Array<[string, RequestInit]> = [
      ["/api/favorites", { method: "POST", body: new URLSearchParams({ type: "event", id: crypto.randomUUID(), favorite: "true" }) }],
      ["/api/push/subscription", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ endpoint: "https://fcm.googleapis.com/fcm/send/x", keys: { p256dh: "a", auth: "b" } }) }],
      ["/luebeck/requests.data", { method: "POST", body: new URLSearchParams({ organizationName: "Verein", description: "Eine Beschreibung mit genug Text." }) }],
      ["/luebeck/contact.data", { method: "POST", body: new URLSearchParams({ name: "A", email: "a@example.test", subject: "Hallo", message: "Eine Nachricht mit genug Text." }) }],
      ["/api/account/export", { method: "GET" }],
    ];
    for (const [path, init] of writes) {
      const res = await fetch(`${origin}${path}`, { ...init, redirect: "manual", headers: { ...(init.headers as Record<string, string>), origin, cookie: u.cookie } });
      expect(res.status, path).toBeLessThan(500);
    }
  });
});

import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/lib/db.server";
import { auth } from "~/modules/accounts/auth.server";
import { session, userRoles } from "~/modules/accounts/schema";
import { getViewer } from "~/modules/accounts/session.server";
import { registerDefaultHandlers } from "~/modules/register-handlers.server";
import { setupTestDb } from "../../../tests/setup/db";
import { makeSignedInUser, req } from "../../../tests/factories/accounts";
import { makeBusiness } from "../../../tests/factories/discovery";

beforeAll(async () => {
  await setupTestDb();
  registerDefaultHandlers(); // the composition root, as at start
});

/** Only the session token cookie (better-auth's 60-s cookie cache would answer for the database). */
const tokenCookie = (cookie: string) => /stadtpuls\.session_token=[^;]+/.exec(cookie)![0];
const tokenOf = (cookie: string) => decodeURIComponent(/stadtpuls\.session_token=([^;]+)/.exec(cookie)![1]!).split(".")[0]!;

describe("who is asking (getViewer)", () => {
  it("knows a signed-in user with role and profile from the signed session cookie", async () => {
    const u = await makeSignedInUser("organizer", { firstName: "Greta", lastName: "Holm" });
    const v = await getViewer(req("/luebeck", { cookie: u.cookie }));
    expect(v).toMatchObject({ id: u.id, email: u.email, role: "organizer", firstName: "Greta", lastName: "Holm", displayName: "Greta Holm" });
  });

  it("a forged signature, an unknown token or no cookie is anonymous", async () => {
    const u = await makeSignedInUser();
    const token = tokenOf(u.cookie);
    const forged = `stadtpuls.session_token=${encodeURIComponent(`${token}.${Buffer.alloc(32, 1).toString("base64")}`)}`;
    expect(await getViewer(req("/luebeck", { cookie: forged }))).toBeNull();
    const unsigned = `stadtpuls.session_token=${token}`;
    expect(await getViewer(req("/luebeck", { cookie: unsigned }))).toBeNull();
    expect(await getViewer(req("/luebeck", { cookie: "stadtpuls.session_token=nonsense%ZZ" }))).toBeNull();
    expect(await getViewer(req("/luebeck"))).toBeNull();
  });

  it("an expired or deleted session is anonymous; a role change applies on the next request", async () => {
    const a = await makeSignedInUser();
    await db.update(session).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(session.token, tokenOf(a.cookie)));
    expect(await getViewer(req("/luebeck", { cookie: tokenCookie(a.cookie) }))).toBeNull();

    const b = await makeSignedInUser();
    expect((await getViewer(req("/luebeck", { cookie: b.cookie })))?.role).toBe("user");
    await db.insert(userRoles).values({ userId: b.id, role: "admin" }).onConflictDoUpdate({ target: userRoles.userId, set: { role: "admin" } });
    expect((await getViewer(req("/luebeck", { cookie: b.cookie })))?.role).toBe("admin");
    await auth().api.signOut({ headers: new Headers({ cookie: b.cookie }) });
    expect(await getViewer(req("/luebeck", { cookie: tokenCookie(b.cookie) }))).toBeNull();
  });

  it("a session due for refresh is extended by better-auth (sliding expiry)", async () => {
    const u = await makeSignedInUser();
    const token = tokenOf(u.cookie);
    // last refreshed two days ago: 28 days left of 30, older than updateAge (1 day)
    const old = new Date(Date.now() + 28 * 24 * 3600 * 1000);
    await db.update(session).set({ expiresAt: old }).where(eq(session.token, token));
    expect((await getViewer(req("/luebeck", { cookie: tokenCookie(u.cookie) })))?.id).toBe(u.id);
    const res = await db.execute<{ expires_at: string | Date }>(sql`select expires_at from session where token = ${token}`);
    const after = new Date(res.rows[0]!.expires_at);
    expect(after.getTime()).toBeGreaterThan(old.getTime() + 24 * 3600 * 1000);
  });

  it("knows a business owner as one (places' check, wired at start), on the fast path and on better-auth's path", async () => {
    const owner = await makeSignedInUser();
    const other = await makeSignedInUser();
    await makeBusiness({ ownerId: owner.id });
    expect((await getViewer(req("/luebeck", { cookie: owner.cookie })))?.isBusinessOwner).toBe(true);
    expect((await getViewer(req("/luebeck", { cookie: other.cookie })))?.isBusinessOwner).toBe(false);
    // due for refresh: better-auth answers and the role/profile query runs the same check
    await db.update(session).set({ expiresAt: new Date(Date.now() + 28 * 24 * 3600 * 1000) }).where(eq(session.token, tokenOf(owner.cookie)));
    expect(await getViewer(req("/luebeck", { cookie: tokenCookie(owner.cookie) }))).toMatchObject({ id: owner.id, isBusinessOwner: true });
  });
});

import { and, eq } from "drizzle-orm";
import { AppError } from "~/lib/app-error";
import { db } from "~/lib/db.server";
import { logger } from "~/lib/logger.server";
import type { Actor } from "~/modules/accounts/actor";
import { lockAccount, reauthenticatedAt, reauthIsFresh } from "~/modules/profile/admin-users.server";
import { auth, expiredSessionCookies } from "~/modules/accounts/auth.server";
import { assertCan } from "~/modules/profile/permissions";
import { consumeLimit } from "~/modules/accounts/rate-limit.server";
import { account, session } from "~/modules/accounts/schema";
import { audit } from "~/modules/audit/audit.server";

/**
 * Impersonation (issue 23, decision 0011) through better-auth's admin plugin: it creates the
 * session marked `impersonatedBy`, keeps the admin's own session in a signed cookie and restores it
 * at the end. Our policy asks first (admin, password re-entered in the last 10 minutes, never an
 * admin, a fixed admin, oneself or a banned account); the plugin's own role check is the second lock.
 * Start, end and every audited change in between are recorded under the admin.
 */

/** The admin re-enters their password: impersonation is open for 10 minutes in this session. */
export async function confirmPassword({ actor, password }: { actor: Actor; password: string }) {
  assertCan(actor, "user.impersonate");
  if (!actor.sessionId) throw new AppError("REAUTH_REQUIRED");
  if (!(await consumeLimit(`sp:reauth:${actor.id}`, { window: 900, max: 5 }))) throw new AppError("RATE_LIMITED", { field: "password" });
  const [cred] = await db
    .select({ hash: account.password })
    .from(account)
    .where(and(eq(account.userId, actor.id), eq(account.providerId, "credential")));
  const ctx = await auth().$context;
  const ok = !!cred?.hash && (await ctx.password.verify({ hash: cred.hash, password }));
  if (!ok) throw new AppError("REAUTH_FAILED", { field: "password" });
  await db.transaction(async (tx) => {
    await tx
      .update(session)
      .set({ reauthenticatedAt: new Date() })
      .where(and(eq(session.id, actor.sessionId!), eq(session.userId, actor.id)));
    await audit(tx, actor, "user.reauthenticated", {
      type: "user",
      id: actor.id,
    });
  });
}

/** Starts acting as the account; answers the Set-Cookie headers that switch the browser's session. */
export async function startImpersonation({ actor, id, authHeaders }: { actor: Actor; id: string; authHeaders: Headers }) {
  assertCan(actor, "user.impersonate");
  const target = await lockAccount(db, id);
  if (target.fixed) throw new AppError("FIXED_ADMIN_PROTECTED");
  if (target.role === "admin") throw new AppError("ADMIN_PROTECTED");
  if (target.id === actor.id) throw new AppError("SELF_PROTECTED");
  if (target.banned) throw new AppError("USER_NOT_FOUND");
  if (!reauthIsFresh(await reauthenticatedAt(actor))) throw new AppError("REAUTH_REQUIRED");
  let cookies: string[];
  try {
    const { headers } = await auth().api.impersonateUser({
      body: { userId: id },
      headers: authHeaders,
      returnHeaders: true,
    });
    cookies = headers.getSetCookie();
  } catch (err) {
    logger.warn({ err, userId: id }, "Impersonation vom Admin-Plugin abgelehnt");
    throw new AppError("FORBIDDEN");
  }
  await db.transaction((tx) =>
    audit(tx, actor, "user.impersonation_started", { type: "user", id }, null, {
      email: target.email,
      role: target.role,
    }),
  );
  return { cookies, role: target.role };
}

/** Ends acting as someone: the admin's own session comes back; answers its Set-Cookie headers. */
export async function endImpersonation({ actor, authHeaders }: { actor: Actor; authHeaders: Headers }) {
  if (!actor.impersonatedBy) throw new AppError("NOT_IMPERSONATING");
  let cookies: string[];
  try {
    const { headers } = await auth().api.stopImpersonating({
      headers: authHeaders,
      returnHeaders: true,
    });
    cookies = headers.getSetCookie();
  } catch (err) {
    // the admin's own session is gone (signed out elsewhere): end the borrowed one, sign out
    logger.warn({ err }, "Admin-Sitzung nach der Übernahme nicht gefunden – melde ab");
    if (actor.sessionId) await db.delete(session).where(eq(session.id, actor.sessionId));
    cookies = await expiredSessionCookies();
  }
  await db.transaction((tx) =>
    audit(tx, actor, "user.impersonation_ended", {
      type: "user",
      id: actor.id,
    }),
  );
  return { cookies };
}

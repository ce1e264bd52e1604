import { eq } from "drizzle-orm";
import { AppError } from "~/lib/app-error";
import { db, type DbOrTx } from "~/lib/db.server";
import type { Actor } from "~/modules/accounts/actor";
import { lockAccount } from "~/modules/profile/admin-users.server";
import { assertCan } from "~/modules/profile/permissions";
import { session, user } from "~/modules/accounts/schema";
import { audit } from "~/modules/audit/audit.server";

/**
 * Bans an account with a reason (the admin plugin's columns: its sign-in hook refuses the account
 * from now on) and ends every session at once — the person's next request is anonymous.
 * Admins, fixed admins and one's own account are never banned here.
 */
export async function banUser({ actor, id, reason }: { actor: Actor; id: string; reason: string }) {
  assertCan(actor, "user.ban");
  return db.transaction((tx) => banUserIn(tx, actor, id, reason));
}

/** The ban inside a caller's transaction (a report decision that also bans the author). */
export async function banUserIn(tx: DbOrTx, actor: Actor, id: string, reason: string) {
  assertCan(actor, "user.ban");
  const target = await lockAccount(tx, id);
  if (target.fixed) throw new AppError("FIXED_ADMIN_PROTECTED");
  if (target.role === "admin") throw new AppError("ADMIN_PROTECTED");
  if (target.id === actor.id || target.id === actor.impersonatedBy?.id) throw new AppError("SELF_PROTECTED");
  await tx.update(user).set({ banned: true, banReason: reason, banExpires: null }).where(eq(user.id, id));
  const ended = await tx.delete(session).where(eq(session.userId, id)).returning({ id: session.id });
  await audit(tx, actor, "user.banned", { type: "user", id }, { banned: target.banned }, { banned: true, reason, sessionsEnded: ended.length });
  return { id };
}

/** Lifts a ban: the person may sign in again. */
export async function unbanUser({ actor, id }: { actor: Actor; id: string }) {
  assertCan(actor, "user.ban");
  return db.transaction(async (tx) => {
    const target = await lockAccount(tx, id);
    if (!target.banned) return { id };
    await tx.update(user).set({ banned: false, banReason: null, banExpires: null }).where(eq(user.id, id));
    await audit(tx, actor, "user.unbanned", { type: "user", id }, { banned: true, reason: target.banReason }, { banned: false });
    return { id };
  });
}

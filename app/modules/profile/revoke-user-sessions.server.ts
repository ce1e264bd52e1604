import { eq } from "drizzle-orm";
import { db } from "~/lib/db.server";
import type { Actor } from "~/modules/accounts/actor";
import { lockAccount } from "~/modules/profile/admin-users.server";
import { assertCan } from "~/modules/profile/permissions";
import { session } from "~/modules/accounts/schema";
import { audit } from "~/modules/audit/audit.server";

/** Ends every session of an account (signed out on every device at its next request); audited. */
export async function revokeUserSessions({ actor, id }: { actor: Actor; id: string }) {
  assertCan(actor, "user.revokeSessions");
  return db.transaction(async (tx) => {
    await lockAccount(tx, id);
    const ended = await tx.delete(session).where(eq(session.userId, id)).returning({ id: session.id });
    await audit(tx, actor, "user.sessions_revoked", { type: "user", id }, null, { sessionsEnded: ended.length });
    return { id, ended: ended.length };
  });
}

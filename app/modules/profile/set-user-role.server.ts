import { eq } from "drizzle-orm";
import { AppError } from "~/lib/app-error";
import { db } from "~/lib/db.server";
import type { Actor } from "~/modules/accounts/actor";
import { lockAccount, otherAdminCount } from "~/modules/profile/admin-users.server";
import { assertCan } from "~/modules/profile/permissions";
import type { Role } from "~/modules/accounts/roles";
import { user, userRoles } from "~/modules/accounts/schema";
import { audit } from "~/modules/audit/audit.server";

/**
 * Gives an account one of the four roles (decision 0011): `user_roles` is the truth, the admin
 * plugin's `user.role` mirror is written in the same transaction. A fixed admin (ADMIN_EMAILS) is
 * never demoted, and the last admin is never removed.
 */
export async function setUserRole({ actor, id, role }: { actor: Actor; id: string; role: Role }) {
  assertCan(actor, "user.setRole");
  return db.transaction(async (tx) => {
    // admins are counted under a lock, so two admins demoting each other cannot both succeed
    await tx.select({ id: userRoles.userId }).from(userRoles).where(eq(userRoles.role, "admin")).for("update");
    const before = await lockAccount(tx, id);
    if (before.fixed) throw new AppError("FIXED_ADMIN_PROTECTED", { field: "role" });
    if (before.role === role) return { id, role };
    if (before.role === "admin" && (await otherAdminCount(tx, id)) === 0) throw new AppError("LAST_ADMIN", { field: "role" });
    if (role === "user") await tx.delete(userRoles).where(eq(userRoles.userId, id));
    else
      await tx
        .insert(userRoles)
        .values({ userId: id, role, grantedBy: actor.id })
        .onConflictDoUpdate({
          target: userRoles.userId,
          set: { role, grantedBy: actor.id, updatedAt: new Date() },
        });
    await tx.update(user).set({ role }).where(eq(user.id, id));
    await audit(tx, actor, "user.role_changed", { type: "user", id }, { role: before.role }, { role });
    return { id, role };
  });
}

import { and, eq, exists, gt, inArray, not, or, sql, type SQL } from "drizzle-orm";
import { fixedAdminEmails } from "~/modules/accounts/session.server";
import type { DbOrTx } from "~/lib/db.server";
import { profiles, user, userRoles } from "~/modules/accounts/schema";
import { notifications, type notificationBroadcasts } from "~/modules/engagement/schema";

type Audience = Pick<typeof notificationBroadcasts.$inferSelect, "audience" | "audienceValue">;

/** The users a broadcast's audience means: all, one city's (profile city), one role's (user_roles, no row = user; the ADMIN_EMAILS addresses are admins), or one user. */
export function audienceWhere(a: Audience): SQL | undefined {
  switch (a.audience) {
    case "all":
      return undefined;
    case "city":
      return sql`exists (select 1 from ${profiles} where ${profiles.id} = ${user.id} and ${profiles.cityId} = ${a.audienceValue})`;
    case "role": {
      const withRole = (roles: string[]) =>
        sql`exists (select 1 from ${userRoles} where ${userRoles.userId} = ${user.id} and ${inArray(userRoles.role, roles as Array<"admin">)})`;
      // the fixed admin addresses (ADMIN_EMAILS) are admins whatever user_roles says
      const fixed = fixedAdminEmails();
      const fixedAdmin = fixed.length ? inArray(sql`lower(${user.email})`, fixed) : sql`false`;
      if (a.audienceValue === "admin") return or(withRole(["admin"]), fixedAdmin);
      if (a.audienceValue === "organizer") return and(withRole(["organizer"]), not(fixedAdmin));
      return and(not(withRole(["admin", "organizer"])), not(fixedAdmin));
    }
    case "user":
      return eq(user.id, a.audienceValue ?? "");
  }
}

export async function countAudience(tx: DbOrTx, a: Audience): Promise<number> {
  return tx.$count(user, audienceWhere(a));
}

/** The next recipients of a broadcast after `cursor` (user id order) who do not have it yet. */
export async function nextRecipients(tx: DbOrTx, b: Audience & { id: string; cursor: string | null }, limit: number) {
  const notYet = not(
    exists(
      tx
        .select({ one: sql`1` })
        .from(notifications)
        .where(and(eq(notifications.entityType, "broadcast"), eq(notifications.entityId, b.id), eq(notifications.userId, user.id))),
    ),
  );
  return tx
    .select({ id: user.id })
    .from(user)
    .where(and(audienceWhere(b), b.cursor ? gt(user.id, b.cursor) : undefined, notYet))
    .orderBy(user.id)
    .limit(limit);
}

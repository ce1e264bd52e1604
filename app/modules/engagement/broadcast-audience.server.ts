import { and, eq, exists, gt, inArray, not, sql, type SQL } from "drizzle-orm";
import type { DbOrTx } from "~/lib/db.server";
import { profiles, user, userRoles } from "~/modules/accounts/schema";
import { notifications, type notificationBroadcasts } from "~/modules/engagement/schema";

type Audience = Pick<typeof notificationBroadcasts.$inferSelect, "audience" | "audienceValue">;

/** The users a broadcast's audience means: all, one city's (profile city), one role's (user_roles; no row = user), or one user. */
export function audienceWhere(a: Audience): SQL | undefined {
  switch (a.audience) {
    case "all":
      return undefined;
    case "city":
      return sql`exists (select 1 from ${profiles} where ${profiles.id} = ${user.id} and ${profiles.cityId} = ${a.audienceValue})`;
    case "role": {
      const withRole = (roles: string[]) =>
        sql`exists (select 1 from ${userRoles} where ${userRoles.userId} = ${user.id} and ${inArray(userRoles.role, roles as Array<"admin">)})`;
      return a.audienceValue === "user" ? not(withRole(["admin", "organizer"])) : withRole([a.audienceValue ?? ""]);
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

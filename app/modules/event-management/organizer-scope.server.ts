import { and, eq, or, sql, type SQL } from "drizzle-orm";
import { isUuid } from "~/lib/input";
import { AppError } from "~/lib/app-error";
import type { DbOrTx } from "~/lib/db.server";
import type { Actor } from "~/modules/accounts/actor";
import { events } from "~/modules/events/schema";
import { organizers } from "~/modules/people/schema";

/** Who manages events: an organizer (own events only) or an admin (all). */
export type EventActor = Actor;

export function assertCanManageEvents(actor: EventActor) {
  if (actor.role !== "organizer" && actor.role !== "admin") throw new AppError("FORBIDDEN");
}

/** Rows the actor may see and change: admins all, organizers those they created or run through their organizer profile. */
export function ownEventsWhere(actor: EventActor): SQL | undefined {
  if (actor.role === "admin") return undefined;
  return or(
    eq(events.createdBy, actor.id),
    sql`${events.organizerId} in (select ${organizers.id} from ${organizers} where ${organizers.userId} = ${actor.id})`,
  );
}

/** The event if the actor may manage it, else EVENT_NOT_FOUND (never "forbidden": another organizer's id does not exist for you). */
export async function findOwnEvent(tx: DbOrTx, actor: EventActor, id: string, opts: { forUpdate?: boolean } = {}) {
  assertCanManageEvents(actor);
  if (!isUuid(id)) throw new AppError("EVENT_NOT_FOUND");
  const q = tx.select().from(events).where(and(eq(events.id, id), ownEventsWhere(actor))).limit(1);
  const [row] = opts.forUpdate ? await q.for("update") : await q;
  if (!row) throw new AppError("EVENT_NOT_FOUND");
  return row;
}

/** The organizer profile run by this user (if any): new events are filed under it. */
export async function organizerProfileOf(tx: DbOrTx, userId: string) {
  const [o] = await tx.select({ id: organizers.id, name: organizers.name, logoUrl: organizers.logoUrl }).from(organizers).where(eq(organizers.userId, userId)).limit(1);
  return o ?? null;
}

import { eq, sql } from "drizzle-orm";
import { isUuid } from "~/lib/input";
import { AppError } from "~/lib/app-error";
import type { DbOrTx } from "~/lib/db.server";
import { assertCan, type VenueScopedActor } from "~/modules/event-management/permissions";
import { events } from "~/modules/events/schema";
import { teamRoleSql } from "~/modules/organizers/ownership";
import type { TeamActor } from "~/modules/organizers/team";
import { organizers } from "~/modules/people/schema";

/** Who manages events: an organizer (the events they run), an admin (all), or an owner at their venues (decision 0014). */
export type EventActor = VenueScopedActor;

/**
 * The event if the actor may manage it (policy `event.manage`), else EVENT_NOT_FOUND — never
 * "forbidden": another organizer's event does not exist for you. Non-organizers: FORBIDDEN — except
 * team members of some profile (issue 26): for them an event their role does not reach does not exist.
 */
export async function findOwnEvent(tx: DbOrTx, actor: EventActor & TeamActor, id: string, opts: { forUpdate?: boolean } = {}) {
  if (!actor.team?.length) assertCan(actor, "event.list");
  if (!isUuid(id)) throw new AppError("EVENT_NOT_FOUND");
  const q = tx
    .select({
      event: events,
      organizerUserId: sql<string | null>`(select ${organizers.userId} from ${organizers} where ${organizers.id} = ${events.organizerId})`,
      teamRole: teamRoleSql(actor.id, sql.raw(`"events"."organizer_id"`)),
    })
    .from(events)
    .where(eq(events.id, id))
    .limit(1);
  const [row] = opts.forUpdate ? await q.for("update") : await q;
  assertCan(actor, "event.manage", { createdBy: row?.event.createdBy ?? null, organizerUserId: row?.organizerUserId ?? null, teamRole: row?.teamRole ?? null });
  if (!row) throw new AppError("EVENT_NOT_FOUND");
  return row.event;
}

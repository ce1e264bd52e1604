import { or, sql, type SQLWrapper } from "drizzle-orm";
import { AppError } from "~/lib/app-error";
import { db } from "~/lib/db.server";
import type { Actor } from "~/modules/accounts/actor";
import { roleSatisfies } from "~/modules/accounts/roles";
import { assertCan, can, type DoorResource } from "~/modules/ticketing/permissions";
import { events } from "~/modules/events/schema";
import type { TeamRole } from "~/modules/organizers/labels";
import { eventColumns, eventsRunBySql, teamRoleSql, teamSellsSql, type EventOwnerColumns } from "~/modules/organizers/ownership";
import { checkInStaff } from "~/modules/ticketing/schema";
import { UUID_RE } from "~/lib/input";

/** Who is at the door: the one Actor of every use case. */
export type CheckInActor = Actor;

/**
 * What an actor may do at an event's door (decision 0008):
 * - "manage": admins and the event's organizer — scan, counters, lists, staff, log, export, take back;
 * - "manage" also for the organizer profile's Verwaltung members (issue 26);
 * - "scan": check-in staff and Einlass team members — scan and see counters and the latest scans, nothing else;
 * - null: nothing (callers answer NOT_FOUND, so an event's existence is not revealed).
 */
export type CheckInAccess = "manage" | "scan" | null;

/**
 * Whether the actor holds a staff grant for the event (decision 0008): for this event, for every event
 * of an organizer who runs it (the one ownership rule, with the grant's owner as the account), or
 * platform-wide. Unverified addresses hold none.
 */
function staffGrantSql(actor: CheckInActor, event: EventOwnerColumns & { id: SQLWrapper }, sellers = false) {
  if (actor.emailVerified === false) return sql`false`;
  return sql`exists (select 1 from ${checkInStaff} s where s.email = ${actor.email.toLowerCase()} and s.revoked_at is null ${sellers ? sql`and s.can_sell` : sql``} and (
    s.event_id = ${event.id} or (s.event_id is null and (s.owner_id is null or ${eventsRunBySql(sql`s.owner_id`, event)}))))`;
}

const rawEvent = { ...eventColumns("e"), id: sql.raw("e.id") };

/**
 * The access level as SQL over `events e` (one source of truth for the separate check and for the
 * judging statement, which decides access in the same round trip).
 */
export function accessLevelSql(actor: CheckInActor) {
  const admin = roleSatisfies(actor.role, "admin");
  const organizer = roleSatisfies(actor.role, "organizer");
  return sql`case
    when ${admin} then 'manage'
    when ${organizer} and ${eventsRunBySql(actor.id, rawEvent)} then 'manage'
    when ${eventsRunBySql(actor.id, rawEvent, "admin")} then 'manage'
    when ${staffGrantSql(actor, rawEvent)} or ${eventsRunBySql(actor.id, rawEvent, "door")} then 'scan'
    else null end`;
}

/** The door as the policy sees it (null: no such event). */
async function doorResource(actor: CheckInActor, eventId: string): Promise<DoorResource | null> {
  if (!UUID_RE.test(eventId)) return null;
  const res = await db.execute<{ created_by: string | null; user_id: string | null; staff_grant: boolean; team_role: TeamRole | null }>(
    sql`select e.created_by, o.user_id, ${staffGrantSql(actor, rawEvent)} as staff_grant, ${teamRoleSql(actor.id, sql.raw("e.organizer_id"))} as team_role
      from events e left join organizers o on o.id = e.organizer_id where e.id = ${eventId}::uuid`,
  );
  const r = res.rows[0];
  return r ? { createdBy: r.created_by, organizerUserId: r.user_id, staffGrant: r.staff_grant, teamRole: r.team_role } : null;
}

export async function checkInAccess(actor: CheckInActor | null, eventId: string): Promise<CheckInAccess> {
  if (!actor) return null;
  const door = await doorResource(actor, eventId);
  if (!door) return null;
  return can(actor, "door.manage", door) ? "manage" : can(actor, "door.scan", door) ? "scan" : null;
}

/** Permission first (the module's policy): NOT_FOUND when the actor may not work this door, FORBIDDEN when `manage` is needed. */
export async function assertCheckInAccess(actor: CheckInActor, eventId: string, need: "scan" | "manage"): Promise<"manage" | "scan"> {
  const door = await doorResource(actor, eventId);
  assertCan(actor, "door.scan", door ?? { createdBy: null, organizerUserId: null, staffGrant: false });
  if (!door) throw new AppError("NOT_FOUND");
  if (need === "manage") assertCan(actor, "door.manage", door);
  return can(actor, "door.manage", door) ? "manage" : "scan";
}

/**
 * The box office (decision 0015): whoever manages the door, and check-in staff whose grant allows
 * selling (`can_sell`). NOT_FOUND without any door right, FORBIDDEN for staff who may only scan.
 */
export async function assertBoxOfficeAccess(actor: CheckInActor, eventId: string): Promise<"manage" | "sell"> {
  const level = await assertCheckInAccess(actor, eventId, "scan");
  if (level === "manage") return "manage";
  // a door helper whose grant allows selling, or an Einlass team member allowed to sell (issue 26)
  const res = await db.execute<{ sells: boolean }>(
    sql`select ${staffGrantSql(actor, rawEvent, true)} or ${teamSellsSql(actor.id, sql.raw("e.organizer_id"))} as sells from events e where e.id = ${eventId}::uuid`,
  );
  if (!res.rows[0]?.sells) throw new AppError("FORBIDDEN");
  return "sell";
}

/** Whether the actor may sell at this event's box office (for showing the link; the use case decides). */
export async function canSellAtBoxOffice(actor: CheckInActor, eventId: string): Promise<boolean> {
  return assertBoxOfficeAccess(actor, eventId).then(
    () => true,
    () => false,
  );
}

/** Events whose door this actor may work (for the staff start page): own/organized events and staff grants. */
export async function doorEventIds(actor: CheckInActor): Promise<string[]> {
  const rows = await db
    .select({ id: events.id })
    .from(events)
    .where(or(roleSatisfies(actor.role, "organizer") ? eventsRunBySql(actor.id, events) : sql`false`, eventsRunBySql(actor.id, events, "door"), staffGrantSql(actor, events)));
  return rows.map((r) => r.id);
}


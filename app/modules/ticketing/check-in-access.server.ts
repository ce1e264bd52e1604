import { eq, or, sql } from "drizzle-orm";
import { AppError } from "~/lib/app-error";
import { db } from "~/lib/db.server";
import type { Actor } from "~/modules/accounts/actor";
import { roleSatisfies } from "~/modules/accounts/roles";
import { assertCan, can, type DoorResource } from "~/modules/ticketing/permissions";
import { events } from "~/modules/events/schema";
import { organizers } from "~/modules/people/schema";
import { checkInStaff } from "~/modules/ticketing/schema";
import { UUID_RE } from "~/lib/input";

/** Who is at the door: the one Actor of every use case. */
export type CheckInActor = Actor;

/**
 * What an actor may do at an event's door (decision 0008):
 * - "manage": admins and the event's organizer — scan, counters, lists, staff, log, export, take back;
 * - "scan": check-in staff — scan and see counters and the latest scans, nothing else;
 * - null: nothing (callers answer NOT_FOUND, so an event's existence is not revealed).
 */
export type CheckInAccess = "manage" | "scan" | null;

/** The organizer accounts of an event: its creator and the user of its organizer profile. */
function ownerCondition(userId: string) {
  return or(eq(events.createdBy, userId), eq(organizers.userId, userId));
}

/**
 * The access level as SQL over `events e left join organizers o` (one source of truth for the
 * separate check and for the judging statement, which decides access in the same round trip).
 */
export function accessLevelSql(actor: CheckInActor) {
  const email = actor.email.toLowerCase();
  const admin = roleSatisfies(actor.role, "admin");
  const organizer = roleSatisfies(actor.role, "organizer");
  const staff =
    actor.emailVerified === false
      ? sql`false`
      : sql`exists (select 1 from check_in_staff s where s.email = ${email} and s.revoked_at is null and (
          s.event_id = e.id or (s.event_id is null and (s.owner_id is null or s.owner_id = e.created_by or s.owner_id = o.user_id))))`;
  return sql`case
    when ${admin} then 'manage'
    when ${organizer} and (e.created_by = ${actor.id} or o.user_id = ${actor.id}) then 'manage'
    when ${staff} then 'scan'
    else null end`;
}

/** The door as the policy sees it (null: no such event). */
async function doorResource(actor: CheckInActor, eventId: string): Promise<DoorResource | null> {
  if (!UUID_RE.test(eventId)) return null;
  const staff =
    actor.emailVerified === false
      ? sql`false`
      : sql`exists (select 1 from check_in_staff s where s.email = ${actor.email.toLowerCase()} and s.revoked_at is null and (
          s.event_id = e.id or (s.event_id is null and (s.owner_id is null or s.owner_id = e.created_by or s.owner_id = o.user_id))))`;
  const res = (await db.execute(
    sql`select e.created_by, o.user_id, ${staff} as staff_grant from events e left join organizers o on o.id = e.organizer_id where e.id = ${eventId}::uuid`,
  )) as unknown as { rows: Array<{ created_by: string | null; user_id: string | null; staff_grant: boolean }> };
  const r = res.rows[0];
  return r ? { createdBy: r.created_by, organizerUserId: r.user_id, staffGrant: r.staff_grant } : null;
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

/** Events whose door this actor may work (for the staff start page): own/organized events and staff grants. */
export async function doorEventIds(actor: CheckInActor): Promise<string[]> {
  const email = actor.email.toLowerCase();
  const rows = await db
    .select({ id: events.id })
    .from(events)
    .leftJoin(organizers, eq(organizers.id, events.organizerId))
    .where(
      or(
        roleSatisfies(actor.role, "organizer") ? ownerCondition(actor.id) : sql`false`,
        actor.emailVerified === false
          ? sql`false`
          : sql`exists (select 1 from ${checkInStaff} s where s.email = ${email} and s.revoked_at is null and (
              s.event_id = ${events.id}
              or (s.event_id is null and (s.owner_id is null or s.owner_id = ${events.createdBy} or s.owner_id = ${organizers.userId}))))`,
      ),
    );
  return rows.map((r) => r.id);
}


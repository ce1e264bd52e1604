import { eq, or, sql } from "drizzle-orm";
import { AppError } from "~/lib/app-error";
import { db } from "~/lib/db.server";
import { roleSatisfies, type Role } from "~/modules/accounts/roles";
import { events } from "~/modules/events/schema";
import { organizers } from "~/modules/people/schema";
import { checkInStaff } from "~/modules/ticketing/schema";

/** Who is at the door (the signed-in viewer). */
export type CheckInActor = { id: string; email: string; role: Role; emailVerified?: boolean };

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

export async function checkInAccess(actor: CheckInActor | null, eventId: string): Promise<CheckInAccess> {
  if (!actor) return null;
  if (!/^[0-9a-f-]{36}$/i.test(eventId)) return null;
  const admin = roleSatisfies(actor.role, "admin");
  const email = actor.email.toLowerCase();
  const verified = actor.emailVerified !== false;
  const [row] = await db
    .select({
      id: events.id,
      owns: sql<boolean>`${events.createdBy} = ${actor.id} or ${organizers.userId} = ${actor.id}`,
      staff: verified
        ? sql<boolean>`exists (select 1 from ${checkInStaff} s where s.email = ${email} and s.revoked_at is null and (
            s.event_id = ${events.id}
            or (s.event_id is null and (s.owner_id is null or s.owner_id = ${events.createdBy} or s.owner_id = ${organizers.userId}))))`
        : sql<boolean>`false`,
    })
    .from(events)
    .leftJoin(organizers, eq(organizers.id, events.organizerId))
    .where(eq(events.id, eventId))
    .limit(1);
  if (!row) return null;
  if (admin) return "manage";
  if (row.owns && roleSatisfies(actor.role, "organizer")) return "manage";
  if (row.staff) return "scan";
  return null;
}

/** Permission first: NOT_FOUND when the actor may not see the event's door at all, FORBIDDEN when `manage` is needed. */
export async function assertCheckInAccess(actor: CheckInActor, eventId: string, need: "scan" | "manage"): Promise<"manage" | "scan"> {
  const access = await checkInAccess(actor, eventId);
  if (!access) throw new AppError("NOT_FOUND");
  if (need === "manage" && access !== "manage") throw new AppError("FORBIDDEN");
  return access;
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


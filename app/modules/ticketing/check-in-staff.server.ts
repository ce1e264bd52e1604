import { and, desc, eq, isNull, sql } from "drizzle-orm";
import { z } from "zod";
import { AppError } from "~/lib/app-error";
import { db, type DbOrTx } from "~/lib/db.server";
import { appUrl } from "~/lib/env.server";
import { parseInput, zEmail } from "~/lib/route-helpers.server";
import { audit } from "~/modules/audit/audit.server";
import { events } from "~/modules/events/schema";
import { eventColumns, eventsRunBySql } from "~/modules/organizers/ownership";
import { eventOrganizerIdSql } from "~/modules/organizers/scope.server";
import { addDoorMember, changeDoorMember, doorMembers } from "~/modules/organizers/team.server";
import { enqueue } from "~/modules/outbox/enqueue.server";
import { assertCheckInAccess, type CheckInActor } from "~/modules/ticketing/check-in-access.server";
import { checkInStaff } from "~/modules/ticketing/schema";
import { UUID_RE } from "~/lib/input";

/**
 * A grant reaches the event: made for it, or for all events of an organizer who runs it (the one
 * ownership rule, with the grant's owner as the account — as the door decides access, decision 0008).
 */
const reachesEvent = (eventId: string) =>
  sql`(${checkInStaff.eventId} = ${eventId}::uuid or (${checkInStaff.eventId} is null and exists (
    select 1 from events e where e.id = ${eventId}::uuid and ${eventsRunBySql(checkInStaff.ownerId, eventColumns("e"))})))`;

export const inviteStaffSchema = z.object({
  email: zEmail,
  scope: z.enum(["event", "all"], { error: "Bitte wählen Sie, wofür die Einladung gilt." }).default("event"),
  /** May also sell at the box office (decision 0015). */
  canSell: z.boolean().default(false),
});

/** The organizer profile behind an event (its own, else its creator's), null without one. */
async function eventProfileId(q: DbOrTx, eventId: string): Promise<string | null> {
  const res = await q.execute<{ id: string | null }>(sql`select ${eventOrganizerIdSql("e")} as id from events e where e.id = ${eventId}::uuid`);
  return res.rows[0]?.id ?? null;
}

/**
 * An organizer (or admin) invites a helper by e-mail as check-in staff for this event or for all
 * of the organizer's events (decision 0008). "All events" makes the helper an Einlass member of the
 * event's organizer profile (issue 26, decision 0016) — a grant as before where the event has no
 * profile. The helper signs in with that address and sees only the scanner and counters of those
 * events. Audited; the invitation mail goes through the outbox.
 */
export async function inviteCheckInStaff(input: { actor: CheckInActor; eventId: string; fields: unknown }) {
  await assertCheckInAccess(input.actor, input.eventId, "manage");
  const f = parseInput(input.fields, inviteStaffSchema);
  const [event] = await db.select({ id: events.id, title: events.title, createdBy: events.createdBy }).from(events).where(eq(events.id, input.eventId));
  if (!event) throw new AppError("NOT_FOUND");
  // "all my events" belongs to the organizer who owns this event (an admin grants it for that organizer)
  const ownerId = event.createdBy ?? input.actor.id;
  const grant = f.scope === "event" ? { eventId: event.id, ownerId } : { eventId: null, ownerId };
  return db.transaction(async (tx) => {
    const profileId = f.scope === "all" ? await eventProfileId(tx, event.id) : null;
    if (profileId) {
      const member = await addDoorMember(tx, input.actor, { organizerId: profileId, email: f.email, canSell: f.canSell });
      if (!member) throw new AppError("CHECKIN_STAFF_EXISTS", { fields: { email: "Diese Person gehört bereits zum Team." } });
      await enqueue(tx, invitationMail(input.actor, f.email, `team:${member.id}`, "alle Events des Veranstalters", `${appUrl()}/organizer/check-in`));
      return { id: member.id, email: member.email, eventId: null, canSell: member.canSell };
    }
    const [existing] = await tx
      .select({ id: checkInStaff.id })
      .from(checkInStaff)
      .where(
        and(
          eq(checkInStaff.email, f.email),
          isNull(checkInStaff.revokedAt),
          grant.eventId ? eq(checkInStaff.eventId, grant.eventId) : isNull(checkInStaff.eventId),
          eq(checkInStaff.ownerId, ownerId),
        ),
      );
    if (existing) throw new AppError("CHECKIN_STAFF_EXISTS", { fields: { email: "Diese Person ist bereits eingeladen." } });
    const [row] = await tx.insert(checkInStaff).values({ email: f.email, eventId: grant.eventId, ownerId, invitedBy: input.actor.id, canSell: f.canSell }).returning();
    await audit(tx, input.actor, "check_in_staff.invited", { type: "check_in_staff", id: row!.id }, null, { email: f.email, scope: f.scope, eventId: grant.eventId, canSell: f.canSell });
    await enqueue(
      tx,
      invitationMail(
        input.actor,
        f.email,
        row!.id,
        f.scope === "event" ? `„${event.title}“` : "alle Events des Veranstalters",
        `${appUrl()}/organizer/check-in${f.scope === "event" ? `/${event.id}` : ""}`,
      ),
    );
    return { id: row!.id, email: row!.email, eventId: row!.eventId, canSell: row!.canSell };
  });
}

/** The invitation mail of a door helper (through the outbox, once per grant or membership). */
function invitationMail(actor: CheckInActor, to: string, key: string, scope: string, url: string) {
  return {
    kind: "email" as const,
    topic: "check_in_staff_invitation",
    recipient: to,
    dedupeKey: `check-in-staff:${key}`,
    payload: { to, template: "check_in_staff_invitation", data: { inviter: actor.email, scope, email: to, url } },
  };
}

/** Organizer/admin: ends a grant (the helper loses access at once). */
export async function revokeCheckInStaff(input: { actor: CheckInActor; eventId: string; staffId: string }) {
  await assertCheckInAccess(input.actor, input.eventId, "manage");
  if (!UUID_RE.test(input.staffId)) throw new AppError("NOT_FOUND");
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(checkInStaff)
      .set({ revokedAt: new Date() })
      .where(and(eq(checkInStaff.id, input.staffId), isNull(checkInStaff.revokedAt), reachesEvent(input.eventId)))
      .returning();
    if (!row) {
      // an Einlass member of the event's profile (the door's "all events" helpers, decision 0016)
      const profileId = await eventProfileId(tx, input.eventId);
      const member = profileId ? await changeDoorMember(tx, input.actor, { organizerId: profileId, memberId: input.staffId, remove: true }) : null;
      if (!member) throw new AppError("NOT_FOUND");
      return { id: member.id, email: member.email };
    }
    await audit(tx, input.actor, "check_in_staff.revoked", { type: "check_in_staff", id: row.id }, { email: row.email }, null);
    return { id: row.id, email: row.email };
  });
}

/** Organizer/admin: allows or withdraws selling at the box office for a grant (decision 0015). */
export async function setCheckInStaffSell(input: { actor: CheckInActor; eventId: string; staffId: string; canSell: boolean }) {
  await assertCheckInAccess(input.actor, input.eventId, "manage");
  if (!UUID_RE.test(input.staffId)) throw new AppError("NOT_FOUND");
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(checkInStaff)
      .set({ canSell: input.canSell })
      .where(and(eq(checkInStaff.id, input.staffId), isNull(checkInStaff.revokedAt), reachesEvent(input.eventId)))
      .returning();
    if (!row) {
      const profileId = await eventProfileId(tx, input.eventId);
      const member = profileId ? await changeDoorMember(tx, input.actor, { organizerId: profileId, memberId: input.staffId, canSell: input.canSell }) : null;
      if (!member) throw new AppError("NOT_FOUND");
      return { id: member.id, email: member.email, canSell: member.canSell };
    }
    await audit(tx, input.actor, "check_in_staff.sell_changed", { type: "check_in_staff", id: row.id }, { canSell: !input.canSell }, { canSell: input.canSell });
    return { id: row.id, email: row.email, canSell: row.canSell };
  });
}

export type StaffGrant = { id: string; email: string; scope: "event" | "all"; canSell: boolean; createdAt: string };

/** Who works this door: grants that reach the event (its own, older "all events" grants) and the Einlass members of its profile. */
export async function listCheckInStaff(actor: CheckInActor, eventId: string): Promise<StaffGrant[]> {
  await assertCheckInAccess(actor, eventId, "manage");
  const profileId = await eventProfileId(db, eventId);
  const [r, team] = await Promise.all([
    db
      .select()
      .from(checkInStaff)
      .where(and(isNull(checkInStaff.revokedAt), reachesEvent(eventId)))
      .orderBy(desc(checkInStaff.createdAt)),
    profileId ? doorMembers(db, profileId) : Promise.resolve([]),
  ]);
  return [
    ...team.map((m) => ({ id: m.id, email: m.email, scope: "all" as const, canSell: m.canSell, createdAt: m.createdAt.toISOString() })),
    ...r.map((s) => ({ id: s.id, email: s.email, scope: s.eventId ? ("event" as const) : ("all" as const), canSell: s.canSell, createdAt: s.createdAt.toISOString() })),
  ];
}

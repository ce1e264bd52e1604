import { and, eq, sql } from "drizzle-orm";
import { AppError } from "~/lib/app-error";
import { db } from "~/lib/db.server";
import { audit } from "~/modules/audit/audit.server";
import { assertCheckInAccess, type CheckInActor } from "~/modules/ticketing/check-in-access.server";
import { bookingAttendees, checkIns } from "~/modules/ticketing/schema";
import { UUID_RE } from "~/lib/input";

/**
 * 'Check-in zurücknehmen' (organizer of the event or admin): the record stays in the log with
 * is_valid = false, the ticket may be checked in again — once. Audited.
 */
export async function revokeCheckIn(input: { actor: CheckInActor; checkInId: string; note?: string | null }) {
  if (!UUID_RE.test(input.checkInId)) throw new AppError("CHECKIN_RECORD_NOT_FOUND");
  const [found] = await db.select({ eventId: checkIns.eventId }).from(checkIns).where(eq(checkIns.id, input.checkInId)).limit(1);
  if (!found) throw new AppError("CHECKIN_RECORD_NOT_FOUND");
  const access = await assertCheckInAccess(input.actor, found.eventId, "scan").catch(() => {
    throw new AppError("CHECKIN_RECORD_NOT_FOUND");
  });
  if (access !== "manage") throw new AppError("FORBIDDEN");
  const now = new Date();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(checkIns)
      .set({ isValid: false, invalidatedAt: now, invalidatedBy: input.actor.id })
      .where(and(eq(checkIns.id, input.checkInId), eq(checkIns.isValid, true)))
      .returning();
    if (!row) throw new AppError("CHECKIN_ALREADY_REVOKED");
    // the ticket counts as checked in while any valid entry remains (on another list)
    await tx
      .update(bookingAttendees)
      .set({ isCheckedIn: false, checkedInAt: null, checkedInBy: null, checkInGate: null })
      .where(
        and(
          eq(bookingAttendees.id, row.attendeeId),
          sql`not exists (select 1 from ${checkIns} c where c.attendee_id = ${row.attendeeId} and c.is_valid and c.direction = 'entry')`,
        ),
      );
    await audit(
      tx,
      input.actor,
      "attendee.check_in_revoked",
      { type: "check_in", id: row.id },
      { isValid: true, attendeeId: row.attendeeId, gate: row.checkInGate, direction: row.direction },
      { isValid: false, note: input.note?.trim() || null },
    );
    return row;
  });
}

import { and, eq, or } from "drizzle-orm";
import { AppError } from "~/lib/app-error";
import { db } from "~/lib/db.server";
import { roleSatisfies, type Role } from "~/modules/accounts/roles";
import { audit } from "~/modules/audit/audit.server";
import { events } from "~/modules/events/schema";
import { organizers } from "~/modules/people/schema";
import { bookingAttendees, bookings, checkIns } from "~/modules/ticketing/schema";
import { verifyQrPayload } from "~/modules/ticketing/ticket-codes.server";

export type CheckInStaff = { id: string; email: string; role: Role };

/** Admins check in everywhere; organizers for events they created or whose organizer profile they own. */
export async function canCheckIn(staff: CheckInStaff, eventId: string): Promise<boolean> {
  if (roleSatisfies(staff.role, "admin")) return true;
  if (!roleSatisfies(staff.role, "organizer")) return false;
  const [row] = await db
    .select({ id: events.id })
    .from(events)
    .leftJoin(organizers, eq(organizers.id, events.organizerId))
    .where(and(eq(events.id, eventId), or(eq(events.createdBy, staff.id), eq(organizers.userId, staff.id))))
    .limit(1);
  return Boolean(row);
}

/**
 * spec §4/§5 check-in: by QR payload or ticket number, once. A second attempt fails with
 * 'Ticket wurde bereits eingecheckt'; tickets of other events, cancelled or unpaid bookings
 * are 'Ticket nicht gefunden'.
 */
export async function checkInAttendee(input: {
  eventId: string;
  code: string;
  gate?: string | null;
  deviceId?: string | null;
  staff: CheckInStaff;
  now?: Date;
}) {
  const code = input.code.trim();
  if (!code) throw new AppError("CHECKIN_CODE_REQUIRED");
  if (!(await canCheckIn(input.staff, input.eventId))) throw new AppError("FORBIDDEN");
  const viaQr = code.startsWith("SPT1.");
  const ticketNumber = viaQr ? verifyQrPayload(code) : code.toUpperCase();
  if (!ticketNumber) throw new AppError("TICKET_NOT_FOUND");
  const now = input.now ?? new Date();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ attendee: bookingAttendees, bookingStatus: bookings.status, eventId: bookings.eventId })
      .from(bookingAttendees)
      .innerJoin(bookings, eq(bookings.id, bookingAttendees.bookingId))
      .where(eq(bookingAttendees.ticketNumber, ticketNumber))
      .for("update", { of: bookingAttendees })
      .limit(1);
    if (!row || row.eventId !== input.eventId || row.bookingStatus !== "confirmed" || !row.attendee.isValid) {
      throw new AppError("TICKET_NOT_FOUND");
    }
    if (row.attendee.isCheckedIn) throw new AppError("TICKET_ALREADY_CHECKED_IN");
    const [updated] = await tx
      .update(bookingAttendees)
      .set({ isCheckedIn: true, checkedInAt: now, checkedInBy: input.staff.id, checkInGate: input.gate ?? null })
      .where(and(eq(bookingAttendees.id, row.attendee.id), eq(bookingAttendees.isCheckedIn, false)))
      .returning();
    if (!updated) throw new AppError("TICKET_ALREADY_CHECKED_IN");
    await tx.insert(checkIns).values({
      attendeeId: updated.id,
      eventId: input.eventId,
      checkInMethod: viaQr ? "qr" : "manual",
      checkInGate: input.gate ?? null,
      checkInDeviceId: input.deviceId ?? null,
      checkedInBy: input.staff.id,
    });
    await audit(tx, input.staff, "attendee.checked_in", { type: "booking_attendee", id: updated.id }, null, { ticketNumber, method: viaQr ? "qr" : "manual", gate: input.gate ?? null });
    return updated;
  });
}

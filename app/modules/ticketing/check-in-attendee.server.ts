import { and, eq } from "drizzle-orm";
import { AppError } from "~/lib/app-error";
import { db } from "~/lib/db.server";
import { actorHasRole, isAdmin, type Actor } from "~/modules/accounts/actor";
import { auditLog } from "~/modules/audit/schema";
import { events } from "~/modules/events/schema";
import { organizers } from "~/modules/people/schema";
import { bookingAttendees, bookings, checkIns } from "~/modules/ticketing/schema";
import { assertCan } from "~/modules/ticketing/permissions";
import { verifyQrPayload } from "~/modules/ticketing/ticket-codes.server";

/** Admins check in everywhere; organizers for events they created or whose organizer profile they own. */
async function checkInEvent(actor: Actor, eventId: string) {
  if (isAdmin(actor) || !actorHasRole(actor, "organizer")) return null; // the policy decides without a lookup
  const [row] = await db
    .select({ createdBy: events.createdBy, organizerUserId: organizers.userId })
    .from(events)
    .leftJoin(organizers, eq(organizers.id, events.organizerId))
    .where(eq(events.id, eventId))
    .limit(1);
  return row ?? null;
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
  actor: Actor;
  now?: Date;
}) {
  const code = input.code.trim();
  if (!code) throw new AppError("CHECKIN_CODE_REQUIRED");
  assertCan(input.actor, "event.checkIn", await checkInEvent(input.actor, input.eventId));
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
      .set({ isCheckedIn: true, checkedInAt: now, checkedInBy: input.actor.id, checkInGate: input.gate ?? null })
      .where(and(eq(bookingAttendees.id, row.attendee.id), eq(bookingAttendees.isCheckedIn, false)))
      .returning();
    if (!updated) throw new AppError("TICKET_ALREADY_CHECKED_IN");
    await tx.insert(checkIns).values({
      attendeeId: updated.id,
      eventId: input.eventId,
      checkInMethod: viaQr ? "qr" : "manual",
      checkInGate: input.gate ?? null,
      checkInDeviceId: input.deviceId ?? null,
      checkedInBy: input.actor.id,
    });
    await tx.insert(auditLog).values({
      actorId: input.actor.id,
      actorEmail: input.actor.email,
      action: "attendee.checked_in",
      entityType: "booking_attendee",
      entityId: updated.id,
      after: { ticketNumber, method: viaQr ? "qr" : "manual", gate: input.gate ?? null },
    });
    return updated;
  });
}

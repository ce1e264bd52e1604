import { asc, eq } from "drizzle-orm";
import { AppError } from "~/lib/app-error";
import { db } from "~/lib/db.server";
import { audit } from "~/modules/audit/audit.server";
import { events } from "~/modules/events/schema";
import type { OrganizerActor } from "~/modules/organizers/scope.server";
import { outbox } from "~/modules/outbox/schema";
import { enqueueBookingConfirmation } from "~/modules/ticketing/mails.server";
import { findOwnedBookingId } from "~/modules/ticketing/organizer-booking-view.server";
import { bookingAttendees, bookings } from "~/modules/ticketing/schema";

const WINDOW_MS = 2 * 60_000;

/**
 * The organizer (or an admin) sends a buyer's confirmation with the PDF tickets again, to the
 * booking's address. At most once every two minutes per booking.
 */
export async function resendTicketEmail(input: { actor: OrganizerActor; bookingId: string; now?: Date }) {
  const now = input.now ?? new Date();
  return db.transaction(async (tx) => {
    const id = await findOwnedBookingId(tx, input.actor, input.bookingId);
    const [row] = await tx.select({ booking: bookings, event: events }).from(bookings).innerJoin(events, eq(events.id, bookings.eventId)).where(eq(bookings.id, id)).limit(1);
    if (!row || row.booking.status !== "confirmed" || !row.booking.userEmail) {
      throw new AppError("TICKET_NOT_FOUND", { message: "Für diese Buchung gibt es keine gültigen Tickets zum Senden." });
    }
    const key = `booking-confirmation:${id}:organizer-resend:${Math.floor(now.getTime() / WINDOW_MS)}`;
    const [recent] = await tx.select({ id: outbox.id }).from(outbox).where(eq(outbox.dedupeKey, key)).limit(1);
    if (recent) throw new AppError("RATE_LIMITED", { message: "Die E-Mail wurde gerade erst gesendet. Bitte warten Sie einen Moment." });
    const [first] = await tx.select().from(bookingAttendees).where(eq(bookingAttendees.bookingId, id)).orderBy(asc(bookingAttendees.createdAt)).limit(1);
    await enqueueBookingConfirmation(tx, row.booking, row.event, first ? `${first.firstName} ${first.lastName}` : "Kundin, Kunde", key);
    await audit(tx, input.actor, "booking.ticket_email_resent", { type: "booking", id }, null, { to: row.booking.userEmail });
    return { to: row.booking.userEmail };
  });
}

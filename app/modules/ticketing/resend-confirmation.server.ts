import { asc, eq } from "drizzle-orm";
import { AppError } from "~/lib/app-error";
import { db } from "~/lib/db.server";
import { events } from "~/modules/events/schema";
import { outbox } from "~/modules/outbox/schema";
import { enqueueBookingConfirmation } from "~/modules/ticketing/mails.server";
import type { Actor } from "~/modules/accounts/actor";
import { assertCan } from "~/modules/ticketing/permissions";
import { bookingAttendees, bookings } from "~/modules/ticketing/schema";
import { UUID_RE } from "~/lib/input";

/** One resend per booking every few minutes (a button, not a mail cannon). */
const WINDOW_MS = 2 * 60_000;

/** The buyer asks for the confirmation with the PDF tickets again ('E-Mail gesendet' / 'E-Mail Fehler'). */
export async function resendBookingConfirmation(input: { actor: Actor; bookingId: string; now?: Date }) {
  const now = input.now ?? new Date();
  if (!UUID_RE.test(input.bookingId)) throw new AppError("BOOKING_NOT_FOUND");
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ booking: bookings, event: events })
      .from(bookings)
      .leftJoin(events, eq(events.id, bookings.eventId))
      .where(eq(bookings.id, input.bookingId))
      .limit(1);
    if (!row) throw new AppError("BOOKING_NOT_FOUND");
    assertCan(input.actor, "booking.resend", row.booking);
    if (row.booking.status !== "confirmed" || !row.event) throw new AppError("TICKET_NOT_FOUND");
    const key = `booking-confirmation:${row.booking.id}:resend:${Math.floor(now.getTime() / WINDOW_MS)}`;
    const [recent] = await tx.select({ id: outbox.id }).from(outbox).where(eq(outbox.dedupeKey, key)).limit(1);
    if (recent) throw new AppError("RATE_LIMITED", { message: "Die E-Mail wurde gerade erst gesendet. Bitte warten Sie einen Moment." });
    const [first] = await tx
      .select()
      .from(bookingAttendees)
      .where(eq(bookingAttendees.bookingId, row.booking.id))
      .orderBy(asc(bookingAttendees.createdAt))
      .limit(1);
    const name = first ? `${first.firstName} ${first.lastName}` : "Kundin, Kunde";
    // to the account's current address (the booking may have been found by an older e-mail)
    await enqueueBookingConfirmation(tx, { ...row.booking, userEmail: input.actor.email }, row.event, name, key);
    return { to: input.actor.email };
  });
}

import { eq } from "drizzle-orm";
import { AppError } from "~/lib/app-error";
import { db } from "~/lib/db.server";
import { audit } from "~/modules/audit/audit.server";
import { auditSnapshot } from "~/modules/event-management/event-write.server";
import { findOwnEvent, type EventActor } from "~/modules/event-management/organizer-scope.server";
import { events } from "~/modules/events/schema";
import { bookings } from "~/modules/ticketing/schema";

/** Deletes an own event that nobody ever booked; an event with bookings can only be cancelled. */
export async function deleteEvent(input: { actor: EventActor; eventId: string }) {
  return db.transaction(async (tx) => {
    const e = await findOwnEvent(tx, input.actor, input.eventId, { forUpdate: true });
    const [booked] = await tx.select({ id: bookings.id }).from(bookings).where(eq(bookings.eventId, e.id)).limit(1);
    if (booked || e.currentParticipants > 0) throw new AppError("EVENT_HAS_BOOKINGS");
    await tx.delete(events).where(eq(events.id, e.id));
    await audit(tx, input.actor, "event.deleted", { type: "event", id: e.id }, auditSnapshot(e), null);
    return { id: e.id };
  });
}

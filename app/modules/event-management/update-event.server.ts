import { DEFAULT_CITY } from "~/lib/cities";
import { offerFreedSeats } from "~/modules/ticketing/waitlist.server";
import { and, eq, isNotNull } from "drizzle-orm";
import { AppError } from "~/lib/app-error";
import { db, type DbOrTx } from "~/lib/db.server";
import { formatDateTime } from "~/lib/format";
import { audit } from "~/modules/audit/audit.server";
import { createNotification } from "~/modules/engagement/create-notification.server";
import { adminColumns, assertKnownCategory, assertVenueInScope, auditSnapshot, chosenOrganizer, eventColumns, resolveImage, waitlistColumns, resolveVenue, syncTicketCategories } from "~/modules/event-management/event-write.server";
import { findOwnEvent, type EventActor } from "~/modules/event-management/organizer-scope.server";
import { events } from "~/modules/events/schema";
import type { EventFormInput } from "~/modules/events/validation";
import { bookings } from "~/modules/ticketing/schema";
import { assertWithinPlan, planCapacity } from "~/modules/organizers/assert-within-plan.server";
import { enqueueWebhookEventForEvent } from "~/modules/integrations/webhooks.server";

/**
 * Saves the editor of an own event. The slug stays as it was (old links keep working). Capacity
 * never drops below the seats sold. When date, time or venue of a published event change, every
 * booker hears of it (notification category event_updates, so their settings decide push/e-mail).
 */
export async function updateEvent(input: { actor: EventActor; eventId: string; values: EventFormInput }) {
  const { actor, values } = input;
  // the policy first: a refused actor leaves no uploaded image behind (checked again under the row lock)
  await findOwnEvent(db, actor, input.eventId);
  assertVenueInScope(actor, values);
  await assertKnownCategory(db, values);
  const image = await resolveImage(actor, values);
  const venue = await resolveVenue(db, values);
  return db.transaction(async (tx) => {
    const before = await findOwnEvent(tx, actor, input.eventId, { forUpdate: true });
    if (before.status === "cancelled") throw new AppError("EVENT_NOT_EDITABLE");
    if (values.maxParticipants !== undefined && values.maxParticipants < before.currentParticipants) {
      throw new AppError("EVENT_CAPACITY_BELOW_SOLD", {
        fields: { maxParticipants: `Die Teilnehmerzahl darf nicht unter den bereits verkauften ${before.currentParticipants} Plätzen liegen.` },
      });
    }
    const capacity = planCapacity(values);
    if (capacity !== null || before.status !== "draft") await assertWithinPlan(tx, { actor, capacity });
    const chosen = await chosenOrganizer(tx, actor, values);
    const [after] = await tx
      .update(events)
      .set({ ...eventColumns(values, venue, image), ...waitlistColumns(values), ...adminColumns(actor, values, chosen), updatedAt: new Date() })
      .where(eq(events.id, before.id))
      .returning();
    await syncTicketCategories(tx, before.id, values.tickets);
    // a raised capacity goes to the waiting list first (a no-op without free seats or anyone waiting)
    await offerFreedSeats(tx, after.id);
    await audit(tx, actor, "event.updated", { type: "event", id: before.id }, auditSnapshot(before), auditSnapshot(after));
    await enqueueWebhookEventForEvent(tx, after.id, "event.updated", {
      eventId: after.id,
      title: after.title,
      status: after.status,
      startDate: after.startDate.toISOString(),
      endDate: after.endDate?.toISOString() ?? null,
      venueName: after.venueName,
      venueCity: after.venueCity,
      maxParticipants: after.maxParticipants,
    });
    const moved =
      before.startDate.getTime() !== after.startDate.getTime() ||
      (before.endDate?.getTime() ?? null) !== (after.endDate?.getTime() ?? null) ||
      before.venueId !== after.venueId ||
      before.venueName !== after.venueName ||
      before.venueAddress !== after.venueAddress;
    let notified = 0;
    if (moved && (before.status === "published" || before.status === "sold_out")) notified = await notifyBookersOfChange(tx, after);
    return { id: after.id, notified };
  });
}

/** One notification per booker (not per booking) of the event's confirmed bookings. */
async function notifyBookersOfChange(tx: DbOrTx, e: typeof events.$inferSelect): Promise<number> {
  const rows = await tx
    .selectDistinct({ userId: bookings.userId })
    .from(bookings)
    .where(and(eq(bookings.eventId, e.id), eq(bookings.status, "confirmed"), isNotNull(bookings.userId)));
  const where = [e.venueName, e.venueAddress, e.venueCity].filter(Boolean).join(", ");
  for (const { userId } of rows) {
    await createNotification(tx, {
      userId: userId!,
      type: "event",
      category: "event_updates",
      priority: "high",
      title: `Geändert: ${e.title}`,
      message: `Neuer Termin: ${formatDateTime(e.startDate)}${where ? ` · ${where}` : ""}. Ihr Ticket bleibt gültig.`,
      actionUrl: `/${e.cityId ?? DEFAULT_CITY}/events/${e.slug}`,
      entityType: "event",
      entityId: e.id,
    });
  }
  return rows.length;
}

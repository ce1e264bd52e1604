import { eq } from "drizzle-orm";
import { AppError } from "~/lib/app-error";
import { db } from "~/lib/db.server";
import { audit } from "~/modules/audit/audit.server";
import { findOwnEvent, type EventActor } from "~/modules/event-management/organizer-scope.server";
import { events, ticketCategories } from "~/modules/events/schema";
import { assertWithinPlan, planCapacity } from "~/modules/organizers/assert-within-plan.server";

/**
 * Draft → published: the event appears on the city pages and in search. The slug was fixed at
 * creation (title + id segment). Plan limits are checked here before the change.
 */
export async function publishEvent(input: { actor: EventActor; eventId: string; now?: Date }) {
  const now = input.now ?? new Date();
  return db.transaction(async (tx) => {
    const e = await findOwnEvent(tx, input.actor, input.eventId, { forUpdate: true });
    if (e.status !== "draft") throw new AppError("EVENT_NOT_PUBLISHABLE");
    if (e.startDate.getTime() < now.getTime()) throw new AppError("EVENT_IN_PAST");
    const cats = await tx.select({ capacity: ticketCategories.capacity }).from(ticketCategories).where(eq(ticketCategories.eventId, e.id));
    await assertWithinPlan(tx, { actor: input.actor, publishing: { eventId: e.id }, capacity: planCapacity({ maxParticipants: e.maxParticipants, tickets: cats }) });
    const [after] = await tx.update(events).set({ status: "published", publishedAt: now, updatedAt: now }).where(eq(events.id, e.id)).returning();
    await audit(tx, input.actor, "event.published", { type: "event", id: e.id }, { status: e.status }, { status: after.status, slug: after.slug });
    return { id: after.id, slug: after.slug, cityId: after.cityId };
  });
}

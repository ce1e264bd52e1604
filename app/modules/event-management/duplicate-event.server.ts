import { db } from "~/lib/db.server";
import { audit } from "~/modules/audit/audit.server";
import { copyTicketCategories, eventCopyValues } from "~/modules/event-management/event-copy.server";
import { findOwnEvent, type EventActor } from "~/modules/event-management/organizer-scope.server";
import { events } from "~/modules/events/schema";
import { eventSlug } from "~/modules/events/slug";

/** Copies an own event as a new draft with the same ticket categories, nothing sold. */
export async function duplicateEvent(input: { actor: EventActor; eventId: string }) {
  return db.transaction(async (tx) => {
    const src = await findOwnEvent(tx, input.actor, input.eventId);
    const id = crypto.randomUUID();
    const title = `${src.title} (Kopie)`.slice(0, 200);
    await tx.insert(events).values({ ...eventCopyValues(src), id, title, slug: eventSlug(title, id), status: "draft", createdBy: input.actor.id });
    await copyTicketCategories(tx, src.id, [id]);
    await audit(tx, input.actor, "event.duplicated", { type: "event", id }, { sourceId: src.id }, { title });
    return { id };
  });
}

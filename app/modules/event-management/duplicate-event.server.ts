import { asc, eq } from "drizzle-orm";
import { db } from "~/lib/db.server";
import { audit } from "~/modules/audit/audit.server";
import { findOwnEvent, type EventActor } from "~/modules/event-management/organizer-scope.server";
import { events, ticketCategories } from "~/modules/events/schema";
import { eventSlug } from "~/modules/events/slug";

/** Copies an own event (for series) as a new draft with the same ticket categories, nothing sold. */
export async function duplicateEvent(input: { actor: EventActor; eventId: string }) {
  return db.transaction(async (tx) => {
    const src = await findOwnEvent(tx, input.actor, input.eventId);
    const id = crypto.randomUUID();
    const {
      id: _id,
      slug: _slug,
      searchVector: _sv,
      createdAt: _c,
      updatedAt: _u,
      publishedAt: _p,
      cancelledAt: _ca,
      cancellationReason: _cr,
      currentParticipants: _cp,
      status: _s,
      isFeatured: _f,
      ...copy
    } = src;
    const title = `${src.title} (Kopie)`.slice(0, 200);
    await tx.insert(events).values({ ...copy, id, title, slug: eventSlug(title, id), status: "draft", createdBy: input.actor.id });
    const cats = await tx.select().from(ticketCategories).where(eq(ticketCategories.eventId, src.id)).orderBy(asc(ticketCategories.sortOrder));
    if (cats.length) {
      await tx.insert(ticketCategories).values(
        cats.map(({ id: _tid, soldCount: _sold, createdAt: _tc, updatedAt: _tu, eventId: _e, ...t }) => ({ ...t, eventId: id })),
      );
    }
    await audit(tx, input.actor, "event.duplicated", { type: "event", id }, { sourceId: src.id }, { title });
    return { id };
  });
}

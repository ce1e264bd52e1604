import { asc, eq } from "drizzle-orm";
import type { DbOrTx } from "~/lib/db.server";
import { type events, ticketCategories } from "~/modules/events/schema";

type EventRow = typeof events.$inferSelect;

/** The columns of an event that a copy takes over (no id, slug, status, sales, publication or cancellation). */
export function eventCopyValues(src: EventRow) {
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
    seriesId: _series,
    ...copy
  } = src;
  return copy;
}

/**
 * Copies the ticket categories of one event to another, nothing sold; `shiftMs` moves their date
 * fields (early bird, sale window) along with the event's date.
 */
export async function copyTicketCategories(tx: DbOrTx, fromEventId: string, toEventIds: string[], shiftMs: (toEventId: string) => number = () => 0) {
  const cats = await tx.select().from(ticketCategories).where(eq(ticketCategories.eventId, fromEventId)).orderBy(asc(ticketCategories.sortOrder));
  if (!cats.length || !toEventIds.length) return cats;
  const shift = (d: Date | null, ms: number) => (d && ms ? new Date(d.getTime() + ms) : d);
  await tx.insert(ticketCategories).values(
    toEventIds.flatMap((eventId) => {
      const ms = shiftMs(eventId);
      return cats.map(({ id: _tid, soldCount: _sold, createdAt: _tc, updatedAt: _tu, eventId: _e, ...t }) => ({
        ...t,
        earlyBirdEndDate: shift(t.earlyBirdEndDate, ms),
        saleStartsAt: shift(t.saleStartsAt, ms),
        saleEndsAt: shift(t.saleEndsAt, ms),
        eventId,
      }));
    }),
  );
  return cats;
}

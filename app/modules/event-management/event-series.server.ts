import { and, asc, eq, gte, inArray, ne, sql } from "drizzle-orm";
import { AppError } from "~/lib/app-error";
import { db } from "~/lib/db.server";
import { berlinLocalToDate, toBerlinLocalInput } from "~/lib/format";
import { audit } from "~/modules/audit/audit.server";
import { copyTicketCategories, eventCopyValues } from "~/modules/event-management/event-copy.server";
import { findOwnEvent, type EventActor } from "~/modules/event-management/organizer-scope.server";
import { seriesLocalDates, type EventSeriesInput, type PublicSeriesDate } from "~/modules/event-management/series-validation";
import { eventSeries, events } from "~/modules/events/schema";
import { eventSlug } from "~/modules/events/slug";
import { assertWithinPlan, planCapacity } from "~/modules/organizers/assert-within-plan.server";
import { bookings } from "~/modules/ticketing/schema";

/**
 * Turns an own event into the first date of a series ('Terminserie'): the other dates are generated
 * as events of their own (own seats, tickets and check-in; same details, ticket categories and
 * status), linked by `series_id`, in one transaction and within the organizer's plan (each published
 * date counts as a published event; each date's capacity is checked). Refusals write nothing.
 */
export async function createEventSeries(input: { actor: EventActor; eventId: string; values: EventSeriesInput; now?: Date }) {
  const now = input.now ?? new Date();
  const { frequency, dateCount, until } = input.values;
  return db.transaction(async (tx) => {
    const src = await findOwnEvent(tx, input.actor, input.eventId, { forUpdate: true });
    if (src.status === "cancelled") throw new AppError("EVENT_NOT_EDITABLE");
    if (src.seriesId) throw new AppError("EVENT_SERIES_EXISTS");
    const firstLocal = toBerlinLocalInput(src.startDate);
    if (until && until < firstLocal.slice(0, 10)) throw new AppError("EVENT_SERIES_END_BEFORE_START", { field: "until" });
    const locals = seriesLocalDates(firstLocal, frequency, dateCount, until);
    if (locals.length < 2) throw new AppError("EVENT_SERIES_TOO_FEW", { field: "until" });

    const [series] = await tx
      .insert(eventSeries)
      .values({ frequency, dateCount: locals.length, firstLocal, sourceEventId: src.id, createdBy: input.actor.id })
      .returning({ id: eventSeries.id });
    await tx.update(events).set({ seriesId: series.id, updatedAt: now }).where(eq(events.id, src.id));

    const published = src.status === "published" || src.status === "sold_out";
    const copy = eventCopyValues(src);
    const shifts = new Map<string, number>();
    const rows = locals.slice(1).map((local) => {
      // a wall-clock time that does not exist (02:30 on the night clocks go forward) becomes the next valid instant
      const start = berlinLocalToDate(local) ?? new Date(src.startDate.getTime());
      const shift = start.getTime() - src.startDate.getTime();
      const id = crypto.randomUUID();
      shifts.set(id, shift);
      const moved = (d: Date | null) => (d ? new Date(d.getTime() + shift) : null);
      return {
        ...copy,
        id,
        slug: eventSlug(src.title, id),
        startDate: start,
        endDate: moved(src.endDate),
        bookingDeadline: moved(src.bookingDeadline),
        status: published ? ("published" as const) : ("draft" as const),
        publishedAt: published ? now : null,
        seriesId: series.id,
        createdBy: input.actor.id,
      };
    });
    const cats = await copyTicketCategories(tx, src.id, []); // reads the categories only
    const capacity = planCapacity({ maxParticipants: src.maxParticipants, tickets: cats });
    for (const row of rows) {
      // each published date is one more published event this month (spec §9); the plan refuses the one too many
      await assertWithinPlan(tx, { actor: input.actor, capacity, ...(published ? { publishing: {} } : {}) });
      await tx.insert(events).values(row);
    }
    await copyTicketCategories(tx, src.id, rows.map((r) => r.id), (id) => shifts.get(id) ?? 0);
    await audit(tx, input.actor, "event.series_created", { type: "event", id: src.id }, null, {
      seriesId: series.id,
      frequency,
      dates: locals.length,
      eventIds: rows.map((r) => r.id),
    });
    return { seriesId: series.id, eventIds: [src.id, ...rows.map((r) => r.id)] };
  });
}

export type SeriesDateRow = {
  id: string;
  kind: (typeof events.$inferSelect)["kind"];
  startDate: string;
  status: (typeof events.$inferSelect)["status"];
  sold: number;
  capacity: number | null;
  confirmedBookings: number;
  current: boolean;
};

/** The dates of the series an own event belongs to (null when it is a single date), for the event editor. */
export async function getEventSeriesView(actor: EventActor, eventId: string) {
  const e = await findOwnEvent(db, actor, eventId);
  if (!e.seriesId) return null;
  const [series] = await db.select().from(eventSeries).where(eq(eventSeries.id, e.seriesId)).limit(1);
  const rows = await db
    .select({
      id: events.id,
      kind: events.kind,
      startDate: events.startDate,
      status: events.status,
      sold: events.currentParticipants,
      capacity: events.maxParticipants,
      confirmedBookings: sql<number>`(select count(*)::int from ${bookings} b where b.event_id = ${events.id} and b.status = 'confirmed')`,
    })
    .from(events)
    // every date carries the organizer of the event the series was made from
    .where(and(eq(events.seriesId, e.seriesId), sql`${events.organizerId} is not distinct from ${e.organizerId}::uuid`))
    .orderBy(asc(events.startDate), asc(events.id));
  return {
    frequency: series?.frequency ?? "weekly",
    dates: rows.map((r): SeriesDateRow => ({ ...r, startDate: r.startDate.toISOString(), confirmedBookings: Number(r.confirmedBookings), current: r.id === e.id })),
  };
}

/** The next other dates of the event's series that are on sale or sold out ('Weitere Termine'), with their free seats. */
export async function getPublicSeriesDates(eventId: string, limit = 6, now = new Date()): Promise<PublicSeriesDate[]> {
  const rows = await db
    .select({
      id: events.id,
      slug: events.slug,
      kind: events.kind,
      startDate: events.startDate,
      status: events.status,
      max: events.maxParticipants,
      current: events.currentParticipants,
    })
    .from(events)
    .where(
      and(
        eq(events.seriesId, sql`(select e0.series_id from events e0 where e0.id = ${eventId}::uuid)`),
        ne(events.id, eventId),
        inArray(events.status, ["published", "sold_out"]),
        gte(events.startDate, now),
      ),
    )
    .orderBy(asc(events.startDate), asc(events.id))
    .limit(limit);
  return rows.map((r) => {
    const available = r.max === null ? null : Math.max(0, r.max - r.current);
    return { id: r.id, slug: r.slug, kind: r.kind, startDate: r.startDate.toISOString(), available, soldOut: r.status === "sold_out" || available === 0 };
  });
}

import { DEFAULT_CITY } from "~/lib/cities";
import { and, asc, eq, ilike, inArray, or, sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import { db } from "~/lib/db.server";
import { formatMoneyInput, toBerlinLocalInput } from "~/lib/format";
import { findOwnEvent, type EventActor } from "~/modules/event-management/organizer-scope.server";
import { assertCan } from "~/modules/event-management/permissions";
import { EVENT_STATUS } from "~/modules/events/labels";
import { eventCancellationJobs, eventCategories, events, ticketCategories } from "~/modules/events/schema";
import { ownedEventsSql } from "~/modules/organizers/ownership";
import { locations } from "~/modules/places/schema";
import { bookings } from "~/modules/ticketing/schema";
import { defineList, type ListParams } from "~/lib/list/list-spec";
import { likePattern, listPage, orderBy } from "~/lib/list/list.server";
import { linkTo, organizer } from "~/registry";

/** The organizer's list of own events (and the admin's view of all), as the data table shows it. */
export const organizerEventsList = defineList({
  sortable: ["start", "title", "status", "sold", "revenue"],
  defaultSort: "start",
  defaultDir: "desc",
  filters: { status: EVENT_STATUS.schema, when: z.enum(["upcoming", "past"]) },
  pageSize: 20,
});

export type OrganizerEventsParams = ListParams<(typeof organizerEventsList.sortable)[number], NonNullable<typeof organizerEventsList.filters>>;

const soldSql = sql<number>`${events.currentParticipants}`;
const revenueSql = sql<number>`coalesce((select sum(b.total_amount_cents - b.refunded_cents) from bookings b where b.event_id = ${events.id} and b.status = 'confirmed'), 0)`;

export async function getOrganizerEventsView(actor: EventActor, params: OrganizerEventsParams, kinds: Array<"event" | "workshop" | "activity"> = ["event"]) {
  assertCan(actor, "event.list");
  const f = params.filters;
  const now = new Date();
  const where: Array<SQL | undefined> = [ownedEventsSql(actor, events), inArray(events.kind, kinds)];
  if (f.status) where.push(eq(events.status, f.status));
  if (f.when === "upcoming") where.push(sql`${events.startDate} >= ${now}`);
  if (f.when === "past") where.push(sql`${events.startDate} < ${now}`);
  if (params.q) where.push(or(ilike(events.title, likePattern(params.q)), ilike(events.venueName, likePattern(params.q))));
  const cond = and(...where);
  return listPage(params, {
    rows: ({ limit, offset }) =>
      db
        .select({
          id: events.id,
          title: events.title,
          slug: events.slug,
          kind: events.kind,
          status: events.status,
          cityId: events.cityId,
          startDate: events.startDate,
          venueName: events.venueName,
          venueCity: events.venueCity,
          sold: soldSql,
          capacity: events.maxParticipants,
          revenueCents: revenueSql,
          job: {
            status: eventCancellationJobs.status,
            total: eventCancellationJobs.totalBookings,
            processed: eventCancellationJobs.processedBookings,
          },
        })
        .from(events)
        .leftJoin(eventCancellationJobs, eq(eventCancellationJobs.eventId, events.id))
        .where(cond)
        .orderBy(
          ...orderBy(params, { start: events.startDate, title: events.title, status: events.status, sold: soldSql, revenue: revenueSql }, events.id),
        )
        .limit(limit)
        .offset(offset),
    total: () => db.$count(events, cond),
    map: (r) => ({
      ...r,
      startDate: r.startDate.toISOString(),
      sold: Number(r.sold),
      revenueCents: Number(r.revenueCents),
      isPast: r.startDate.getTime() < now.getTime(),
      publicHref: r.status === "published" || r.status === "sold_out" ? `/${r.cityId ?? DEFAULT_CITY}/${r.kind === "event" ? "events" : r.kind === "workshop" ? "workshops" : "activities"}/${r.slug}` : null,
      editHref: linkTo(organizer, "eventEdit", { id: r.id }),
      previewHref: linkTo(organizer, "eventPreview", { id: r.id }),
      job: r.job?.status ? r.job : null,
    }),
  });
}

/** Categories and known places for the editor's selects. */
export async function getEventEditorOptions(actor: EventActor) {
  assertCan(actor, "event.list");
  const [cats, places] = await Promise.all([
    db.select({ id: eventCategories.id, name: eventCategories.name }).from(eventCategories).orderBy(asc(eventCategories.name)),
    db.select({ id: locations.id, name: locations.name, city: locations.city }).from(locations).where(eq(locations.isActive, true)).orderBy(asc(locations.name)).limit(500),
  ]);
  return { categories: cats, places };
}

const money = (cents: number | null | undefined) => formatMoneyInput(cents);
const local = (d: Date | null | undefined) => (d ? toBerlinLocalInput(d) : undefined);

/** One own event as the editor's default values, plus what the page shows around the form. */
export async function getEventEditorView(actor: EventActor, eventId: string) {
  const e = await findOwnEvent(db, actor, eventId);
  const [cats, [job], [{ n: bookingCount }], options] = await Promise.all([
    db.select().from(ticketCategories).where(eq(ticketCategories.eventId, e.id)).orderBy(asc(ticketCategories.sortOrder)),
    db.select().from(eventCancellationJobs).where(eq(eventCancellationJobs.eventId, e.id)).limit(1),
    db.select({ n: sql<number>`count(*)::int` }).from(bookings).where(and(eq(bookings.eventId, e.id), eq(bookings.status, "confirmed"))),
    getEventEditorOptions(actor),
  ]);
  return {
    ...options,
    event: {
      id: e.id,
      title: e.title,
      slug: e.slug,
      kind: e.kind,
      status: e.status,
      cityId: e.cityId,
      currentParticipants: e.currentParticipants,
      confirmedBookings: Number(bookingCount),
      imageUrl: e.imageUrl,
      imageAlt: e.imageAlt,
      startDate: e.startDate.toISOString(),
      publicHref: `/${e.cityId ?? DEFAULT_CITY}/${e.kind === "event" ? "events" : e.kind === "workshop" ? "workshops" : "activities"}/${e.slug}`,
      soldByCategory: Object.fromEntries(cats.map((c) => [c.id, c.soldCount])),
    },
    cancellation: job
      ? { status: job.status, total: job.totalBookings, processed: job.processedBookings, refundedCents: job.refundedCents, lastError: job.lastError, reason: job.reason }
      : null,
    defaultValue: {
      kind: e.kind,
      title: e.title,
      shortDescription: e.shortDescription,
      description: e.description,
      categoryId: e.categoryId ?? undefined,
      tags: e.tags.join(", "),
      cityId: e.cityId ?? DEFAULT_CITY,
      startDate: local(e.startDate),
      endDate: local(e.endDate),
      venueId: e.venueId ?? undefined,
      venueName: e.venueName ?? undefined,
      venueAddress: e.venueAddress ?? undefined,
      venuePostalCode: e.venuePostalCode ?? undefined,
      venueCity: e.venueCity ?? undefined,
      latitude: e.latitude?.toString(),
      longitude: e.longitude?.toString(),
      geoPrecision: e.geoPrecision,
      imageUrl: e.imageUrl ?? undefined,
      // images from before alt texts were required get a starting text the organizer can improve
      imageAlt: e.imageAlt ?? (e.imageUrl ? `Titelbild zu „${e.title}“` : undefined),
      requirements: e.requirements ?? undefined,
      contactEmail: e.contactEmail ?? undefined,
      externalUrl: e.externalUrl ?? undefined,
      bookingRequired: e.bookingRequired ? "on" : undefined,
      bookingDeadline: local(e.bookingDeadline),
      externalTicketUrl: e.externalTicketUrl ?? undefined,
      maxParticipants: e.maxParticipants?.toString(),
      maxTicketsPerOrder: e.maxTicketsPerOrder.toString(),
      tickets: cats.map((c) => ({
        id: c.id,
        name: c.name,
        description: c.description,
        price: money(c.priceCents),
        isActive: c.isActive ? "on" : undefined,
        earlyBirdPrice: money(c.earlyBirdPriceCents),
        earlyBirdEndDate: local(c.earlyBirdEndDate),
        capacity: c.capacity?.toString(),
        saleStartsAt: local(c.saleStartsAt),
        saleEndsAt: local(c.saleEndsAt),
        maxPerOrder: c.maxPerOrder?.toString(),
      })),
    },
  };
}

/** Progress of an event's cancellation job (for polling while it runs). */
export async function getCancellationProgress(actor: EventActor, eventId: string) {
  const e = await findOwnEvent(db, actor, eventId);
  const [job] = await db.select().from(eventCancellationJobs).where(eq(eventCancellationJobs.eventId, e.id)).limit(1);
  return job ? { status: job.status, total: job.totalBookings, processed: job.processedBookings, refundedCents: job.refundedCents } : null;
}

import { CITY_IDS, CITY_NAMES, DEFAULT_CITY } from "~/lib/cities";
import { type AnyColumn, and, asc, eq, inArray, or, sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import { db } from "~/lib/db.server";
import { formatMoneyInput, toBerlinLocalInput } from "~/lib/format";
import { findOwnEvent, type EventActor } from "~/modules/event-management/organizer-scope.server";
import { assertCan } from "~/modules/event-management/permissions";
import { EVENT_STATUS } from "~/modules/events/labels";
import { eventArtists, eventCancellationJobs, eventCategories, events, ticketCategories } from "~/modules/events/schema";
import { eventEditHref, type EventArea, type EventKind } from "~/modules/event-management/event-sections";
import { artists, organizers } from "~/modules/people/schema";
import { zUuid } from "~/lib/input";
import { eventsRunBySql, ownedEventsSql } from "~/modules/organizers/ownership";
import { isAdmin } from "~/modules/accounts/actor";
import { locations } from "~/modules/places/schema";
import { bookings } from "~/modules/ticketing/schema";
import { defineList, type ListParams } from "~/lib/list/list-spec";
import { inDateRange, likePattern, listPage, orderBy } from "~/lib/list/list.server";
import { businessOwner, linkTo, organizer } from "~/registry";
import { hidesMoney } from "~/modules/organizers/team.server";

/** The organizer's list of own events (and activities), as the data table shows it. */
export const organizerEventsList = defineList({
  sortable: ["start", "title", "status", "sold", "revenue"],
  defaultSort: "start",
  defaultDir: "desc",
  filters: { status: EVENT_STATUS.schema, when: z.enum(["upcoming", "past"]) },
  pageSize: 20,
});

/** The admin's list of every organizer's events: the organizer's filters and city, category, organizer, artist, featured, start range. */
export const adminEventsList = defineList({
  sortable: ["start", "title", "status", "sold", "revenue", "organizer"],
  defaultSort: "start",
  defaultDir: "desc",
  filters: {
    status: EVENT_STATUS.schema,
    when: z.enum(["upcoming", "past"]),
    city: z.string().regex(/^[a-z0-9-]{1,40}$/),
    category: z.string().max(60),
    organizer: zUuid,
    artist: zUuid,
    featured: z.enum(["yes", "no"]),
  },
  dateRange: true,
  pageSize: 20,
});

type AdminEventsFilters = NonNullable<typeof adminEventsList.filters>;
/** The list state either list reads (the organizer's list never carries the admin's filters). */
export type EventsListParams = ListParams<(typeof adminEventsList.sortable)[number], AdminEventsFilters>;

const soldSql = sql<number>`${events.currentParticipants}`;
const revenueSql = sql<number>`coalesce((select sum(b.total_amount_cents - b.refunded_cents) from bookings b where b.event_id = ${events.id} and b.status = 'confirmed'), 0)`;
const organizerNameSql = sql<string | null>`coalesce((select ${organizers.name} from ${organizers} where ${organizers.id} = ${events.organizerId}), ${events.organizerName})`;

/**
 * The rows of a list: the events the actor manages (`ownedEventsSql`: an organizer's own, an admin's
 * all) — in the business owner's area the events at the venues the owner runs (decision 0014): their
 * own, and other organizers' once published (drafts stay their organizer's).
 */
function listScope(actor: EventActor, area: EventArea): SQL | undefined {
  if (area !== "business-owner") return ownedEventsSql(actor, events, "events");
  const venues = [...(actor.ownedVenues ?? [])];
  if (venues.length === 0) return sql`false`;
  return and(inArray(events.venueId, venues), or(eventsRunBySql(actor.id, events), sql`${events.status} <> 'draft'`));
}

/**
 * One page of the events of the given kinds the actor's area lists (`listScope`). `area` says where
 * the rows link to (the organizer's, the owner's or the admin's editor); rows the actor does not run
 * (other organizers' events at an owner's venue) have no editor: `editable` is false.
 */
export async function getOrganizerEventsView(actor: EventActor, params: EventsListParams, kinds: EventKind[] = ["event"], area: EventArea = "organizer") {
  assertCan(actor, "event.list");
  if (area === "admin") assertCan(actor, "event.feature");
  const f = params.filters;
  const now = new Date();
  const where: Array<SQL | undefined> = [listScope(actor, area), inArray(events.kind, kinds)];
  if (f.status) where.push(eq(events.status, f.status));
  if (f.when === "upcoming") where.push(sql`${events.startDate} >= ${now}`);
  if (f.when === "past") where.push(sql`${events.startDate} < ${now}`);
  if (f.city) where.push(eq(events.cityId, f.city));
  if (f.category) where.push(eq(events.categoryId, f.category));
  if (f.organizer) where.push(eq(events.organizerId, f.organizer));
  if (f.artist) where.push(sql`exists (select 1 from ${eventArtists} where ${eventArtists.eventId} = ${events.id} and ${eventArtists.artistId} = ${f.artist})`);
  if (f.featured) where.push(eq(events.isFeatured, f.featured === "yes"));
  where.push(inDateRange(events.startDate, params));
  if (params.q) {
    // accent- and case-insensitive ("cafe" finds "Café"), in the form the trigram indexes on title and venue serve
    const pattern = likePattern(params.q);
    const folded = (col: AnyColumn) => sql`public.f_unaccent(lower(${col})) like public.f_unaccent(lower(${pattern}))`;
    where.push(or(folded(events.title), folded(events.venueName)));
  }
  const cond = and(...where);
  // Redaktion and Einlass see no revenue, not even as a sort order (decision 0016)
  const money = !hidesMoney(actor);
  if (!money && params.sort === "revenue") params = { ...params, sort: "start" };
  const page = await listPage(params, {
    rows: ({ limit, offset }) =>
      db
        .select({
          id: events.id,
          title: events.title,
          slug: events.slug,
          kind: events.kind,
          status: events.status,
          isFeatured: events.isFeatured,
          cityId: events.cityId,
          startDate: events.startDate,
          venueName: events.venueName,
          venueCity: events.venueCity,
          organizerName: organizerNameSql,
          runs: sql<boolean>`${isAdmin(actor) ? sql`true` : eventsRunBySql(actor.id, events, "events")}`,
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
          ...orderBy(
            params,
            { start: events.startDate, title: events.title, status: events.status, sold: soldSql, revenue: revenueSql, organizer: organizerNameSql },
            events.id,
          ),
        )
        .limit(limit)
        .offset(offset),
    total: () => db.$count(events, cond),
    map: (r) => ({
      ...r,
      startDate: r.startDate.toISOString(),
      sold: Number(r.sold),
      revenueCents: money ? Number(r.revenueCents) : null,
      isPast: r.startDate.getTime() < now.getTime(),
      publicHref: r.status === "published" || r.status === "sold_out" ? eventPublicHref(r) : null,
      editable: Boolean(r.runs),
      editHref: eventEditHref(area, r),
      cancelHref: `${eventEditHref(area, r)}?absagen=1`,
      previewHref: eventPreviewHref(area, r.id),
      job: r.job?.status ? r.job : null,
    }),
  });
  return { ...page, showRevenue: money };
}

/** The draft's preview: the owner's own (decision 0014), else the organizer area's (admins open it too). */
function eventPreviewHref(area: EventArea, id: string) {
  return area === "business-owner" ? linkTo(businessOwner, "eventPreview", { id }) : linkTo(organizer, "eventPreview", { id });
}

/** The public page of an event, by its kind. */
function eventPublicHref(e: { cityId: string | null; kind: EventKind; slug: string }) {
  return `/${e.cityId ?? DEFAULT_CITY}/${e.kind === "event" ? "events" : e.kind === "workshop" ? "workshops" : "activities"}/${e.slug}`;
}

/** The admin list's filter choices: categories, organizer profiles, artists that play at an event (and the chosen one). */
export async function getAdminEventFilterOptions(actor: EventActor, chosenArtist?: string) {
  assertCan(actor, "event.feature");
  const [cats, orgs, playing] = await Promise.all([
    db.select({ value: eventCategories.id, label: eventCategories.name }).from(eventCategories).orderBy(asc(eventCategories.name)),
    db.select({ value: organizers.id, label: organizers.name }).from(organizers).orderBy(asc(organizers.name)).limit(500),
    db
      .select({ value: artists.id, label: artists.name })
      .from(artists)
      .where(or(sql`exists (select 1 from ${eventArtists} where ${eventArtists.artistId} = ${artists.id})`, chosenArtist ? eq(artists.id, chosenArtist) : undefined))
      .orderBy(asc(artists.name))
      .limit(500),
  ]);
  return {
    cities: CITY_IDS.map((c) => ({ value: c, label: CITY_NAMES[c] })),
    categories: cats,
    organizers: orgs,
    artists: playing,
  };
}

/** Categories and known places for the editor's selects. */
export async function getEventEditorOptions(actor: EventActor, area: EventArea = "organizer") {
  assertCan(actor, "event.list");
  if (area === "admin") assertCan(actor, "event.feature");
  const [cats, places, orgs] = await Promise.all([
    db.select({ id: eventCategories.id, name: eventCategories.name }).from(eventCategories).orderBy(asc(eventCategories.name)),
    db
      .select({ id: locations.id, name: locations.name, city: locations.city })
      .from(locations)
      // an owner's editor offers the places they run (decision 0014)
      .where(and(eq(locations.isActive, true), actor.ownedVenues ? inArray(locations.id, [...actor.ownedVenues]) : undefined))
      .orderBy(asc(locations.name))
      .limit(500),
    // the admin's editor files the event under any organizer profile
    area === "admin" ? db.select({ id: organizers.id, name: organizers.name }).from(organizers).orderBy(asc(organizers.name)).limit(1000) : null,
  ]);
  return { categories: cats, places, organizers: orgs };
}

const money = (cents: number | null | undefined) => formatMoneyInput(cents);
const local = (d: Date | null | undefined) => (d ? toBerlinLocalInput(d) : undefined);

/** One own event as the editor's default values, plus what the page shows around the form. */
export async function getEventEditorView(actor: EventActor, eventId: string, area: EventArea = "organizer") {
  const e = await findOwnEvent(db, actor, eventId);
  const [cats, [job], [{ n: bookingCount }], options] = await Promise.all([
    db.select().from(ticketCategories).where(eq(ticketCategories.eventId, e.id)).orderBy(asc(ticketCategories.sortOrder)),
    db.select().from(eventCancellationJobs).where(eq(eventCancellationJobs.eventId, e.id)).limit(1),
    db.select({ n: sql<number>`count(*)::int` }).from(bookings).where(and(eq(bookings.eventId, e.id), eq(bookings.status, "confirmed"))),
    getEventEditorOptions(actor, area),
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
      publicHref: eventPublicHref(e),
      previewHref: eventPreviewHref(area, e.id),
      isFeatured: e.isFeatured,
      organizerId: e.organizerId,
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
      waitlistEnabled: e.waitlistEnabled ? "on" : undefined,
      waitlistHoldHours: e.waitlistHoldHours.toString(),
      organizerId: e.organizerId ?? undefined,
      isFeatured: e.isFeatured ? "on" : undefined,
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

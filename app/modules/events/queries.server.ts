import { and, asc, eq, gt, gte, ilike, inArray, lt, lte, or, sql, type SQL } from "drizzle-orm";
import { AppError } from "~/lib/app-error";
import { db } from "~/lib/db.server";
import { berlinDayEnd, berlinDayStart, formatDateTime, toIsoDay } from "~/lib/format";
import { eventImage, type EventCardData } from "~/modules/events/card-data";
import { boundingBox } from "~/modules/events/geo";
import { fillHomeRows, HOME_EVENT_LIMIT } from "~/modules/events/home-rows";
import { eventArtists, eventCategories, events, ticketCategories } from "~/modules/events/schema";
import { parseEventParam, uuidPrefixRange } from "~/modules/events/slug";
import { organizers } from "~/modules/people/schema";
import { locations } from "~/modules/places/schema";

export type { EventCardData } from "~/modules/events/card-data";

export type EventCategory = typeof eventCategories.$inferSelect;

let categoryCache: { at: number; list: EventCategory[] } | undefined;

/** Event categories in home order (sort_order, then name); cached for 5 minutes (spec §9). */
export async function getEventCategories(): Promise<EventCategory[]> {
  if (categoryCache && Date.now() - categoryCache.at < 5 * 60_000) return categoryCache.list;
  const list = await db.select().from(eventCategories).orderBy(asc(eventCategories.sortOrder), asc(eventCategories.name));
  categoryCache = { at: Date.now(), list };
  return list;
}

/** The columns an event card needs. */
const cardColumns = {
  id: events.id,
  slug: events.slug,
  kind: events.kind,
  title: events.title,
  shortDescription: events.shortDescription,
  startDate: events.startDate,
  endDate: events.endDate,
  venueName: events.venueName,
  venueCity: events.venueCity,
  imageUrl: events.imageUrl,
  tags: events.tags,
  status: events.status,
  isFeatured: events.isFeatured,
  priceCents: events.priceCents,
  currentParticipants: events.currentParticipants,
  maxParticipants: events.maxParticipants,
  categoryId: events.categoryId,
  categoryName: eventCategories.name,
  categoryColor: eventCategories.color,
  cityId: events.cityId,
  latitude: events.latitude,
  longitude: events.longitude,
};

type CardRow = {
  id: string;
  slug: string;
  kind: EventCardData["kind"];
  title: string;
  shortDescription: string;
  startDate: Date;
  endDate: Date | null;
  venueName: string | null;
  venueCity: string | null;
  imageUrl: string | null;
  tags: string[];
  status: EventCardData["status"];
  isFeatured: boolean;
  priceCents: number;
  currentParticipants: number;
  maxParticipants: number | null;
  categoryId: string | null;
  categoryName: string | null;
  categoryColor: string | null;
  cityId: string | null;
};

type TicketRow = {
  eventId: string;
  priceCents: number;
  isActive: boolean;
  earlyBirdPriceCents: number | null;
  earlyBirdEndDate: Date | null;
};

/** Turns an event row plus its ticket categories into the card's serialisable data. */
export function toEventCardData(row: CardRow, tickets: TicketRow[] = []): EventCardData {
  return {
    id: row.id,
    slug: row.slug,
    kind: row.kind,
    title: row.title,
    shortDescription: row.shortDescription,
    startDate: row.startDate.toISOString(),
    endDate: row.endDate ? row.endDate.toISOString() : null,
    venueName: row.venueName,
    venueCity: row.venueCity,
    imageUrl: eventImage(row),
    tags: row.tags ?? [],
    status: row.status,
    isFeatured: row.isFeatured,
    priceCents: row.priceCents,
    currentParticipants: row.currentParticipants,
    maxParticipants: row.maxParticipants,
    ticketPrices: tickets
      .filter((t) => t.eventId === row.id)
      .map((t) => ({
        priceCents: t.priceCents,
        isActive: t.isActive,
        earlyBirdPriceCents: t.earlyBirdPriceCents,
        earlyBirdEndDate: t.earlyBirdEndDate ? t.earlyBirdEndDate.toISOString() : null,
      })),
    categoryId: row.categoryId,
    categoryName: row.categoryName,
    categoryColor: row.categoryColor,
    cityId: row.cityId,
  };
}

async function withTickets(rows: CardRow[]): Promise<EventCardData[]> {
  if (rows.length === 0) return [];
  const tickets = await db
    .select({
      eventId: ticketCategories.eventId,
      priceCents: ticketCategories.priceCents,
      isActive: ticketCategories.isActive,
      earlyBirdPriceCents: ticketCategories.earlyBirdPriceCents,
      earlyBirdEndDate: ticketCategories.earlyBirdEndDate,
    })
    .from(ticketCategories)
    .where(inArray(ticketCategories.eventId, rows.map((r) => r.id)))
    .orderBy(asc(ticketCategories.sortOrder));
  return rows.map((r) => toEventCardData(r, tickets));
}

/** Cards for the given event ids, in the given order (for blog embeds, favorites, tickets). */
export async function getEventCardsByIds(ids: string[]): Promise<EventCardData[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select(cardColumns)
    .from(events)
    .leftJoin(eventCategories, eq(eventCategories.id, events.categoryId))
    .where(inArray(events.id, ids));
  const cards = await withTickets(rows);
  const byId = new Map(cards.map((c) => [c.id, c]));
  return ids.flatMap((id) => (byId.get(id) ? [byId.get(id)!] : []));
}

/** Escapes % and _ for LIKE patterns. */
export const likeEscape = (s: string) => s.replace(/[\\%_]/g, (m) => `\\${m}`);

export type EventListFilters = {
  cityId?: string;
  kind?: "event" | "workshop" | "activity";
  category?: string;
  /** yyyy-MM-dd, Berlin days */
  from?: string;
  to?: string;
  priceMinCents?: number;
  priceMaxCents?: number;
  venue?: string;
  q?: string;
  featured?: boolean;
  radius?: { lat: number; lng: number; km: number };
  page?: number;
  pageSize?: number;
  /** published by default */
  status?: "published" | "sold_out" | "cancelled";
  /** events of one organizer */
  organizerId?: string;
  /** events at one venue */
  venueId?: string;
  /** events the artist plays at (line-up) */
  artistId?: string;
};

export type EventListResult = { events: Array<EventCardData & { distanceKm: number | null; latitude: number | null; longitude: number | null }>; page: number; hasNext: boolean };

/** Great-circle distance in SQL, km. */
const distanceSql = (lat: number, lng: number) => sql<number>`(6371 * 2 * asin(least(1, sqrt(
  power(sin(radians(${events.latitude} - ${lat}) / 2), 2) +
  cos(radians(${lat})) * cos(radians(${events.latitude})) * power(sin(radians(${events.longitude} - ${lng}) / 2), 2)
))))`;

/**
 * The event list (spec §7 "Events"): published by default, from today on, ordered by start date
 * ascending, every filter optional. The radius filter uses the venues' real coordinates: a
 * bounding box (index on latitude/longitude) narrows the rows, the haversine distance decides.
 */
export async function listEvents(f: EventListFilters): Promise<EventListResult> {
  const pageSize = Math.min(Math.max(f.pageSize ?? 24, 1), 100);
  const page = Math.max(1, f.page ?? 1);
  const where: SQL[] = [];
  if (f.kind) where.push(eq(events.kind, f.kind));
  // from today on (Berlin day), or from the chosen day
  where.push(gte(events.startDate, berlinDayStart(f.from ?? toIsoDay(new Date()))));
  if (f.to) where.push(lt(events.startDate, berlinDayEnd(f.to)));
  if (f.category === "featured") where.push(eq(events.isFeatured, true));
  else if (f.category) where.push(eq(events.categoryId, f.category));
  if (f.featured) where.push(eq(events.isFeatured, true));
  if (f.priceMinCents != null) where.push(gte(events.priceCents, f.priceMinCents));
  if (f.priceMaxCents != null) where.push(lte(events.priceCents, f.priceMaxCents));
  if (f.venue) where.push(ilike(events.venueName, `%${likeEscape(f.venue)}%`));
  if (f.organizerId) where.push(eq(events.organizerId, f.organizerId));
  if (f.venueId) where.push(eq(events.venueId, f.venueId));
  if (f.artistId) where.push(inArray(events.id, db.select({ id: eventArtists.eventId }).from(eventArtists).where(eq(eventArtists.artistId, f.artistId))));
  if (f.q) {
    const pattern = `%${likeEscape(f.q)}%`;
    where.push(or(ilike(events.title, pattern), ilike(events.shortDescription, pattern))!);
  }
  let distance: SQL<number> | null = null;
  if (f.radius) {
    const { lat, lng, km } = f.radius;
    const box = boundingBox(lat, lng, km);
    distance = distanceSql(lat, lng);
    where.push(
      sql`${events.latitude} between ${box.minLat} and ${box.maxLat}`,
      sql`${events.longitude} between ${box.minLng} and ${box.maxLng}`,
      sql`${distance} <= ${km}`,
    );
  } else if (f.cityId) {
    where.push(eq(events.cityId, f.cityId));
  }
  // published = public; sold_out events are public too (they show their state). One ordered index
  // scan per status, merged here: an IN list would make the database sort every matching row.
  const statuses = f.status ? [f.status] : (["published", "sold_out"] as const);
  const take = page * pageSize + 1;
  const perStatus = await Promise.all(
    statuses.map((status) =>
      db
        .select({ ...cardColumns, distanceKm: distance ?? sql<null>`null` })
        .from(events)
        .leftJoin(eventCategories, eq(eventCategories.id, events.categoryId))
        .where(and(eq(events.status, status), ...where))
        .orderBy(asc(events.startDate), asc(events.id))
        .limit(take),
    ),
  );
  const rows = perStatus
    .flat()
    .sort((a, b) => a.startDate.getTime() - b.startDate.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
    .slice((page - 1) * pageSize, take);
  const hasNext = rows.length > pageSize;
  const pageRows = rows.slice(0, pageSize);
  const cards = await withTickets(pageRows);
  return {
    events: cards.map((c, i) => ({
      ...c,
      distanceKm: pageRows[i].distanceKm == null ? null : Number(pageRows[i].distanceKm),
      latitude: pageRows[i].latitude,
      longitude: pageRows[i].longitude,
    })),
    page,
    hasNext,
  };
}

/** The home page's events: up to 100 upcoming published events of the city in category rows, and the search. */
export async function getCityHome(cityId: string, q?: string) {
  const [categories, upcoming, search] = await Promise.all([
    getEventCategories(),
    listEvents({ cityId, pageSize: HOME_EVENT_LIMIT, status: "published" }),
    q ? listEvents({ cityId, q, pageSize: 24 }) : Promise.resolve(null),
  ]);
  const rows = fillHomeRows(
    categories.map((c) => ({ id: c.id, name: c.name, keywords: c.keywords })),
    upcoming.events,
  ).map((r) => ({
    id: r.category.id,
    name: r.category.name,
    color: categories.find((c) => c.id === r.category.id)?.color ?? null,
    // the short description only served the keyword match; the card does not show it
    events: r.events.map((e) => ({ ...stripGeo(e), shortDescription: "" })),
  }));
  return { rows, search: search ? search.events.map(stripGeo) : null };
}

function stripGeo<T extends EventCardData>(e: T): EventCardData {
  const { distanceKm: _d, latitude: _la, longitude: _lo, ...card } = e as T & { distanceKm?: unknown; latitude?: unknown; longitude?: unknown };
  return card;
}

/** Full event for the detail page. */
async function loadEventById(id: string) {
  const [row] = await db
    .select({
      event: events,
      categoryName: eventCategories.name,
      categoryColor: eventCategories.color,
      organizer: {
        id: organizers.id,
        name: organizers.name,
        slug: organizers.slug,
        logoUrl: organizers.logoUrl,
        isVerified: organizers.isVerified,
      },
      venue: {
        id: locations.id,
        name: locations.name,
        slug: locations.slug,
        streetAddress: locations.streetAddress,
        postalCode: locations.postalCode,
        city: locations.city,
        latitude: locations.latitude,
        longitude: locations.longitude,
        website: locations.website,
        capacity: locations.capacity,
      },
    })
    .from(events)
    .leftJoin(eventCategories, eq(eventCategories.id, events.categoryId))
    .leftJoin(organizers, eq(organizers.id, events.organizerId))
    .leftJoin(locations, eq(locations.id, events.venueId))
    .where(eq(events.id, id))
    .limit(1);
  return row ?? null;
}

/**
 * Look-up by id or slug (spec §7, §8): a UUID by id; a slug needs an id suffix of at least 8
 * characters ('Ungültiger Event-Slug'), then the exact slug, else the events whose id starts with
 * the suffix (first 10, then up to 100) whose slug matches. Unknown → 'Event nicht gefunden';
 * cancelled → 'Dieses Event wurde abgesagt'; drafts are not public.
 */
export async function getEventByParam(param: string) {
  if (!param) throw new AppError("EVENT_ID_REQUIRED");
  const lookup = parseEventParam(param);
  if (lookup.kind === "invalid") throw new AppError("EVENT_SLUG_INVALID");
  let id: string | null = null;
  if (lookup.kind === "id") id = lookup.id;
  else {
    const [exact] = await db.select({ id: events.id }).from(events).where(eq(events.slug, lookup.slug)).limit(1);
    if (exact) id = exact.id;
    else {
      const range = uuidPrefixRange(lookup.prefix);
      if (range) {
        for (const limit of [10, 100]) {
          const candidates = await db
            .select({ id: events.id, slug: events.slug })
            .from(events)
            .where(sql`${events.id} between ${range[0]}::uuid and ${range[1]}::uuid`)
            .limit(limit);
          // a renamed event keeps its id prefix: an old title slug still finds it
          const hit = candidates.find((c) => c.slug === lookup.slug) ?? (candidates.length === 1 ? candidates[0] : undefined);
          if (hit) {
            id = hit.id;
            break;
          }
          if (candidates.length < limit) break;
        }
      }
    }
  }
  if (!id) throw new AppError("EVENT_NOT_FOUND");
  const row = await loadEventById(id);
  if (!row || row.event.status === "draft") throw new AppError("EVENT_NOT_FOUND");
  if (row.event.status === "cancelled") throw new AppError("EVENT_CANCELLED");
  const tickets = await db
    .select()
    .from(ticketCategories)
    .where(eq(ticketCategories.eventId, id))
    .orderBy(asc(ticketCategories.sortOrder), asc(ticketCategories.priceCents));
  return { ...row, tickets };
}

export type EventDetail = Awaited<ReturnType<typeof getEventByParam>>;

/** One event with its tickets whatever its status (the organizer's preview; callers check rights). */
export async function getEventForPreview(id: string): Promise<EventDetail | null> {
  const row = await loadEventById(id);
  if (!row) return null;
  const tickets = await db
    .select()
    .from(ticketCategories)
    .where(eq(ticketCategories.eventId, id))
    .orderBy(asc(ticketCategories.sortOrder), asc(ticketCategories.priceCents));
  return { ...row, tickets };
}

/** Other upcoming events at the same venue or in the same category. */
export async function getRelatedEvents(e: { id: string; cityId: string | null; categoryId: string | null }, limit = 4) {
  if (!e.categoryId) return [];
  const list = await listEvents({ cityId: e.cityId ?? undefined, category: e.categoryId, pageSize: limit + 1 });
  return list.events.filter((x) => x.id !== e.id).slice(0, limit).map(stripGeo);
}

/** Upcoming public events matching a title or venue (the blog editor's event picker), soonest first. */
export async function searchUpcomingEvents(q: string, limit = 20) {
  const text = q.trim().slice(0, 100);
  const term = `%${likeEscape(text)}%`;
  const rows = await db
    .select({ slug: events.slug, title: events.title, startDate: events.startDate, venueName: events.venueName })
    .from(events)
    .where(
      and(
        inArray(events.status, ["published", "sold_out"]),
        gt(events.startDate, new Date()),
        text ? or(ilike(events.title, term), ilike(events.venueName, term)) : undefined,
      ),
    )
    .orderBy(asc(events.startDate))
    .limit(limit);
  return rows.map((r) => ({ slug: r.slug, title: r.title, date: formatDateTime(r.startDate), venue: r.venueName ?? "" }));
}

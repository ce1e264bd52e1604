import { and, asc, eq, gt, gte, inArray, isNull, or, sql } from "drizzle-orm";
import { db } from "~/lib/db.server";
import { eventTitleImage } from "~/modules/events/card-data";
import { eventCategories, events, ticketCategories } from "~/modules/events/schema";
import { isBookableNow } from "~/modules/events/bookable";
import { unitPrice } from "~/modules/ticketing/pricing";

export type BookableEvent = {
  id: string;
  slug: string;
  kind: "event" | "workshop" | "activity";
  title: string;
  shortDescription: string;
  startDate: string;
  venueName: string | null;
  imageUrl: string;
  categoryName: string | null;
  categoryColor: string | null;
  /** Lowest price someone pays now (early bird counted), in cents. */
  minPriceCents: number;
  maxPriceCents: number;
  /** Seats left, or null when unlimited. */
  remaining: number | null;
  capacity: number | null;
};

/**
 * The city's upcoming events that can be booked here now (spec §2.1 /tickets), by the one rule of
 * events/bookable (not started, deadline not passed, seats left, a ticket on offer, no external
 * shop). The query narrows, isBookableNow decides. Soonest first.
 */
export async function listBookableEvents(input: { cityId: string; limit?: number; now?: Date }): Promise<BookableEvent[]> {
  const now = input.now ?? new Date();
  const rows = await db
    .select({
      id: events.id,
      slug: events.slug,
      kind: events.kind,
      title: events.title,
      shortDescription: events.shortDescription,
      startDate: events.startDate,
      venueName: events.venueName,
      imageUrl: events.imageUrl,
      featuredImageUrl: events.featuredImageUrl,
      categoryId: events.categoryId,
      categoryName: eventCategories.name,
      categoryColor: eventCategories.color,
      maxParticipants: events.maxParticipants,
      currentParticipants: events.currentParticipants,
      status: events.status,
      bookingDeadline: events.bookingDeadline,
      externalTicketUrl: events.externalTicketUrl,
      bookingRequired: events.bookingRequired,
      priceCents: events.priceCents,
    })
    .from(events)
    .leftJoin(eventCategories, eq(eventCategories.id, events.categoryId))
    .where(
      and(
        eq(events.cityId, input.cityId),
        eq(events.status, "published"),
        gt(events.startDate, now),
        or(isNull(events.bookingDeadline), gte(events.bookingDeadline, now)),
        isNull(events.externalTicketUrl),
        sql`(exists (select 1 from ticket_categories tc where tc.event_id = "events"."id" and tc.is_active)
          or (${events.bookingRequired} and not exists (select 1 from ticket_categories tc where tc.event_id = "events"."id")))`,
      ),
    )
    .orderBy(asc(events.startDate), asc(events.title))
    .limit(input.limit ?? 60);
  if (rows.length === 0) return [];
  const cats = await db
    .select({
      eventId: ticketCategories.eventId,
      id: ticketCategories.id,
      name: ticketCategories.name,
      isActive: ticketCategories.isActive,
      priceCents: ticketCategories.priceCents,
      earlyBirdPriceCents: ticketCategories.earlyBirdPriceCents,
      earlyBirdEndDate: ticketCategories.earlyBirdEndDate,
      capacity: ticketCategories.capacity,
      soldCount: ticketCategories.soldCount,
    })
    .from(ticketCategories)
    .where(and(inArray(ticketCategories.eventId, rows.map((r) => r.id)), eq(ticketCategories.isActive, true)));
  const byEvent = new Map<string, typeof cats>();
  for (const c of cats) byEvent.set(c.eventId, [...(byEvent.get(c.eventId) ?? []), c]);
  const out: BookableEvent[] = [];
  for (const r of rows) {
    const list = byEvent.get(r.id) ?? [];
    if (!isBookableNow(r, list, now)) continue;
    // without categories the event price is the one ticket (as the checkout sells it)
    const prices = list.length ? list.map((c) => unitPrice(c, now).cents) : [r.priceCents];
    const eventLeft = r.maxParticipants != null ? Math.max(0, r.maxParticipants - r.currentParticipants) : null;
    const catLeft = list.length && list.every((c) => c.capacity != null)
      ? list.reduce((sum, c) => sum + Math.max(0, (c.capacity ?? 0) - c.soldCount), 0)
      : null;
    const remaining = eventLeft == null ? catLeft : catLeft == null ? eventLeft : Math.min(eventLeft, catLeft);
    if (remaining === 0) continue; // sold out: not bookable
    out.push({
      id: r.id,
      slug: r.slug,
      kind: r.kind,
      title: r.title,
      shortDescription: r.shortDescription,
      startDate: r.startDate.toISOString(),
      venueName: r.venueName,
      imageUrl: eventTitleImage(r),
      categoryName: r.categoryName,
      categoryColor: r.categoryColor,
      minPriceCents: prices.length ? Math.min(...prices) : 0,
      maxPriceCents: prices.length ? Math.max(...prices) : 0,
      remaining,
      capacity: r.maxParticipants,
    });
  }
  return out;
}

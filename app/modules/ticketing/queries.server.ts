import { asc, desc, eq, inArray, or, sql } from "drizzle-orm";
import { AppError } from "~/lib/app-error";
import { db } from "~/lib/db.server";
import type { Actor } from "~/modules/accounts/actor";
import { assertCan } from "~/modules/ticketing/permissions";
import { events, ticketCategories } from "~/modules/events/schema";
import { bookingAttendees, bookingItems, bookings, payments } from "~/modules/ticketing/schema";
import { UUID_RE } from "~/lib/input";

const eventColumns = {
  id: events.id,
  title: events.title,
  slug: events.slug,
  kind: events.kind,
  status: events.status,
  startDate: events.startDate,
  endDate: events.endDate,
  imageUrl: events.imageUrl,
  venueName: events.venueName,
  venueAddress: events.venueAddress,
  venueCity: events.venueCity,
  venuePostalCode: events.venuePostalCode,
  cityId: events.cityId,
  organizerName: events.organizerName,
  latitude: events.latitude,
  longitude: events.longitude,
  shortDescription: events.shortDescription,
};
export type BookingEvent = { [K in keyof typeof eventColumns]: (typeof events.$inferSelect)[K] };

/** Own bookings are found by user id or by the account's e-mail (spec §6); admins see all. */
function visibleTo(viewer: Pick<Actor, "id" | "email">) {
  return or(eq(bookings.userId, viewer.id), sql`lower(${bookings.userEmail}) = ${viewer.email.toLowerCase()}`);
}

/** One booking with event, items and attendees — 404 for anyone but its owner or an admin. */
export async function getBookingForViewer(bookingId: string, viewer: Actor) {
  if (!UUID_RE.test(bookingId)) throw new AppError("BOOKING_NOT_FOUND");
  const [row] = await db
    .select({ booking: bookings, event: eventColumns })
    .from(bookings)
    .leftJoin(events, eq(events.id, bookings.eventId))
    .where(eq(bookings.id, bookingId))
    .limit(1);
  if (!row) throw new AppError("BOOKING_NOT_FOUND");
  assertCan(viewer, "booking.view", row.booking);
  const [items, attendees] = await Promise.all([
    db.select().from(bookingItems).where(eq(bookingItems.bookingId, bookingId)),
    db
      .select({ attendee: bookingAttendees, categoryName: ticketCategories.name })
      .from(bookingAttendees)
      .leftJoin(ticketCategories, eq(ticketCategories.id, bookingAttendees.ticketCategoryId))
      .where(eq(bookingAttendees.bookingId, bookingId))
      .orderBy(asc(bookingAttendees.createdAt), asc(bookingAttendees.ticketNumber)),
  ]);
  return {
    booking: row.booking,
    event: row.event?.id ? (row.event as BookingEvent) : null,
    items,
    attendees: attendees.map((a) => ({ ...a.attendee, categoryName: a.categoryName ?? items[0]?.name ?? "Ticket" })),
  };
}
export type BookingDetails = Awaited<ReturnType<typeof getBookingForViewer>>;

/** spec §2.6 My tickets: every own booking with event and attendees (refund requests: refunds module). */
export async function listMyBookings(viewer: Actor) {
  const rows = await db
    .select({ booking: bookings, event: eventColumns })
    .from(bookings)
    .leftJoin(events, eq(events.id, bookings.eventId))
    .where(visibleTo(viewer))
    .orderBy(desc(bookings.createdAt))
    .limit(200);
  const ids = rows.map((r) => r.booking.id);
  const attendees = ids.length
    ? await db
        .select({ attendee: bookingAttendees, categoryName: ticketCategories.name })
        .from(bookingAttendees)
        .leftJoin(ticketCategories, eq(ticketCategories.id, bookingAttendees.ticketCategoryId))
        .where(inArray(bookingAttendees.bookingId, ids))
        .orderBy(asc(bookingAttendees.createdAt), asc(bookingAttendees.ticketNumber))
    : [];
  return rows.map((r) => ({
    booking: r.booking,
    event: r.event?.id ? (r.event as BookingEvent) : null,
    attendees: attendees.filter((a) => a.attendee.bookingId === r.booking.id).map((a) => ({ ...a.attendee, categoryName: a.categoryName })),
  }));
}

/** The event behind a checkout URL with its categories (any status: the page explains why it cannot be booked). */
export async function getCheckoutEvent(slug: string) {
  const [event] = await db.select().from(events).where(eq(events.slug, slug)).limit(1);
  if (!event || event.status === "draft") return null;
  const categories = await db
    .select()
    .from(ticketCategories)
    .where(eq(ticketCategories.eventId, event.id))
    .orderBy(asc(ticketCategories.sortOrder), asc(ticketCategories.priceCents));
  return { event, categories };
}

/** Money movements of one booking (admin detail). */
export async function bookingPayments(bookingId: string) {
  return db.select().from(payments).where(eq(payments.bookingId, bookingId)).orderBy(asc(payments.createdAt));
}

/** Factories for event reviews: an event that is over with a guest who held a confirmed ticket. */
import { eq, sql } from "drizzle-orm";
import { db } from "~/lib/db.server";
import { events } from "~/modules/events/schema";
import { reviews } from "~/modules/places/schema";
import { bookingAttendees, checkIns } from "~/modules/ticketing/schema";
import { bookEvent, makeOrganizer, makeOrganizerEvent, type TestOrganizer } from "./organizers";
import type { TestBuyer } from "./ticketing";

/** Moves an event into the past (it ended `daysAgo` days ago). */
export async function endEvent(eventId: string, daysAgo = 2) {
  const start = new Date(Date.now() - daysAgo * 86_400_000 - 3 * 3_600_000);
  await db.update(events).set({ startDate: start, endDate: new Date(start.getTime() + 3 * 3_600_000) }).where(eq(events.id, eventId));
}

/** An organizer's event, booked (confirmed, paid) by a guest and then over; optionally with the guest checked in. */
export async function makeAttendedEvent(opts: { organizer?: TestOrganizer; guest?: TestBuyer; checkedIn?: boolean; ended?: boolean } = {}) {
  const organizer = opts.organizer ?? (await makeOrganizer({ plan: "professional" }));
  const event = await makeOrganizerEvent(organizer);
  const booking = await bookEvent(event, 1, opts.guest);
  if (opts.checkedIn) {
    const [attendee] = await db.select().from(bookingAttendees).where(eq(bookingAttendees.bookingId, booking.bookingId));
    await db.insert(checkIns).values({ attendeeId: attendee!.id, eventId: event.id, checkInMethod: "manual" });
    await db.execute(sql`update booking_attendees set is_checked_in = true where id = ${attendee!.id}::uuid`);
  }
  if (opts.ended !== false) await endEvent(event.id);
  return { organizer, event, guest: booking.buyer, bookingId: booking.bookingId };
}

/** A published review straight in the database (for fixtures that need one to exist). */
export async function makeReview(over: { eventId: string; userId: string | null } & Partial<typeof reviews.$inferInsert>) {
  const [row] = await db
    .insert(reviews)
    .values({ targetType: "event", rating: 4, title: "Schöner Abend", body: "Gute Stimmung und pünktlicher Beginn.", authorName: "Erika M.", ...over })
    .returning();
  return row!;
}

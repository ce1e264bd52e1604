import { eq } from "drizzle-orm";
import { DEFAULT_CITY } from "~/lib/cities";
import { db } from "~/lib/db.server";
import type { Actor } from "~/modules/accounts/actor";
import { eventHref } from "~/modules/events/card-data";
import { events } from "~/modules/events/schema";
import { can } from "~/modules/ticketing/permissions";
import { releasePendingBooking } from "~/modules/ticketing/release-booking.server";
import { bookings } from "~/modules/ticketing/schema";
import { UUID_RE } from "~/lib/input";

/**
 * The buyer left the payment provider's page: their pending booking gives its seats back at once.
 * Returns where to send them (the event's ticket page, or null when the event is gone);
 * `found: false` for an id that is not one of the actor's bookings (nothing changes).
 */
export async function abandonPayment(input: { actor: Actor; bookingId: string }): Promise<{ found: false } | { found: true; ticketsHref: string | null }> {
  if (!UUID_RE.test(input.bookingId)) return { found: false };
  const [row] = await db
    .select({ id: bookings.id, userId: bookings.userId, event: { id: events.id, slug: events.slug, cityId: events.cityId } })
    .from(bookings)
    .leftJoin(events, eq(events.id, bookings.eventId))
    .where(eq(bookings.id, input.bookingId))
    .limit(1);
  if (!row || !can(input.actor, "booking.pay", { userId: row.userId })) return { found: false };
  await releasePendingBooking(row.id, "failed");
  const ticketsHref = row.event ? `${eventHref(row.event.cityId ?? DEFAULT_CITY, row.event)}/tickets` : null;
  return { found: true, ticketsHref };
}

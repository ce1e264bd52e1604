import { sql } from "drizzle-orm";
import { isUuid } from "~/lib/input";
import { db } from "~/lib/db.server";
import { ownedEventsSql } from "~/modules/organizers/ownership";
import type { OrganizerActor } from "~/modules/organizers/scope.server";


/** Read-only API: the organizer's events (newest first, 100 per page). */
export async function apiListEvents(actor: OrganizerActor, page = 1) {
  const res = await db.execute(sql`
    select e.id, e.title, e.slug, e.status, e.start_date, e.end_date, e.venue_name, e.venue_city, e.max_participants, e.current_participants, e.price_cents, e.city_id
    from events e where ${ownedEventsSql(actor)} order by e.start_date desc, e.id limit 100 offset ${(Math.max(1, page) - 1) * 100}`);
  return {
    data: res.rows.map((e) => ({
      id: e.id,
      title: e.title,
      slug: e.slug,
      status: e.status,
      startDate: new Date(e.start_date as string).toISOString(),
      endDate: e.end_date ? new Date(e.end_date as string).toISOString() : null,
      venue: { name: e.venue_name, city: e.venue_city },
      capacity: e.max_participants,
      sold: e.current_participants,
      priceCents: e.price_cents,
      cityId: e.city_id,
    })),
    page,
  };
}

/** Read-only API: bookings of the organizer's events with attendees (newest first, 100 per page). */
export async function apiListBookings(actor: OrganizerActor, opts: { eventId?: string; page?: number } = {}) {
  const page = Math.max(1, opts.page ?? 1);
  const eventFilter = opts.eventId && isUuid(opts.eventId) ? sql`and b.event_id = ${opts.eventId}::uuid` : sql``;
  const res = await db.execute(sql`
    select b.id, b.booking_reference, b.event_id, b.status, b.payment_status, b.quantity, b.total_amount_cents, b.refunded_cents, b.user_email, b.created_at, b.confirmed_at,
      coalesce((select json_agg(json_build_object('ticketNumber', a.ticket_number, 'firstName', a.first_name, 'lastName', a.last_name, 'checkedIn', a.is_checked_in, 'checkedInAt', a.checked_in_at) order by a.created_at)
        from booking_attendees a where a.booking_id = b.id), '[]'::json) as attendees
    from bookings b join events e on e.id = b.event_id
    where ${ownedEventsSql(actor)} ${eventFilter}
    order by b.created_at desc, b.id desc limit 100 offset ${(page - 1) * 100}`);
  return {
    data: res.rows.map((b) => ({
      id: b.id,
      bookingReference: b.booking_reference,
      eventId: b.event_id,
      status: b.status,
      paymentStatus: b.payment_status,
      quantity: b.quantity,
      totalAmountCents: b.total_amount_cents,
      refundedCents: b.refunded_cents,
      email: b.user_email,
      createdAt: new Date(b.created_at as string).toISOString(),
      confirmedAt: b.confirmed_at ? new Date(b.confirmed_at as string).toISOString() : null,
      attendees: b.attendees,
    })),
    page,
  };
}

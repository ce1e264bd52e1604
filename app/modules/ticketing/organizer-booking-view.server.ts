import { sql } from "drizzle-orm";
import { AppError } from "~/lib/app-error";
import { DEFAULT_CITY } from "~/lib/cities";
import { db, type DbOrTx } from "~/lib/db.server";
import { eventHref } from "~/modules/events/card-data";
import { ownedEventsSql } from "~/modules/organizers/ownership";
import type { OrganizerActor } from "~/modules/organizers/scope.server";
import { assertCan } from "~/modules/ticketing/permissions";
import { BOOKING_STATUS, PAYMENT_STATUS } from "~/modules/ticketing/labels";
import { REFUND_REQUEST_STATUS } from "~/modules/ticketing/refund-request-labels";
import { UUID_RE } from "~/lib/input";

type Rows<T> = { rows: T[] };

/** The booking if it belongs to one of the actor's events (admins: any), else BOOKING_NOT_FOUND. */
export async function findOwnedBookingId(q: DbOrTx, actor: OrganizerActor, bookingId: string): Promise<string> {
  assertCan(actor, "eventBooking.view");
  if (!UUID_RE.test(bookingId)) throw new AppError("BOOKING_NOT_FOUND");
  const res = (await q.execute(sql`
    select b.id from bookings b join events e on e.id = b.event_id where b.id = ${bookingId}::uuid and ${ownedEventsSql(actor)}`)) as unknown as Rows<{ id: string }>;
  if (!res.rows[0]) throw new AppError("BOOKING_NOT_FOUND");
  return res.rows[0].id;
}

/** A booking of one of the actor's events with its attendees (check-in state), items and refund requests. */
export async function getOrganizerBookingView(actor: OrganizerActor, bookingId: string) {
  const id = await findOwnedBookingId(db, actor, bookingId);
  const [head, attendees, items, refunds] = await Promise.all([
    db.execute(sql`
      select b.*, e.title as event_title, e.start_date as event_start, e.venue_name, e.venue_city, e.city_id, e.slug as event_slug
      from bookings b join events e on e.id = b.event_id where b.id = ${id}::uuid`) as unknown as Promise<Rows<Record<string, unknown>>>,
    db.execute(sql`
      select a.id, a.first_name, a.last_name, a.ticket_number, a.is_valid, a.is_checked_in, a.checked_in_at, a.check_in_gate, tc.name as category
      from booking_attendees a left join ticket_categories tc on tc.id = a.ticket_category_id
      where a.booking_id = ${id}::uuid order by a.created_at, a.id`) as unknown as Promise<
      Rows<{ id: string; first_name: string; last_name: string; ticket_number: string; is_valid: boolean; is_checked_in: boolean; checked_in_at: string | Date | null; check_in_gate: string | null; category: string | null }>
    >,
    db.execute(sql`select name, quantity, unit_price_cents, is_early_bird from booking_items where booking_id = ${id}::uuid order by name`) as unknown as Promise<
      Rows<{ name: string; quantity: number; unit_price_cents: number; is_early_bird: boolean }>
    >,
    db.execute(sql`
      select id, status, reason, customer_message, requested_amount_cents, refunded_amount_cents, admin_response, created_at, reviewed_at
      from refund_requests where booking_id = ${id}::uuid order by created_at desc`) as unknown as Promise<
      Rows<{ id: string; status: string; reason: string; customer_message: string | null; requested_amount_cents: number | null; refunded_amount_cents: number | null; admin_response: string | null; created_at: string | Date; reviewed_at: string | Date | null }>
    >,
  ]);
  const b = head.rows[0]!;
  const iso = (v: unknown) => (v ? new Date(v as string).toISOString() : null);
  return {
    booking: {
      id,
      reference: String(b.booking_reference),
      status: String(b.status),
      statusLabel: BOOKING_STATUS.label(String(b.status)),
      paymentStatus: String(b.payment_status),
      paymentLabel: PAYMENT_STATUS.label(String(b.payment_status)),
      totalCents: Number(b.total_amount_cents),
      subtotalCents: Number(b.subtotal_cents),
      feeCents: Number(b.fee_cents),
      discountCents: Number(b.discount_cents),
      refundedCents: Number(b.refunded_cents),
      quantity: Number(b.quantity),
      email: (b.user_email as string | null) ?? "",
      discountCode: (b.discount_code as string | null) ?? null,
      specialRequirements: (b.special_requirements as string | null) ?? null,
      cancellationReason: (b.cancellation_reason as string | null) ?? null,
      isTestMode: Boolean(b.is_test_mode),
      createdAt: iso(b.created_at)!,
      confirmedAt: iso(b.confirmed_at),
      cancelledAt: iso(b.cancelled_at),
      canResend: b.status === "confirmed" && !!b.user_email,
    },
    event: {
      id: String(b.event_id),
      title: String(b.event_title),
      startDate: iso(b.event_start)!,
      venue: [b.venue_name, b.venue_city].filter(Boolean).join(", "),
      publicHref: eventHref((b.city_id as string | null) ?? DEFAULT_CITY, { slug: String(b.event_slug), id: String(b.event_id) }),
      checkInHref: `/organizer/check-in/${String(b.event_id)}`,
    },
    attendees: attendees.rows.map((a) => ({
      id: a.id,
      name: `${a.first_name} ${a.last_name}`.trim(),
      ticketNumber: a.ticket_number,
      category: a.category ?? "–",
      isValid: a.is_valid,
      isCheckedIn: a.is_checked_in,
      checkedInAt: iso(a.checked_in_at),
      gate: a.check_in_gate,
    })),
    items: items.rows.map((i) => ({ name: i.name, quantity: Number(i.quantity), unitPriceCents: Number(i.unit_price_cents), isEarlyBird: i.is_early_bird })),
    refundRequests: refunds.rows.map((r) => ({
      id: r.id,
      status: r.status,
      statusLabel: REFUND_REQUEST_STATUS.label(r.status),
      reason: r.reason,
      message: r.customer_message,
      requestedCents: r.requested_amount_cents,
      refundedCents: r.refunded_amount_cents,
      response: r.admin_response,
      createdAt: iso(r.created_at)!,
      reviewedAt: iso(r.reviewed_at),
    })),
  };
}

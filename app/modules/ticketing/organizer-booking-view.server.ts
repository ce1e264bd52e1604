import { and, asc, eq, like } from "drizzle-orm";
import { AppError } from "~/lib/app-error";
import { DEFAULT_CITY } from "~/lib/cities";
import { db, type DbOrTx } from "~/lib/db.server";
import { UUID_RE } from "~/lib/input";
import { eventHref } from "~/modules/events/card-data";
import { events, ticketCategories } from "~/modules/events/schema";
import { ownedEventsSql } from "~/modules/organizers/ownership";
import type { OrganizerActor } from "~/modules/organizers/scope.server";
import { user } from "~/modules/accounts/schema";
import { BOOKING_STATUS, PAYMENT_STATUS, paymentMethodLabel, SALES_CHANNEL, sellerLabel } from "~/modules/ticketing/labels";
import { assertCan } from "~/modules/ticketing/permissions";
import { bookingAttendees, bookingItems, bookings, checkIns, payments } from "~/modules/ticketing/schema";

const owned = (actor: OrganizerActor) => ownedEventsSql(actor, { createdBy: events.createdBy, organizerId: events.organizerId }, "money");

/** The booking if it belongs to one of the actor's events (admins: any, also of a deleted event), else BOOKING_NOT_FOUND. */
export async function findOwnedBookingId(q: DbOrTx, actor: OrganizerActor, bookingId: string): Promise<string> {
  assertCan(actor, "eventBooking.view");
  if (!UUID_RE.test(bookingId)) throw new AppError("BOOKING_NOT_FOUND");
  const [row] = await q
    .select({ id: bookings.id })
    .from(bookings)
    .leftJoin(events, eq(events.id, bookings.eventId))
    .where(and(eq(bookings.id, bookingId), owned(actor)))
    .limit(1);
  if (!row) throw new AppError("BOOKING_NOT_FOUND");
  return row.id;
}

/**
 * A booking of one of the actor's events with its attendees (check-in state), items and payment
 * ledger, display-ready (its refund requests: the refunds module's booking detail view).
 */
export async function getOrganizerBookingView(actor: OrganizerActor, bookingId: string) {
  const id = await findOwnedBookingId(db, actor, bookingId);
  const [[head], attendees, items, ledger, [sale]] = await Promise.all([
    db
      .select({
        booking: bookings,
        event: { id: events.id, title: events.title, startDate: events.startDate, venueName: events.venueName, venueCity: events.venueCity, cityId: events.cityId, slug: events.slug },
        seller: { name: user.name, email: user.email },
      })
      .from(bookings)
      .leftJoin(events, eq(events.id, bookings.eventId))
      .leftJoin(user, eq(user.id, bookings.soldBy))
      .where(eq(bookings.id, id)),
    db
      .select({ attendee: bookingAttendees, category: ticketCategories.name })
      .from(bookingAttendees)
      .leftJoin(ticketCategories, eq(ticketCategories.id, bookingAttendees.ticketCategoryId))
      .where(eq(bookingAttendees.bookingId, id))
      .orderBy(asc(bookingAttendees.createdAt), asc(bookingAttendees.id)),
    db.select().from(bookingItems).where(eq(bookingItems.bookingId, id)).orderBy(asc(bookingItems.name)),
    db.select().from(payments).where(eq(payments.bookingId, id)).orderBy(asc(payments.createdAt)),
    // the gate of a box-office sale: where its tickets were checked in when sold (nonce 'box-office:<ticket>')
    db
      .select({ gate: checkIns.checkInGate })
      .from(checkIns)
      .innerJoin(bookingAttendees, eq(bookingAttendees.id, checkIns.attendeeId))
      .where(and(eq(bookingAttendees.bookingId, id), like(checkIns.nonce, "box-office:%")))
      .limit(1),
  ]);
  const b = head!.booking;
  const e = head!.event;
  return {
    booking: {
      id,
      reference: b.bookingReference,
      status: b.status,
      statusLabel: BOOKING_STATUS.label(b.status),
      paymentStatus: b.paymentStatus,
      paymentLabel: PAYMENT_STATUS.label(b.paymentStatus),
      provider: b.paymentProvider,
      totalCents: b.totalAmountCents,
      subtotalCents: b.subtotalCents,
      feeCents: b.feeCents,
      discountCents: b.discountCents,
      refundedCents: b.refundedCents,
      quantity: b.quantity,
      email: b.userEmail ?? "",
      discountCode: b.discountCode,
      specialRequirements: b.specialRequirements,
      cancellationReason: b.cancellationReason,
      isTestMode: b.isTestMode,
      createdAt: b.createdAt.toISOString(),
      confirmedAt: b.confirmedAt?.toISOString() ?? null,
      cancelledAt: b.cancelledAt?.toISOString() ?? null,
      expiresAt: b.expiresAt?.toISOString() ?? null,
      canResend: b.status === "confirmed" && !!b.userEmail,
      channel: b.channel,
      channelLabel: SALES_CHANNEL.label(b.channel),
      paymentMethod: paymentMethodLabel(b.paymentProvider),
      /** Box office (decision 0015): who sold it and at which gate. */
      seller: sellerLabel(head!.seller?.name, head!.seller?.email),
      gate: sale?.gate ?? null,
    },
    event: e?.id
      ? {
          id: e.id,
          title: e.title,
          startDate: e.startDate.toISOString(),
          venue: [e.venueName, e.venueCity].filter(Boolean).join(", "),
          publicHref: eventHref(e.cityId ?? DEFAULT_CITY, { slug: e.slug, id: e.id }),
          checkInHref: `/organizer/check-in/${e.id}`,
        }
      : null,
    attendees: attendees.map(({ attendee: a, category }) => ({
      id: a.id,
      name: `${a.firstName} ${a.lastName}`.trim(),
      ticketNumber: a.ticketNumber,
      category: category ?? "–",
      isValid: a.isValid,
      isCheckedIn: a.isCheckedIn,
      checkedInAt: a.checkedInAt?.toISOString() ?? null,
      gate: a.checkInGate,
    })),
    items: items.map((i) => ({ id: i.id, name: i.name, quantity: i.quantity, unitPriceCents: i.unitPriceCents, isEarlyBird: i.isEarlyBird })),
    payments: ledger.map((p) => ({ id: p.id, kind: p.kind, amountCents: p.amountCents, status: p.status, reference: p.providerReference, createdAt: p.createdAt.toISOString() })),
  };
}

import { and, eq, sql } from "drizzle-orm";
import { AppError } from "~/lib/app-error";
import { db, prepared } from "~/lib/db.server";
import { events } from "~/modules/events/schema";
import { confirmBookingPaymentTx } from "~/modules/ticketing/confirm-payment.server";
import { releasePendingBookingTx } from "~/modules/ticketing/release-booking.server";
import { bookingAttendees, bookings } from "~/modules/ticketing/schema";

type Payer = { id: string; email: string };

/** The pending test-provider booking behind a payment session, only for its buyer. */
export async function getTestPaymentSession(sessionId: string, payer: Payer) {
  const [row] = await prepared("test_payment_session", (d) =>
    d
      .select({
        booking: bookings,
        event: {
          id: events.id,
          title: events.title,
          startDate: events.startDate,
          cityId: events.cityId,
          slug: events.slug,
          venueName: events.venueName,
          venueCity: events.venueCity,
        },
        first: {
          firstName: sql<string | null>`(select a.first_name from ${bookingAttendees} a where a.booking_id = ${bookings.id} order by a.created_at limit 1)`,
          lastName: sql<string | null>`(select a.last_name from ${bookingAttendees} a where a.booking_id = ${bookings.id} order by a.created_at limit 1)`,
        },
      })
      .from(bookings)
      .leftJoin(events, eq(events.id, bookings.eventId))
      .where(and(eq(bookings.paymentSessionId, sql.placeholder("sessionId")), eq(bookings.paymentProvider, "test")))
      .limit(1)
      .prepare("test_payment_session"),
  ).execute({ sessionId });
  if (!row || row.booking.userId !== payer.id) throw new AppError("PAYMENT_SESSION_NOT_FOUND");
  return row;
}

/** The buyer confirms the test payment: booking confirmed once; an expired hold is released instead. */
export async function payTestSession(sessionId: string, payer: Payer, now = new Date()) {
  const { booking, event, first } = await getTestPaymentSession(sessionId, payer);
  if (booking.status === "pending" && booking.expiresAt && booking.expiresAt.getTime() < now.getTime()) {
    // committed before the refusal, so the seats really go back
    await db.transaction((tx) => releasePendingBookingTx(tx, booking.id, "expired", now));
    throw new AppError("PAYMENT_EXPIRED");
  }
  if (booking.status === "cancelled") throw new AppError("PAYMENT_EXPIRED");
  return db.transaction(async (tx) => {
    const r = await confirmBookingPaymentTx(tx, {
      bookingId: booking.id,
      provider: "test",
      providerReference: sessionId,
      amountCents: booking.totalAmountCents,
      now,
      known: event && first.firstName != null ? { event, first: { firstName: first.firstName, lastName: first.lastName ?? "" } } : undefined,
    });
    return { booking: r.booking, event };
  });
}

/** The buyer aborts the test payment: the seats go back at once. */
export async function cancelTestSession(sessionId: string, payer: Payer) {
  const { booking, event } = await getTestPaymentSession(sessionId, payer);
  await db.transaction((tx) => releasePendingBookingTx(tx, booking.id, "failed"));
  return { booking, event };
}

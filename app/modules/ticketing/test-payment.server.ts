import { and, eq, sql } from "drizzle-orm";
import { AppError } from "~/lib/app-error";
import { db, prepared } from "~/lib/db.server";
import type { Actor } from "~/modules/accounts/actor";
import { confirmBookingPayment, confirmContextQuery } from "~/modules/ticketing/confirm-payment.server";
import { releasePendingBookingTx } from "~/modules/ticketing/release-booking.server";
import { assertCan } from "~/modules/ticketing/permissions";
import { bookings } from "~/modules/ticketing/schema";

type Payer = Actor;

/** The pending test-provider booking behind a payment session, only for its buyer. */
export async function getTestPaymentSession(sessionId: string, payer: Payer) {
  // one read gives the payment page and, for the payment, everything the confirmation needs
  const [row] = await prepared("test_payment_session", (d) =>
    confirmContextQuery(d)
      .where(and(eq(bookings.paymentSessionId, sql.placeholder("sessionId")), eq(bookings.paymentProvider, "test")))
      .limit(1)
      .prepare("test_payment_session"),
  ).execute({ sessionId });
  assertCan(payer, "booking.pay", { userId: row?.booking.userId ?? null });
  if (!row) throw new AppError("PAYMENT_SESSION_NOT_FOUND");
  return row;
}

/** The buyer confirms the test payment: booking confirmed once; an expired hold is released instead. */
export async function payTestSession(sessionId: string, payer: Payer, now = new Date()) {
  const context = await getTestPaymentSession(sessionId, payer);
  const { booking, event } = context;
  if (booking.status === "pending" && booking.expiresAt && booking.expiresAt.getTime() < now.getTime()) {
    // committed before the refusal, so the seats really go back
    await db.transaction((tx) => releasePendingBookingTx(tx, booking.id, "expired", now));
    throw new AppError("PAYMENT_EXPIRED");
  }
  if (booking.status === "cancelled") throw new AppError("PAYMENT_EXPIRED");
  const r = await confirmBookingPayment({
    bookingId: booking.id,
    provider: "test",
    providerReference: sessionId,
    amountCents: booking.totalAmountCents,
    now,
    context,
  });
  return { booking: r.booking, event };
}

/**
 * The buyer aborts the test payment: the seats go back at once. A cancel that lost the race with a
 * payment (the booking is already confirmed) changes nothing and says so, instead of claiming the
 * seats were freed.
 */
export async function cancelTestSession(sessionId: string, payer: Payer) {
  const { booking, event } = await getTestPaymentSession(sessionId, payer);
  const released = await db.transaction((tx) => releasePendingBookingTx(tx, booking.id, "failed"));
  if (!released) {
    const [now] = await db.select({ status: bookings.status }).from(bookings).where(eq(bookings.id, booking.id));
    if (now?.status === "confirmed") throw new AppError("PAYMENT_ALREADY_COMPLETED");
  }
  return { booking, event };
}

import Stripe from "stripe";
import { eq } from "drizzle-orm";
import { AppError } from "~/lib/app-error";
import { db } from "~/lib/db.server";
import { logger } from "~/lib/logger.server";
import { paymentProvider } from "~/modules/payments/get-provider.server";
import { confirmBookingPaymentTx } from "~/modules/ticketing/confirm-payment.server";
import { releasePendingBookingTx } from "~/modules/ticketing/release-booking.server";
import { bookings, payments, webhookEvents } from "~/modules/ticketing/schema";

/** Only signature verification needs the SDK here; no API key is used for it. */
const verifier = new Stripe(process.env.STRIPE_SECRET_KEY || "sk_test_signature_only");

export type WebhookOutcome = { eventId: string; type: string; handled: "processed" | "duplicate" | "ignored" };

/**
 * Verifies a Stripe webhook (stripe.webhooks.constructEvent) and applies it once: the
 * event id goes into webhook_events in the same transaction as its effect, so a replay
 * changes nothing.
 */
export async function handleStripeWebhook(rawBody: string, signature: string | null, secret = process.env.STRIPE_WEBHOOK_SECRET) {
  if (!secret || !signature) throw new AppError("WEBHOOK_SIGNATURE_INVALID");
  let event: Stripe.Event;
  try {
    event = verifier.webhooks.constructEvent(rawBody, signature, secret);
  } catch {
    throw new AppError("WEBHOOK_SIGNATURE_INVALID");
  }

  let refundLate: { bookingId: string; paymentIntent: string | null; amountCents: number } | null = null;
  const outcome = await db.transaction(async (tx): Promise<WebhookOutcome> => {
    const inserted = await tx
      .insert(webhookEvents)
      .values({ id: event.id, provider: "stripe", type: event.type, processedAt: new Date() })
      .onConflictDoNothing()
      .returning({ id: webhookEvents.id });
    if (inserted.length === 0) return { eventId: event.id, type: event.type, handled: "duplicate" };

    if (event.type === "checkout.session.completed" || event.type === "checkout.session.async_payment_succeeded") {
      const session = event.data.object as Stripe.Checkout.Session;
      if (session.payment_status !== "paid" && session.payment_status !== "no_payment_required") {
        return { eventId: event.id, type: event.type, handled: "ignored" };
      }
      const bookingId = session.metadata?.bookingId ?? session.client_reference_id;
      if (!bookingId) return { eventId: event.id, type: event.type, handled: "ignored" };
      const paymentIntent = typeof session.payment_intent === "string" ? session.payment_intent : (session.payment_intent?.id ?? null);
      const r = await confirmBookingPaymentTx(tx, {
        bookingId,
        provider: "stripe",
        providerReference: paymentIntent,
        amountCents: session.amount_total ?? 0,
      });
      if (r.outcome === "late_payment") refundLate = { bookingId, paymentIntent, amountCents: session.amount_total ?? 0 };
      return { eventId: event.id, type: event.type, handled: "processed" };
    }
    if (event.type === "checkout.session.expired" || event.type === "checkout.session.async_payment_failed") {
      const session = event.data.object as Stripe.Checkout.Session;
      const bookingId = session.metadata?.bookingId ?? session.client_reference_id;
      if (bookingId) await releasePendingBookingTx(tx, bookingId, event.type === "checkout.session.expired" ? "expired" : "failed");
      return { eventId: event.id, type: event.type, handled: "processed" };
    }
    return { eventId: event.id, type: event.type, handled: "ignored" };
  });

  const late = refundLate as { bookingId: string; paymentIntent: string | null; amountCents: number } | null;
  if (late) await refundLatePayment(late);
  return outcome;
}

/** Money arrived after the seats were gone: give it back in full, once. */
async function refundLatePayment(late: { bookingId: string; paymentIntent: string | null; amountCents: number }) {
  const key = `late-refund:${late.bookingId}`;
  const claimed = await db
    .insert(payments)
    .values({ bookingId: late.bookingId, provider: "stripe", kind: "refund", amountCents: late.amountCents, status: "pending", idempotencyKey: key })
    .onConflictDoNothing({ target: payments.idempotencyKey })
    .returning({ id: payments.id });
  if (claimed.length === 0) return;
  try {
    const r = await paymentProvider().refund({
      bookingId: late.bookingId,
      chargeReference: late.paymentIntent,
      amountCents: late.amountCents,
      idempotencyKey: key,
    });
    await db.transaction(async (tx) => {
      await tx.update(payments).set({ status: r.status, providerReference: r.refundId }).where(eq(payments.idempotencyKey, key));
      await tx
        .update(bookings)
        .set({ paymentStatus: "refunded", refundedCents: late.amountCents })
        .where(eq(bookings.id, late.bookingId));
    });
  } catch (err) {
    logger.error({ err, bookingId: late.bookingId }, "Erstattung einer verspäteten Zahlung fehlgeschlagen");
    await db.update(payments).set({ status: "failed" }).where(eq(payments.idempotencyKey, key));
  }
}

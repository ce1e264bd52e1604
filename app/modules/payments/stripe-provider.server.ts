import Stripe from "stripe";
import type { CheckoutInput, PaymentProvider, RefundInput } from "~/modules/payments/provider";

/** Stripe Checkout (card and PayPal), refunds with idempotency keys. */
export class StripePaymentProvider implements PaymentProvider {
  readonly id = "stripe" as const;
  readonly isTestMode: boolean;
  readonly createsSessionLocally = false;
  readonly methodsLabel = "Kreditkarte oder PayPal";
  private readonly stripe: Stripe;

  /** `api` points the SDK elsewhere (tests use a local fake of the Stripe API). */
  constructor(secretKey: string, api?: { host: string; port: number; protocol: "http" | "https" }) {
    this.stripe = new Stripe(secretKey, api ? { ...api, maxNetworkRetries: 0 } : {});
    this.isTestMode = secretKey.startsWith("sk_test_");
  }

  async createCheckout(input: CheckoutInput) {
    // Stripe requires at least 30 minutes until a session expires
    const expiresAt = Math.max(Math.floor(input.expiresAt.getTime() / 1000), Math.floor(Date.now() / 1000) + 31 * 60);
    const session = await this.stripe.checkout.sessions.create(
      {
        mode: "payment",
        allowed_payment_method_types: ["card", "paypal"],
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: "eur",
              unit_amount: input.amountCents,
              product_data: { name: input.description },
            },
          },
        ],
        customer_email: input.customerEmail ?? undefined,
        client_reference_id: input.bookingId,
        metadata: { bookingId: input.bookingId, bookingReference: input.bookingReference },
        payment_intent_data: { metadata: { bookingId: input.bookingId } },
        success_url: input.successUrl,
        cancel_url: input.cancelUrl,
        expires_at: expiresAt,
        locale: "de",
      },
      { idempotencyKey: `checkout:${input.bookingId}` },
    );
    if (!session.url) throw new Error("Stripe lieferte keine Checkout-URL");
    return { sessionId: session.id, redirectUrl: session.url };
  }

  async refund(input: RefundInput) {
    if (!input.chargeReference) throw new Error("Keine Stripe-Zahlung zur Buchung bekannt");
    const refund = await this.stripe.refunds.create(
      { payment_intent: input.chargeReference, amount: input.amountCents, metadata: { bookingId: input.bookingId } },
      { idempotencyKey: input.idempotencyKey },
    );
    if (refund.status === "failed" || refund.status === "canceled") throw new Error(`Stripe-Erstattung ${refund.status}`);
    return { refundId: refund.id, status: refund.status === "succeeded" ? ("succeeded" as const) : ("pending" as const) };
  }
}

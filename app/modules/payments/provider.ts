/** What checkout and refunds need from a payment provider (test provider or Stripe). */
export type CheckoutInput = {
  bookingId: string;
  bookingReference: string;
  amountCents: number;
  description: string;
  customerEmail: string | null;
  /** Absolute URLs the provider returns the buyer to. */
  successUrl: string;
  cancelUrl: string;
  /** The reservation ends then; the payment page must not outlive it. */
  expiresAt: Date;
};

export type CheckoutSession = { sessionId: string; redirectUrl: string };

export type RefundInput = {
  bookingId: string;
  /** Provider reference of the charge (Stripe: payment intent id). */
  chargeReference: string | null;
  amountCents: number;
  /** Same key → the provider pays once (refund request id). */
  idempotencyKey: string;
};

export type RefundResult = { refundId: string; status: "succeeded" | "pending" };

export interface PaymentProvider {
  readonly id: "test" | "stripe";
  /** Test mode: no real money moves; labelled 'Testmodus' in checkout and e-mails. */
  readonly isTestMode: boolean;
  /** Methods shown to the buyer. */
  readonly methodsLabel: string;
  /** True when createCheckout needs no network call (it may then run before the booking transaction). */
  readonly createsSessionLocally: boolean;
  createCheckout(input: CheckoutInput): Promise<CheckoutSession>;
  /** Throws when the provider refuses the refund. */
  refund(input: RefundInput): Promise<RefundResult>;
}

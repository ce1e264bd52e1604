import type { PaymentProvider } from "~/modules/payments/provider";
import { StripePaymentProvider } from "~/modules/payments/stripe-provider.server";
import { TestPaymentProvider } from "~/modules/payments/test-provider.server";

const g = globalThis as unknown as { __stadtpulsPayments?: PaymentProvider };

/** Stripe when STRIPE_SECRET_KEY is set, otherwise the built-in test provider ('Testmodus'). */
export function paymentProvider(): PaymentProvider {
  if (!g.__stadtpulsPayments) {
    const key = process.env.STRIPE_SECRET_KEY;
    g.__stadtpulsPayments = key ? new StripePaymentProvider(key) : new TestPaymentProvider();
  }
  return g.__stadtpulsPayments;
}

/** Tests swap the provider (e.g. one whose refunds fail). */
export function setPaymentProvider(provider: PaymentProvider | undefined): void {
  g.__stadtpulsPayments = provider;
}

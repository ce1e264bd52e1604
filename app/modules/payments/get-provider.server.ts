import { isProductionMode } from "~/lib/env.server";
import { logger } from "~/lib/logger.server";
import type { PaymentProvider } from "~/modules/payments/provider";
import { StripePaymentProvider } from "~/modules/payments/stripe-provider.server";
import { TestPaymentProvider } from "~/modules/payments/test-provider.server";

const g = globalThis as typeof globalThis & { __stadtpulsPayments?: PaymentProvider };

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

/** True when a deployment (APP_ENV=production) runs on the test provider by explicit opt-in: every page says so. */
export const testPaymentsInProduction = () => isProductionMode() && !process.env.STRIPE_SECRET_KEY;

/**
 * At start: a deployment sells real tickets only with a real payment provider. Without
 * STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET it refuses to start, unless ALLOW_TEST_PAYMENTS=true
 * says on purpose that it is a demo: then it logs so loudly at every start, and every page and
 * ticket shows "Testmodus".
 */
export function assertPaymentProviderConfigured(): void {
  if (!isProductionMode()) return;
  const stripe = !!process.env.STRIPE_SECRET_KEY;
  if (stripe && !process.env.STRIPE_WEBHOOK_SECRET) {
    throw new Error("STRIPE_WEBHOOK_SECRET fehlt: ohne ihn werden bezahlte Buchungen nie bestätigt (Pflicht im Produktivbetrieb mit Stripe).");
  }
  if (stripe) return;
  if (process.env.ALLOW_TEST_PAYMENTS !== "true") {
    throw new Error(
      "Kein Zahlungsanbieter konfiguriert: Im Produktivbetrieb (APP_ENV=production) sind STRIPE_SECRET_KEY und STRIPE_WEBHOOK_SECRET Pflicht. " +
        "Nur für eine Demo-Installation: ALLOW_TEST_PAYMENTS=true (dann zeigt jede Seite und jedes Ticket „Testmodus“).",
    );
  }
  logger.fatal(
    { allowTestPayments: true },
    "ACHTUNG: Produktivbetrieb mit dem Test-Zahlungsanbieter (ALLOW_TEST_PAYMENTS=true) – Buchungen werden OHNE Zahlung bestätigt. Jede Seite und jedes Ticket zeigt „Testmodus“.",
  );
}

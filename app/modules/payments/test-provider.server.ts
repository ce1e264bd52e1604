import crypto from "node:crypto";
import type { CheckoutInput, PaymentProvider, RefundInput } from "~/modules/payments/provider";

/**
 * Built-in provider for the embedded default and tests: the buyer confirms on our own
 * payment page (/payments/test/{sessionId}); no real money moves.
 */
export class TestPaymentProvider implements PaymentProvider {
  readonly id = "test" as const;
  readonly isTestMode = true;
  readonly createsSessionLocally = true;
  readonly methodsLabel = "Testzahlung (kein echtes Geld)";
  /** Refund failures on demand (tests of 'Rückerstattung fehlgeschlagen'). */
  failRefunds = process.env.TEST_PAYMENTS_FAIL_REFUNDS === "true";

  async createCheckout(input: CheckoutInput) {
    const sessionId = `test_cs_${crypto.randomBytes(18).toString("base64url")}`;
    void input;
    return { sessionId, redirectUrl: `/payments/test/${sessionId}` };
  }

  async refund(input: RefundInput) {
    if (this.failRefunds) throw new Error("Testzahlung: Erstattung abgelehnt");
    const digest = crypto.createHash("sha256").update(input.idempotencyKey).digest("base64url").slice(0, 24);
    return { refundId: `test_re_${digest}`, status: "succeeded" as const };
  }
}

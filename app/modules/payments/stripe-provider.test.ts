import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { StripePaymentProvider } from "~/modules/payments/stripe-provider.server";

/** A local stand-in for api.stripe.com that records what the adapter sends. */
type Seen = { path: string; body: URLSearchParams; idempotencyKey: string | undefined; auth: string | undefined };
const seen: Seen[] = [];
let refundStatus = "succeeded";
const server = http.createServer((req, res) => {
  let raw = "";
  req.on("data", (c) => (raw += c));
  req.on("end", () => {
    seen.push({ path: req.url ?? "", body: new URLSearchParams(raw), idempotencyKey: req.headers["idempotency-key"] as string | undefined, auth: req.headers.authorization });
    res.setHeader("content-type", "application/json");
    if (req.url === "/v1/checkout/sessions") {
      res.end(JSON.stringify({ id: "cs_test_123", object: "checkout.session", url: "https://checkout.stripe.com/c/pay/cs_test_123" }));
    } else if (req.url === "/v1/refunds") {
      res.end(JSON.stringify({ id: "re_test_456", object: "refund", status: refundStatus }));
    } else {
      res.statusCode = 404;
      res.end(JSON.stringify({ error: { message: "not found", type: "invalid_request_error" } }));
    }
  });
});
let provider: StripePaymentProvider;

beforeAll(async () => {
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", () => r()));
  const { port } = server.address() as AddressInfo;
  provider = new StripePaymentProvider("sk_test_local", { host: "127.0.0.1", port, protocol: "http" });
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

describe("Stripe adapter", () => {
  it("opens a Checkout Session for card and PayPal with the booking in its metadata, once per booking", async () => {
    const expiresAt = new Date(Date.now() + 15 * 60_000);
    const s = await provider.createCheckout({
      bookingId: "b-1",
      bookingReference: "SP-2026-ABCDEF",
      amountCents: 3000,
      description: "Tickets: Konzert (SP-2026-ABCDEF)",
      customerEmail: "kunde@example.test",
      successUrl: "http://localhost/luebeck/booking-success?booking=b-1",
      cancelUrl: "http://localhost/payments/cancelled?booking=b-1",
      expiresAt,
    });
    expect(s).toEqual({ sessionId: "cs_test_123", redirectUrl: "https://checkout.stripe.com/c/pay/cs_test_123" });
    const req = seen.find((x) => x.path === "/v1/checkout/sessions")!;
    expect(req.auth).toBe("Bearer sk_test_local");
    expect(req.idempotencyKey).toBe("checkout:b-1");
    expect([req.body.get("allowed_payment_method_types[0]"), req.body.get("allowed_payment_method_types[1]")].sort()).toEqual(["card", "paypal"]);
    expect(req.body.get("line_items[0][price_data][unit_amount]")).toBe("3000");
    expect(req.body.get("line_items[0][price_data][currency]")).toBe("eur");
    expect(req.body.get("metadata[bookingId]")).toBe("b-1");
    expect(req.body.get("client_reference_id")).toBe("b-1");
    // Stripe needs at least 30 minutes until expiry
    expect(Number(req.body.get("expires_at"))).toBeGreaterThanOrEqual(Math.floor(Date.now() / 1000) + 30 * 60);
    expect(provider.isTestMode).toBe(true);
  });

  it("refunds the payment intent with the request's idempotency key; a failed refund throws", async () => {
    const r = await provider.refund({ bookingId: "b-1", chargeReference: "pi_test_1", amountCents: 2900, idempotencyKey: "refund:req-1" });
    expect(r).toEqual({ refundId: "re_test_456", status: "succeeded" });
    const req = seen.find((x) => x.path === "/v1/refunds")!;
    expect(req.idempotencyKey).toBe("refund:req-1");
    expect(req.body.get("payment_intent")).toBe("pi_test_1");
    expect(req.body.get("amount")).toBe("2900");
    refundStatus = "failed";
    await expect(provider.refund({ bookingId: "b-1", chargeReference: "pi_test_1", amountCents: 100, idempotencyKey: "refund:req-2" })).rejects.toThrow();
    await expect(provider.refund({ bookingId: "b-1", chargeReference: null, amountCents: 100, idempotencyKey: "refund:req-3" })).rejects.toThrow("Keine Stripe-Zahlung");
  });
});

import { describe, expect, it } from "vitest";
import { calculateRefund, NO_REFUND_MESSAGE, refundPolicy } from "~/modules/refunds/policy";

const start = new Date("2026-06-20T18:00:00Z");
const before = (ms: number) => new Date(start.getTime() - ms);
const H = 3_600_000;
const policy = refundPolicy({});

describe("refund policy (§3 result shape)", () => {
  it("100 % minus fee until 7 days before", () => {
    expect(calculateRefund({ totalCents: 5000, eventStart: start, now: before(7 * 24 * H), policy })).toEqual({
      refund_allowed: true,
      reason: "Volle Erstattung bis 7 Tage vor Beginn.",
      original_amount: 5000,
      refund_percentage: 100,
      processing_fee: 100,
      final_refund: 4900,
      policy_used: policy.name,
    });
  });
  it("50 % minus fee until 24 h before", () => {
    const r = calculateRefund({ totalCents: 5000, eventStart: start, now: before(24 * H), policy });
    expect(r).toMatchObject({ refund_allowed: true, refund_percentage: 50, processing_fee: 100, final_refund: 2400 });
  });
  it("nothing after that", () => {
    const r = calculateRefund({ totalCents: 5000, eventStart: start, now: before(23 * H), policy });
    expect(r).toMatchObject({ refund_allowed: false, reason: NO_REFUND_MESSAGE, final_refund: 0 });
    expect(NO_REFUND_MESSAGE).toBe("Keine Erstattung möglich für diesen Zeitpunkt");
  });
  it("a requested partial amount is capped by the policy and already refunded money counts", () => {
    expect(calculateRefund({ totalCents: 5000, requestedCents: 1000, eventStart: start, now: before(30 * 24 * H), policy }).final_refund).toBe(1000);
    expect(calculateRefund({ totalCents: 5000, requestedCents: 9000, eventStart: start, now: before(30 * 24 * H), policy }).final_refund).toBe(4900);
    expect(calculateRefund({ totalCents: 5000, alreadyRefundedCents: 2000, eventStart: start, now: before(30 * 24 * H), policy })).toMatchObject({ original_amount: 3000, final_refund: 2900 });
  });
  it("the fee never exceeds the refund; tiny amounts are not refundable", () => {
    expect(calculateRefund({ totalCents: 80, eventStart: start, now: before(30 * 24 * H), policy })).toMatchObject({ refund_allowed: false, final_refund: 0 });
  });
  it("free bookings can be cancelled with nothing to refund; started events cannot", () => {
    expect(calculateRefund({ totalCents: 0, eventStart: start, now: before(H), policy })).toMatchObject({ refund_allowed: true, final_refund: 0 });
    expect(calculateRefund({ totalCents: 5000, eventStart: start, now: start, policy }).refund_allowed).toBe(false);
  });
  it("is configurable by env", () => {
    const p = refundPolicy({ REFUND_FULL_DAYS: "14", REFUND_PARTIAL_PERCENT: "25", REFUND_PROCESSING_FEE_CENTS: "0" });
    expect(calculateRefund({ totalCents: 4000, eventStart: start, now: before(10 * 24 * H), policy: p })).toMatchObject({ refund_percentage: 25, final_refund: 1000, processing_fee: 0 });
  });
});

import { formatMoney } from "~/lib/format";
import type { RefundCalculation } from "~/modules/refunds/schema";

/**
 * Refund policy (configurable by env): full refund until FULL_DAYS before the start,
 * PARTIAL_PERCENT until PARTIAL_HOURS before, nothing after; minus a processing fee.
 * Amounts in the result are cents.
 */
export type RefundPolicy = {
  /** What the policy says, in German, as a customer or an admin reads it (stored as `policy_used`). */
  name: string;
  fullRefundDays: number;
  partialRefundHours: number;
  partialPercent: number;
  processingFeeCents: number;
};

export const NO_REFUND_MESSAGE = "Keine Erstattung möglich für diesen Zeitpunkt";

const num = (v: string | undefined, fallback: number) => {
  const n = Number(v);
  return v !== undefined && v !== "" && Number.isFinite(n) && n >= 0 ? n : fallback;
};

export function refundPolicy(env: Record<string, string | undefined> = process.env): RefundPolicy {
  const p = {
    fullRefundDays: num(env.REFUND_FULL_DAYS, 7),
    partialRefundHours: num(env.REFUND_PARTIAL_HOURS, 24),
    partialPercent: Math.min(100, num(env.REFUND_PARTIAL_PERCENT, 50)),
    processingFeeCents: Math.round(num(env.REFUND_PROCESSING_FEE_CENTS, 100)),
  };
  return {
    ...p,
    name: `100 % bis ${p.fullRefundDays} Tage vor Beginn, ${p.partialPercent} % bis ${p.partialRefundHours} Stunden vor Beginn, danach keine Erstattung; Bearbeitungsgebühr ${formatMoney(p.processingFeeCents)}`,
  };
}

/** spec §7 calculate_refund_amount: the refund for a booking at a given time. */
export function calculateRefund(input: {
  totalCents: number;
  alreadyRefundedCents?: number;
  requestedCents?: number | null;
  eventStart: Date;
  now: Date;
  policy?: RefundPolicy;
}): RefundCalculation {
  const policy = input.policy ?? refundPolicy();
  const original = Math.max(0, input.totalCents - (input.alreadyRefundedCents ?? 0));
  const base = { original_amount: original, policy_used: policy.name };
  const msLeft = input.eventStart.getTime() - input.now.getTime();
  if (msLeft <= 0) {
    return { ...base, refund_allowed: false, reason: "Das Event hat bereits begonnen.", refund_percentage: 0, processing_fee: 0, final_refund: 0 };
  }
  if (original === 0) {
    return { ...base, refund_allowed: true, reason: "Kostenlose Buchung – es ist nichts zu erstatten.", refund_percentage: 100, processing_fee: 0, final_refund: 0 };
  }
  let percentage: number;
  let reason: string;
  if (msLeft >= policy.fullRefundDays * 86_400_000) {
    percentage = 100;
    reason = `Volle Erstattung bis ${policy.fullRefundDays} Tage vor Beginn.`;
  } else if (msLeft >= policy.partialRefundHours * 3_600_000 && policy.partialPercent > 0) {
    percentage = policy.partialPercent;
    reason = `${policy.partialPercent} % Erstattung bis ${policy.partialRefundHours} Stunden vor Beginn.`;
  } else {
    return { ...base, refund_allowed: false, reason: NO_REFUND_MESSAGE, refund_percentage: 0, processing_fee: 0, final_refund: 0 };
  }
  const entitled = Math.floor((original * percentage) / 100);
  const fee = Math.min(policy.processingFeeCents, entitled);
  const maxRefund = entitled - fee;
  if (maxRefund <= 0) {
    return { ...base, refund_allowed: false, reason: NO_REFUND_MESSAGE, refund_percentage: percentage, processing_fee: fee, final_refund: 0 };
  }
  const final = input.requestedCents != null ? Math.min(input.requestedCents, maxRefund) : maxRefund;
  return { ...base, refund_allowed: true, reason, refund_percentage: percentage, processing_fee: fee, final_refund: final };
}

/**
 * A stored `policy_used` as people read it. Requests made before the policy had a German name
 * stored its internal key in front ("standard: 100 % bis …"): that key is not shown.
 */
export function policyDescription(policyUsed: string): string {
  return policyUsed.replace(/^[a-z][a-z0-9_-]*:\s*/, "");
}

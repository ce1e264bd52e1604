/**
 * What a customer reads about a refund, one sentence per state — the same words on the tickets
 * page, in notifications and beside the cancellation e-mail ("Erstattungsbetrag …, 5 bis 10
 * Werktage"). Client-safe. The amount is always the one that state is about: the expected refund
 * while a request waits or is approved, the paid-out amount once the money went back.
 */
import { formatMoney } from "~/lib/format";

export type RefundState = "requested" | "approved" | "refunded" | "rejected";

/** The state of a refund request as the customer sees it. */
export function refundState(r: { status: "pending" | "approved" | "rejected"; refundedAmountCents: number | null }): RefundState {
  if (r.status === "rejected") return "rejected";
  if (r.refundedAmountCents != null) return "refunded";
  return r.status === "approved" ? "approved" : "requested";
}

/** How long the money takes once it was sent back (the cancellation e-mail says the same). */
export const CREDIT_NOTE = "Die Gutschrift auf dem ursprünglichen Zahlungsmittel dauert in der Regel 5 bis 10 Werktage.";

/** The one line of a refund state, e.g. 'Stornierung genehmigt – 18,00 € werden erstattet'. */
export function refundStateText(state: RefundState, amountCents: number | null): string {
  const amount = amountCents != null ? formatMoney(amountCents) : null;
  switch (state) {
    case "requested":
      return `Stornierung angefragt – wird geprüft${amount ? ` · voraussichtliche Erstattung ${amount}` : ""}`;
    case "approved":
      return amount ? `Stornierung genehmigt – ${amount} werden erstattet` : "Stornierung genehmigt – die Erstattung wird veranlasst";
    case "refunded":
      return amount ? `Storniert – ${amount} erstattet` : "Storniert – erstattet";
    case "rejected":
      return "Stornierungsanfrage abgelehnt";
  }
}

/** A refund's notification text for a booking, e.g. after the payout. */
export function refundNotice(state: "approved" | "refunded", bookingReference: string, amountCents: number): string {
  const amount = formatMoney(amountCents);
  return state === "approved"
    ? `Ihre Stornierungsanfrage für die Buchung ${bookingReference} wurde genehmigt: ${amount} werden erstattet.`
    : `Ihre Buchung ${bookingReference} wurde storniert: ${amount} erstattet. ${CREDIT_NOTE}`;
}

import { z } from "zod";
import { multiLine, UUID_RE } from "~/lib/input";
import { defineList, type ListParams } from "~/lib/list/list-spec";
import { REFUND_REQUEST_STATUS } from "~/modules/ticketing/refund-request-labels";

export const CANCELLATION_REASONS = [
  "Kann nicht teilnehmen",
  "Krankheit",
  "Geschäftliche Verpflichtungen",
  "Familiäre Umstände",
  "Reiseprobleme",
  "Event-Qualität entspricht nicht den Erwartungen",
  "Sonstiges",
] as const;

const optionalText = (label: string, max: number) =>
  multiLine(z.string().trim().max(max, `${label} darf höchstens ${max} Zeichen lang sein.`))
    .optional()
    .transform((v) => (v ? v : undefined));

/** spec §5 cancellation request; the amount is in euros with at most two decimals ("12,50" or "12.50"). */
export const cancellationRequestSchema = z
  .object({
    bookingId: z.string().regex(UUID_RE, "Buchung nicht gefunden"),
    reason: z.enum(CANCELLATION_REASONS, { error: "Bitte wählen Sie einen Grund aus." }),
    otherReason: optionalText("Der Grund", 500),
    amount: optionalText("Der Betrag", 20),
    message: optionalText("Die Nachricht", 2000),
  })
  .superRefine((v, ctx) => {
    if (v.reason === "Sonstiges" && !v.otherReason) {
      ctx.addIssue({ code: "custom", path: ["otherReason"], message: "Bitte beschreiben Sie den Grund." });
    }
    if (v.amount !== undefined) {
      const normalized = v.amount.replace(/\s|€/g, "").replace(",", ".");
      if (!/^\d+(\.\d{1,2})?$/.test(normalized) || Number(normalized) <= 0) {
        ctx.addIssue({ code: "custom", path: ["amount"], message: "Bitte geben Sie einen Betrag über 0 mit höchstens zwei Nachkommastellen ein." });
      }
    }
  })
  .transform((v) => ({
    bookingId: v.bookingId,
    reason: v.reason === "Sonstiges" ? `Sonstiges: ${v.otherReason}` : v.reason,
    requestedCents:
      v.amount === undefined ? null : Math.round(Number(v.amount.replace(/\s|€/g, "").replace(",", ".")) * 100),
    message: v.message ?? null,
  }));
export type CancellationRequestInput = z.infer<typeof cancellationRequestSchema>;

export const decisionSchema = z.object({
  requestId: z.string().regex(UUID_RE, "Anfrage nicht gefunden"),
  decision: z.enum(["approved", "rejected"], { error: "Bitte wählen Sie genehmigen oder ablehnen." }),
  response: multiLine(z.string().trim().max(2000, "Die Antwort darf höchstens 2000 Zeichen lang sein."))
    .optional()
    .transform((v) => (v ? v : undefined)),
});
export type DecisionInput = z.infer<typeof decisionSchema>;

/** The organizer cancels one booking of their event for its guest (booking page). */
export const organizerCancelSchema = z.object({
  bookingId: z.string().regex(UUID_RE, "Buchung nicht gefunden"),
  reason: z
    .string({ error: "Bitte nennen Sie den Grund – er steht in der E-Mail an den Gast." })
    .trim()
    .min(3, "Bitte nennen Sie den Grund – er steht in der E-Mail an den Gast.")
    .max(500, "Der Grund darf höchstens 500 Zeichen lang sein."),
});
export type OrganizerCancelInput = z.infer<typeof organizerCancelSchema>;

/** URL state of the admin's refund requests: no status = the open ones, `all` = every one; newest first. */
export const adminRefundList = defineList({
  sortable: ["created", "amount"],
  defaultSort: "created",
  defaultDir: "desc",
  filters: { status: z.union([REFUND_REQUEST_STATUS.schema, z.literal("all")]) },
});
export type AdminRefundListParams = ListParams<(typeof adminRefundList.sortable)[number], NonNullable<typeof adminRefundList.filters>>;

/** The admin's answer to the customer on a decision (optional). */
export const decisionResponseSchema = z.object({
  response: multiLine(z.string().trim().max(2000, "Die Antwort darf höchstens 2000 Zeichen lang sein."))
    .optional()
    .transform((v) => (v ? v : undefined)),
});

import { z } from "zod";
import { zOptionalBerlinDateTime } from "~/lib/date-input";
import { parseMoneyToCents } from "~/lib/format";
import { zInteger, zUuid } from "~/lib/input";
import { defineList, type ListParams } from "~/lib/list/list-spec";
import { DISCOUNT_KIND, DISCOUNT_STATE } from "~/modules/ticketing/labels";

/** Most one-time codes one bulk run generates. */
export const MAX_BULK_CODES = 1000;

const checkbox = z.preprocess((v) => v === "on" || v === "true" || v === true, z.boolean()).default(false);
/** Checkboxes of ids: none posted → [], one → [id] (FormData repeats the name), at most `max`. */
const ids = (max: number, message: string) =>
  z.preprocess((v) => (v == null || v === "" ? [] : Array.isArray(v) ? v : [v]), z.array(zUuid).max(max, message));
const optionalCount = (message: string, max: number) =>
  z.preprocess((v) => (v === "" || v == null ? undefined : v), zInteger(message).pipe(z.number().min(1, message).max(max, message)).optional());

/**
 * A discount code as the organizer's form posts it (create and edit). `quantity` > 1 (create only)
 * generates that many one-time codes whose names start with `code` (the prefix).
 */
export const discountCodeFormSchema = z
  .object({
    code: z
      .string({ error: "Bitte geben Sie einen Code ein." })
      .trim()
      .transform((v) => v.toUpperCase())
      .pipe(
        z
          .string()
          .min(3, "Der Code braucht mindestens 3 Zeichen.")
          .max(30, "Der Code darf höchstens 30 Zeichen lang sein.")
          .regex(/^[A-Z0-9][A-Z0-9_-]*$/, "Der Code darf nur Buchstaben A–Z, Ziffern, Bindestrich und Unterstrich enthalten."),
      ),
    kind: z.enum(DISCOUNT_KIND.values, { error: "Bitte wählen Sie, ob der Rabatt in Prozent oder als Betrag gilt." }),
    value: z.string({ error: "Bitte geben Sie den Rabatt an." }).trim().min(1, "Bitte geben Sie den Rabatt an."),
    eventIds: ids(200, "Bitte wählen Sie höchstens 200 Events."),
    categoryIds: ids(500, "Bitte wählen Sie höchstens 500 Ticketkategorien."),
    validFrom: zOptionalBerlinDateTime("den Beginn"),
    validUntil: zOptionalBerlinDateTime("das Ende"),
    maxUses: optionalCount("Bitte geben Sie eine ganze Zahl zwischen 1 und 1.000.000 an.", 1_000_000),
    maxUsesPerBuyer: optionalCount("Bitte geben Sie eine ganze Zahl zwischen 1 und 1.000 an.", 1000),
    minTickets: z.preprocess(
      (v) => (v === "" || v == null ? 1 : v),
      zInteger("Bitte geben Sie eine ganze Zahl zwischen 1 und 100 an.").pipe(z.number().min(1, "Mindestens 1 Ticket.").max(100, "Höchstens 100 Tickets.")),
    ),
    quantity: z.preprocess(
      (v) => (v === "" || v == null ? 1 : v),
      zInteger(`Bitte geben Sie eine Anzahl zwischen 1 und ${MAX_BULK_CODES} an.`).pipe(
        z.number().min(1, "Mindestens 1 Code.").max(MAX_BULK_CODES, `Höchstens ${MAX_BULK_CODES} Codes auf einmal.`),
      ),
    ),
    isActive: checkbox,
  })
  .superRefine((v, ctx) => {
    if (v.kind === "percent") {
      const n = /^\d{1,3}$/.test(v.value) ? Number(v.value) : NaN;
      if (!(n >= 1 && n <= 100)) ctx.addIssue({ code: "custom", path: ["value"], message: "Bitte geben Sie einen Prozentsatz zwischen 1 und 100 an (ganze Zahl)." });
    } else {
      const cents = parseMoneyToCents(v.value);
      if (cents == null || cents < 1) ctx.addIssue({ code: "custom", path: ["value"], message: "Bitte geben Sie einen Betrag in Euro an, z. B. 5 oder 7,50." });
    }
    if (v.validFrom && v.validUntil && v.validUntil <= v.validFrom) {
      ctx.addIssue({ code: "custom", path: ["validUntil"], message: "Das Ende muss nach dem Beginn liegen." });
    }
    if (v.quantity > 1 && v.code.length > 20) {
      ctx.addIssue({ code: "custom", path: ["code"], message: "Als Präfix für mehrere Codes darf der Code höchstens 20 Zeichen lang sein." });
    }
  });
export type DiscountCodeFormValues = z.infer<typeof discountCodeFormSchema>;

/** The value column of a form's value: whole percent or cents. */
export function discountValue(v: Pick<DiscountCodeFormValues, "kind" | "value">): number {
  return v.kind === "percent" ? Number(v.value) : parseMoneyToCents(v.value)!;
}

export const discountCodeList = defineList({
  sortable: ["code", "created", "uses", "revenue"],
  defaultSort: "created",
  defaultDir: "desc",
  filters: { state: DISCOUNT_STATE.schema, kind: DISCOUNT_KIND.schema, event: zUuid, batch: z.string().regex(/^[A-Z0-9_-]{1,30}$/) },
});
export type DiscountCodeListParams = ListParams<(typeof discountCodeList.sortable)[number], NonNullable<typeof discountCodeList.filters>>;

import type { z } from "zod";

/**
 * Typed intents of a back-office page: row actions, bulk actions and forms that post `intent`.
 * Defined once per page (in the route file or a `*.intents.ts` beside it), shared by the buttons
 * the page renders and by the action (`runIntents` in ~/ui/back-office/intents.server), which maps
 * each intent to ONE use case.
 *
 * ```ts
 * const intents = defineIntents({
 *   verify: { label: "Verifizieren", success: "Verifiziert", bulk: true },
 *   delete: { label: "Löschen", success: "Gelöscht", tone: "danger", bulk: true,
 *             confirm: { title: "Artist löschen?", body: "Das lässt sich nicht rückgängig machen." } },
 *   note:   { label: "Notiz speichern", input: z.object({ note: zText("Notiz", 500) }) },
 * });
 * ```
 */
export type IntentSpec = {
  /** Button text. */
  label: string;
  /** German sentence after success on one row or form ("Artist verifiziert"). */
  success?: string;
  /** Ask before running (after hydration a dialog; before it the server still checks). */
  confirm?: { title: string; body?: string; confirmLabel?: string };
  tone?: "danger" | "primary";
  /** May run on several selected rows (posted as repeated `ids`). */
  bulk?: boolean;
  /** `form`: a form of the page, not about a row (no `id`); default `row`: needs `id` (or `ids` when `bulk`). */
  scope?: "row" | "form";
  /** The intent's own fields beyond the row id, parsed with this schema (German messages): an object schema, refined or transformed as it likes. */
  input?: z.ZodType;
};

export type Intents<K extends string = string> = { readonly [I in K]: IntentSpec };

export function defineIntents<const K extends string, const T extends Record<K, IntentSpec>>(intents: T): T {
  return intents;
}

/** Most rows one bulk action takes (a list page shows at most 100). */
export const MAX_BULK_ROWS = 100;

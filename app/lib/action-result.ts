import type { SubmissionResult } from "@conform-to/react";

/** A row a bulk action refused, with the German reason. */
export type RefusedRow = { id: string; message: string };

/**
 * The one answer shape of every action — forms, row and bulk actions, intents — so every page
 * reads its action's answer the same way (`useActionResult()` in ~/ui/back-office/action-result).
 *
 * - `ok`, `code`, `message`: what happened, as a German sentence (and the AppError code of a refusal);
 * - `fields`: German messages beside their fields;
 * - `submission`: conform's reply for kit forms (entered values survive a failed submit without JavaScript);
 * - `intent`, `done`, `total`, `refused`: which intent ran and, for several rows, 'x von y erledigt'
 *   with the refused rows and their reasons;
 * - `data`: what a page shows once after success (e.g. a new API token).
 */
export type ActionResult<D = unknown> = {
  ok: boolean;
  code?: string;
  message?: string;
  fields?: Record<string, string>;
  submission?: SubmissionResult<string[]>;
  intent?: string;
  done?: number;
  total?: number;
  refused?: RefusedRow[];
  data?: D;
};

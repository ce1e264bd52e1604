import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import type { z } from "zod";
import type { ActionResult } from "~/lib/action-result";
import { AppError, isAppError } from "~/lib/app-error";
import { findFormListViolation } from "~/lib/form-limits";
import { logger } from "~/lib/logger.server";
import { readForm } from "~/lib/route-helpers.server";

/**
 * The server half of a kit form: parses the posted form with the same zod schema as the browser,
 * runs one use case with the typed value, and answers in the one action shape (`ActionResult`):
 * German messages land beside their fields (from zod or from AppError.fields) and in the summary,
 * and the entered values survive a failed submit without JavaScript (`submission`).
 * Before anything is parsed, list indexes and repeated fields are held to the schema's limits
 * (~/lib/form-limits): `tickets[100000000]` is answered with 400 and the German limit text in milliseconds.
 *
 * ```ts
 * export async function action({ request }: Route.ActionArgs) {
 *   const actor = await requireRoleOr403(request, "admin");
 *   return runFormAction(request, artistFormSchema, (value) => saveArtist({ actor, input: value }).then(() => redirect(…)));
 * }
 * ```
 */
export async function runFormAction<S extends z.ZodType, T>(request: Request, schema: S, run: (value: z.output<S>, formData: FormData) => Promise<T>) {
  const formData = await readForm(request);
  return runFormSubmission(formData, schema, run);
}

/** First German message per field of conform's error map (the summary's and tests' view of it). */
function firstMessages(errors: Record<string, string[] | null> | undefined): Record<string, string> | undefined {
  const entries = Object.entries(errors ?? {}).filter(([, v]) => v?.length);
  return entries.length ? Object.fromEntries(entries.map(([k, v]) => [k, v![0]])) : undefined;
}

/** A form refused before it was parsed: 400, the German message in the summary (and beside its list). */
function refusal(message: string, field?: string) {
  const error: Record<string, string[]> = { "": [message] };
  if (field) error[field] = [message];
  return data<ActionResult>(
    { ok: false, code: "VALIDATION", message, fields: field ? { [field]: message } : undefined, submission: { status: "error", error } },
    { status: 400 },
  );
}

export async function runFormSubmission<S extends z.ZodType, T>(formData: FormData, schema: S, run: (value: z.output<S>, formData: FormData) => Promise<T>) {
  // every list index and repeat within the schema's limits BEFORE conform builds a list from them
  const tooLong = findFormListViolation(formData, schema);
  if (tooLong) return refusal(tooLong.message, tooLong.field);
  let submission;
  try {
    submission = parseWithZod(formData, { schema });
  } catch {
    // conform refuses what it cannot read (a broken `__intent__`, a list intent on a text field)
    return refusal(new AppError("FORM_UNREADABLE").userMessage);
  }
  if (submission.status !== "success") {
    const reply = submission.reply();
    // no status: a list intent (add/remove a row) sent before hydration — not an error
    if (submission.status !== "error") return data<ActionResult>({ ok: true, submission: reply });
    const fields = firstMessages(reply.error ?? undefined);
    const message = fields ? Object.values(fields)[0] : "Bitte prüfen Sie Ihre Eingaben.";
    return data<ActionResult>({ ok: false, code: "VALIDATION", message, fields, submission: reply }, { status: 400 });
  }
  try {
    return await run(submission.value as z.output<S>, formData);
  } catch (error) {
    if (error instanceof Response) throw error;
    if (typeof error === "object" && error !== null && (error as { type?: unknown }).type === "DataWithResponseInit") throw error;
    const appError = isAppError(error) ? error : new AppError("UNEXPECTED");
    if (!isAppError(error)) logger.error({ err: error }, "Unerwarteter Fehler in einer Formular-Aktion");
    const fieldErrors = Object.fromEntries(Object.entries(appError.fields ?? {}).map(([k, v]) => [k, [v]]));
    const hasFields = Object.keys(fieldErrors).length > 0;
    return data<ActionResult>(
      {
        ok: false,
        code: appError.code,
        message: appError.userMessage,
        fields: appError.fields,
        submission: submission.reply({ formErrors: hasFields ? [] : [appError.userMessage], fieldErrors }),
      },
      { status: appError.status },
    );
  }
}

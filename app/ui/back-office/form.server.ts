import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import type { z } from "zod";
import { AppError, isAppError } from "~/lib/app-error";
import { findFormListViolation } from "~/lib/form-limits";
import { logger } from "~/lib/logger.server";
import { readForm } from "~/lib/route-helpers.server";
import type { SubmissionResult } from "~/ui/back-office/form";

export type FormActionData = { result: SubmissionResult };

/**
 * The server half of a kit form: parses the posted form with the same zod schema as the browser,
 * runs one use case with the typed value, and answers like `runUseCase` — but in conform's shape, so
 * German messages land beside their fields (from zod or from AppError.fields) and in the summary,
 * and the entered values survive a failed submit without JavaScript. Before anything is parsed, list
 * indexes and repeated fields are held to the schema's limits (~/lib/form-limits): `tickets[100000000]`
 * is answered with 400 and the German limit text in milliseconds.
 *
 * ```ts
 * export async function action({ request }: Route.ActionArgs) {
 *   const actor = await requireRole(request, "organizer");
 *   return runFormAction(request, eventFormSchema, (value) => saveEvent({ actor, input: value }).then(() => redirect(…)));
 * }
 * ```
 */
export async function runFormAction<S extends z.ZodType, T>(
  request: Request,
  schema: S,
  run: (value: z.output<S>, formData: FormData) => Promise<T>,
) {
  const formData = await readForm(request);
  return runFormSubmission(formData, schema, run);
}

/** A form refused before it was parsed: 400, the German message in the summary (and beside its list). */
function refusal(message: string, field?: string) {
  const error: Record<string, string[]> = { "": [message] };
  if (field) error[field] = [message];
  return data<FormActionData>({ result: { status: "error", error } }, { status: 400 });
}

export async function runFormSubmission<S extends z.ZodType, T>(
  formData: FormData,
  schema: S,
  run: (value: z.output<S>, formData: FormData) => Promise<T>,
) {
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
    // no status: a list intent (add/remove a row) sent before hydration — not an error
    return data<FormActionData>({ result: submission.reply() }, { status: submission.status === "error" ? 400 : 200 });
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
    return data<FormActionData>(
      { result: submission.reply({ formErrors: hasFields ? [] : [appError.userMessage], fieldErrors }) },
      { status: appError.status },
    );
  }
}

import { data } from "react-router";
import type { z } from "zod";
import type { ActionResult, RefusedRow } from "~/lib/action-result";
import { AppError, isAppError } from "~/lib/app-error";
import { logger } from "~/lib/logger.server";
import { readForm } from "~/lib/route-helpers.server";
import { runFormSubmission } from "~/ui/back-office/form.server";
import { MAX_BULK_ROWS, type IntentSpec } from "~/ui/back-office/intents";

type InputOf<S extends IntentSpec> = S["input"] extends z.ZodType ? z.output<S["input"]> : Record<string, never>;
const REPLY = Symbol("intent-reply");
type Reply = { [REPLY]: true } & Omit<ActionResult, "ok">;

/**
 * What a handler answers beyond "done": a message of its own or data the page shows once
 * (`reply({ data: { token } })`). Any other value a use case returns is not sent to the browser.
 */
export function reply(parts: Omit<ActionResult, "ok">): Reply {
  return { [REPLY]: true, ...parts };
}
const isReply = (v: unknown): v is Reply => typeof v === "object" && v !== null && REPLY in v;

/**
 * A handler answers a redirect (Response), a `reply(…)`, a ready answer in the one shape with a status of
 * its own (`data<ActionResult>(…, { status })`, e.g. a refusal that is no AppError), or anything else
 * (ignored: the intent's `success` text is shown).
 */
type Handler<S extends IntentSpec> = S["scope"] extends "form"
  ? (ctx: { input: InputOf<S>; form: FormData }) => Promise<unknown>
  : (ctx: { id: string; input: InputOf<S>; form: FormData }) => Promise<unknown>;

/**
 * One use case per intent. `form` is the posted form as it came (files, or a schema written for
 * `parseForm` rather than for conform: a handler that parses it itself throws AppError VALIDATION
 * with its fields, answered like any refusal).
 */
export type IntentHandlers<T extends Record<string, IntentSpec>> = { [I in keyof T]: Handler<T[I]> };

const ID = /^[\w-]{1,128}$/;

function refusal(error: AppError, intent?: string, extra: Partial<ActionResult> = {}) {
  return data<ActionResult>({ ok: false, code: error.code, message: error.userMessage, fields: error.fields, intent, ...extra }, { status: error.status });
}

function asAppError(error: unknown): AppError {
  if (isAppError(error)) return error;
  logger.error({ err: error }, "Unerwarteter Fehler in einer Aktion");
  return new AppError("UNEXPECTED");
}

/**
 * The server half of a page's intents: reads the posted `intent`, its row (`id`) or rows (`ids`,
 * bulk) and its own fields (`input`, parsed with its zod schema like a kit form), and runs the
 * intent's ONE use case — per row for a bulk action. Answers in the one action shape:
 * - one row or a form: the handler's redirect, or `{ ok: true, intent, message: success }`, or the refusal
 *   (its status, German text and fields);
 * - several rows: `{ ok, intent, done, total, refused: [{ id, message }], message: 'x von y erledigt' }`
 *   (status 200 when any row was done, else the first refusal's status).
 *
 * ```ts
 * export async function action({ request }: Route.ActionArgs) {
 *   const actor = await requireRoleOr403(request, "admin");
 *   return runIntents(request, intents, {
 *     verify: ({ id }) => setArtistFlags({ actor, id, verified: true }),
 *     delete: ({ id }) => deleteArtist({ actor, id }),
 *   });
 * }
 * ```
 */
export async function runIntents<T extends Record<string, IntentSpec>>(request: Request, intents: T, handlers: IntentHandlers<T>, options?: IntentOptions<T>) {
  const form = await readForm(request);
  return runIntentForm(form, intents, handlers, options);
}

export type IntentOptions<T> = {
  /**
   * The intent a body without `intent` runs — for a page's main form that clients (and the server's
   * own fast paths, e.g. the sold-out gate) post without naming one. Without it such a body is refused.
   */
  fallback?: keyof T & string;
};

export async function runIntentForm<T extends Record<string, IntentSpec>>(form: FormData, intents: T, handlers: IntentHandlers<T>, options: IntentOptions<T> = {}) {
  const posted = form.get("intent");
  const intent = posted === null || posted === "" ? (options.fallback ?? posted) : posted;
  if (typeof intent !== "string" || !Object.hasOwn(intents, intent)) {
    return refusal(new AppError("VALIDATION", { message: "Diese Aktion gibt es hier nicht. Bitte laden Sie die Seite neu." }));
  }
  const spec = intents[intent];
  const handler = handlers[intent] as (ctx: { id?: string; input: unknown; form: FormData }) => Promise<unknown>;

  const ids = [...new Set([...form.getAll("ids"), ...form.getAll("id")].filter((v): v is string => typeof v === "string" && v !== ""))];
  if (spec.scope !== "form") {
    if (ids.length === 0) return refusal(new AppError("VALIDATION", { message: "Bitte wählen Sie mindestens einen Eintrag aus." }), intent);
    if (ids.length > 1 && !spec.bulk) return refusal(new AppError("VALIDATION", { message: "Diese Aktion gilt nur für einen Eintrag." }), intent);
    if (ids.length > MAX_BULK_ROWS) return refusal(new AppError("VALIDATION", { message: `Höchstens ${MAX_BULK_ROWS} Einträge auf einmal.` }), intent);
    if (ids.some((id) => !ID.test(id))) return refusal(new AppError("NOT_FOUND"), intent);
  }

  const once = (id?: string) => (input: unknown) => handler({ id, input, form });
  const answer = (result: unknown) => {
    if (result instanceof Response) return result;
    if (isResultData(result)) return withIntent(result, intent);
    const { [REPLY]: _, ...parts } = isReply(result) ? result : { [REPLY]: true };
    return data<ActionResult>({ ok: true, intent, message: spec.success, ...parts });
  };

  // a form, or one row: the input is parsed like a kit form (values and messages kept for the page)
  if (spec.scope === "form" || ids.length === 1) {
    const run = once(ids[0]);
    if (!spec.input) {
      try {
        return answer(await run({}));
      } catch (error) {
        if (error instanceof Response) throw error;
        return refusal(asAppError(error), intent);
      }
    }
    const answered = await runFormSubmission(form, spec.input, async (input) => answer(await run(input)));
    return withIntent(answered, intent);
  }

  // several rows: one use case per row, each refusal kept with its reason
  let input: unknown = {};
  if (spec.input) {
    const parsed = await runFormSubmission(form, spec.input, async (value) => value);
    if (isResultData(parsed)) return withIntent(parsed, intent);
    input = parsed;
  }
  const refused: RefusedRow[] = [];
  let firstError: AppError | undefined;
  for (const id of ids) {
    try {
      const result = await handler({ id, input, form });
      if (result instanceof Response) continue;
    } catch (error) {
      if (error instanceof Response) throw error;
      const appError = asAppError(error);
      firstError ??= appError;
      refused.push({ id, message: appError.userMessage });
    }
  }
  const done = ids.length - refused.length;
  const bulk = { intent, done, total: ids.length, refused, message: `${done} von ${ids.length} erledigt` };
  if (done === 0 && firstError) return refusal(firstError, intent, bulk);
  return data<ActionResult>({ ok: refused.length === 0, ...bulk });
}

type ResultData = ReturnType<typeof data<ActionResult>>;
function isResultData(value: unknown): value is ResultData {
  return typeof value === "object" && value !== null && (value as { type?: unknown }).type === "DataWithResponseInit";
}

function withIntent<V>(answered: V, intent: string): V {
  if (isResultData(answered)) (answered.data as ActionResult).intent ??= intent;
  return answered;
}

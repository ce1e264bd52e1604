import { data } from "react-router";
import { z } from "zod";
import { AppError, isAppError } from "~/lib/app-error";
import { commonErrors } from "~/lib/error-codes";
import { assertFormLists } from "~/lib/form-limits";
import { logger } from "~/lib/logger.server";
import { pageUrl } from "~/lib/page-url.server";
import { cleanDeep, cleanFormData, cleanText, multiLine, oneLine } from "~/lib/input";

export type FormErrors = Record<string, string>;
export type ActionFailure = { ok: false; code: string; message: string; fields?: FormErrors };
export type ActionSuccess<T> = { ok: true } & T;

/** Turns FormData into a plain object (repeated keys become arrays; strings cleaned, see ~/lib/input). */
export function formDataToObject(form: FormData): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  // repeated keys are appended in place (copying the array per repeat was quadratic in their count)
  const repeated = new Set<string>();
  for (const [rawKey, raw] of form.entries()) {
    const key = cleanText(rawKey);
    if (key === "__proto__") continue;
    if (typeof raw !== "string") {
      out[key] = raw;
      repeated.delete(key);
      continue;
    }
    const value = cleanText(raw);
    if (!Object.hasOwn(out, key)) out[key] = value;
    else if (repeated.has(key)) (out[key] as unknown[]).push(value);
    else {
      out[key] = [out[key], value];
      repeated.add(key);
    }
  }
  return out;
}

/** Validates input with zod; on failure throws AppError("VALIDATION") with German field messages. */
export function parseInput<S extends z.ZodType>(input: unknown, schema: S): z.infer<S> {
  const result = schema.safeParse(cleanDeep(input));
  if (result.success) return result.data;
  const fields: FormErrors = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join(".") || "_form";
    fields[key] ??= issue.message;
  }
  const first = Object.values(fields)[0];
  throw new AppError("VALIDATION", { fields, message: first });
}

/** A posted form validated with zod; its repeated fields bounded by the schema's list limits first (~/lib/form-limits). */
export function parseForm<S extends z.ZodType>(form: FormData, schema: S): z.infer<S> {
  assertFormLists(form, schema);
  return parseInput(formDataToObject(form), schema);
}

/** Validates the page's query string with zod (repeated keys: the last one wins; React Router's own parameters are dropped). */
export function parseSearchParams<S extends z.ZodType>(request: Request, schema: S): z.infer<S> {
  return parseInput(Object.fromEntries(pageUrl(request).searchParams.entries()), schema);
}

/** The failure a user sees, with the status of its code. */
export function failure(error: AppError) {
  return data<ActionFailure>(
    { ok: false, code: error.code, message: error.userMessage, fields: error.fields },
    { status: error.status },
  );
}

/** A thrown `data(...)` of React Router (e.g. readForm's 400): an answer, not an unexpected error. */
function isThrownData(error: unknown): boolean {
  return typeof error === "object" && error !== null && (error as { type?: unknown }).type === "DataWithResponseInit";
}

/**
 * Runs one use case for an action: AppError → { ok: false, code, message, fields } with its
 * HTTP status; anything else → logged and 'Ein unerwarteter Fehler ist aufgetreten.' (500).
 * Responses (redirects) and thrown `data(...)` answers (readForm's 400) pass through.
 */
export async function runUseCase<T>(fn: () => Promise<T>) {
  try {
    return await fn();
  } catch (error) {
    if (error instanceof Response || isThrownData(error)) throw error;
    if (isAppError(error)) return failure(error);
    logger.error({ err: error }, "Unerwarteter Fehler in einer Aktion");
    return failure(new AppError("UNEXPECTED"));
  }
}

/** The JSON error answer of resource routes: `{ code, message, fields? }` with the code's status. */
export function apiError(error: AppError, headers?: HeadersInit): Response {
  const h = new Headers(headers);
  h.set("Cache-Control", "no-store");
  return Response.json({ code: error.code, message: error.userMessage, ...(error.fields ? { fields: error.fields } : {}) }, { status: error.status, headers: h });
}

/**
 * Runs one use case for a JSON resource route: its result is sent as JSON (`Cache-Control: no-store`;
 * a Response passes as it is; the status is 200 unless `init` gives one, or a function of the result); AppError → `{ code, message, fields? }` with its status; a body that is no
 * form (readForm's 400) → VALIDATION with readForm's text; anything else → logged, 500 UNEXPECTED.
 */
export async function apiUseCase<T>(
  fn: () => Promise<T> | T,
  init: { status?: number; headers?: HeadersInit } | ((result: T) => number) = {},
): Promise<Response> {
  try {
    const result = await fn();
    if (result instanceof Response) return result;
    const options = typeof init === "function" ? { status: init(result) } : init;
    const headers = new Headers(options.headers);
    if (!headers.has("Cache-Control")) headers.set("Cache-Control", "no-store");
    return Response.json(result, { status: options.status ?? 200, headers });
  } catch (error) {
    if (isAppError(error)) return apiError(error);
    if (isThrownData(error)) return apiError(new AppError("VALIDATION", { message: FORM_UNREADABLE_MESSAGE }));
    if (error instanceof Response) throw error;
    logger.error({ err: error }, "Unerwarteter Fehler in einer API-Route");
    return apiError(new AppError("UNEXPECTED"));
  }
}

/** For loaders: AppError → a thrown Response with the German text (shown by the error boundary). */
export function throwAsResponse(error: unknown): never {
  if (error instanceof Response) throw error;
  if (isAppError(error)) {
    throw data({ code: error.code, message: error.userMessage }, { status: error.status });
  }
  throw error;
}

/** Common zod pieces with German messages. */
/** A single-line text (names, titles, subjects) under the one text rule of ~/lib/input; `multiline` for messages and bodies. */
export const zText = (label: string, max = 200, kind: "line" | "multiline" = "line") => {
  const s = z
    .string({ error: `${label} ist erforderlich.` })
    .trim()
    .min(1, `${label} ist erforderlich.`)
    .max(max, `${label} darf höchstens ${max} Zeichen lang sein.`);
  return kind === "line" ? oneLine(s) : multiLine(s);
};
export const zOptionalText = (label: string, max = 500, kind: "line" | "multiline" = "line") => {
  const s = z.string().trim().max(max, `${label} darf höchstens ${max} Zeichen lang sein.`);
  return (kind === "line" ? oneLine(s) : multiLine(s)).optional().transform((v) => (v ? v : undefined));
};
export const zEmail = z
  .string({ error: "E-Mail ist erforderlich." })
  .trim()
  .min(1, "E-Mail ist erforderlich.")
  .max(254, "Die E-Mail-Adresse ist zu lang.")
  .email("Bitte geben Sie eine gültige E-Mail-Adresse ein.")
  .transform((v) => v.toLowerCase());
export { zUuid } from "~/lib/input";

/** What readForm answers (400) to a body that is no form; resource routes may send it in their own JSON shape. */
export const FORM_UNREADABLE_MESSAGE = commonErrors.FORM_UNREADABLE.message;

/**
 * The posted form; a body that is no form (wrong content type, broken encoding) is answered with
 * 400 and a German message instead of an unexpected server error. Its list fields are bounded
 * before anyone builds a list from them (~/lib/form-limits: an index or a repeat beyond
 * FORM_LIST_HARD_CAP → AppError FORM_LIST_TOO_LONG, 400; the schema's own limits follow in
 * parseForm and the kit).
 * Pages: the thrown `data(...)` reaches the error boundary (runUseCase lets it through).
 * Resource routes: React Router sends it as JSON `{ ok: false, message }` with status 400 — unless
 * the route's own try/catch swallows it first.
 */
export async function readForm(request: Request): Promise<FormData> {
  let form: FormData;
  try {
    form = cleanFormData(await request.formData());
  } catch {
    throw data({ ok: false as const, message: FORM_UNREADABLE_MESSAGE }, { status: 400, statusText: "Bad Request" });
  }
  assertFormLists(form);
  return form;
}

/**
 * The posted JSON body of a JSON route, cleaned (~/lib/input). Only `application/json` is read
 * (415): a browser sends that type cross-site only after a CORS preflight, so a `text/plain` body
 * from a foreign page is refused instead of read. Broken JSON → 400. Both in German.
 */
export async function readJson(request: Request): Promise<unknown> {
  if (!/^application\/json\s*(;|$)/i.test(request.headers.get("content-type") ?? "")) {
    throw new AppError("UNSUPPORTED_MEDIA_TYPE");
  }
  try {
    return cleanDeep(await request.json());
  } catch {
    throw new AppError("VALIDATION", { message: FORM_UNREADABLE_MESSAGE });
  }
}

import { z } from "zod";

/**
 * The one input layer: every string the app parses from a request goes through `cleanText`
 * (readForm, readJson, pageUrl, formDataToObject, parseInput), ids through `isUuid`, dates through
 * `isRealDate`. PostgreSQL cannot store NUL in text; unpaired UTF-16 surrogates are no text at all.
 */

// eslint-disable-next-line no-control-regex
const NUL = /\u0000/g;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** The text without NUL bytes and with unpaired surrogates replaced by U+FFFD. */
export function cleanText(value: string): string {
  let s = value;
  if (s.includes("\u0000")) s = s.replace(NUL, "");
  if (LONE_SURROGATE.test(s)) s = (s as string & { toWellFormed(): string }).toWellFormed();
  return s;
}

/** True when the text needs cleaning (cheap check before copying structures). */
export function isDirtyText(value: string): boolean {
  return value.includes("\u0000") || LONE_SURROGATE.test(value);
}

/** Every string in a JSON-like value cleaned (keys too); other values unchanged. */
export function cleanDeep<T>(value: T, depth = 0): T {
  if (typeof value === "string") return cleanText(value) as T;
  if (depth > 64 || value === null || typeof value !== "object") return value;
  if (Array.isArray(value)) return value.map((v) => cleanDeep(v, depth + 1)) as T;
  if (Object.getPrototypeOf(value) !== Object.prototype) return value;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) out[cleanText(k)] = cleanDeep(v, depth + 1);
  return out as T;
}

/** A FormData whose string values and names are clean (files unchanged); the same object when nothing needed cleaning. */
export function cleanFormData(form: FormData): FormData {
  let dirty = false;
  for (const [k, v] of form.entries()) {
    if (isDirtyText(k) || (typeof v === "string" && isDirtyText(v))) {
      dirty = true;
      break;
    }
  }
  if (!dirty) return form;
  const out = new FormData();
  for (const [k, v] of form.entries()) {
    if (typeof v === "string") out.append(cleanText(k), cleanText(v));
    else out.append(cleanText(k), v);
  }
  return out;
}

/**
 * The one UUID check: 8-4-4-4-12 hex digits, what PostgreSQL's uuid type accepts. A 36-character
 * string of hex digits and dashes in other places (`/^[0-9a-f-]{36}$/`) is not one and made
 * PostgreSQL fail ('invalid input syntax for type uuid').
 */
export const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: unknown): value is string => typeof value === "string" && UUID_RE.test(value);
export const zUuid = z.string().regex(UUID_RE, "Ungültige ID.");

/** Dates the product can show and store: years 1900–2199. */
const MIN_YEAR = 1900;
const MAX_YEAR = 2199;

/** True for an ISO calendar date (yyyy-MM-dd) that exists (no 2026-02-31) within the product's years. */
export function isRealDate(value: unknown): value is string {
  if (typeof value !== "string") return false;
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (y < MIN_YEAR || y > MAX_YEAR || mo < 1 || mo > 12 || d < 1) return false;
  const dt = new Date(Date.UTC(y, mo - 1, d));
  return dt.getUTCFullYear() === y && dt.getUTCMonth() === mo - 1 && dt.getUTCDate() === d;
}

export const zRealDate = z.string().refine(isRealDate, "Bitte geben Sie ein gültiges Datum ein.");

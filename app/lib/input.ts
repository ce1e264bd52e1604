import { z } from "zod";

/**
 * The one input layer: every string the app parses from a request goes through `cleanText`
 * (readForm, readJson, pageUrl, formDataToObject, parseInput), ids through `isUuid`, dates through
 * `isRealDate`/`parseTimestamp` (one window of years), whole numbers through `toPlainInteger`, page
 * numbers through `parsePageNumber`, addresses through `isWebUrl` (http/https only) and every text a
 * user writes through `textProblem` (no control or bidi-override characters; single-line fields
 * without line breaks). PostgreSQL cannot store NUL in text; unpaired UTF-16 surrogates are no text at all.
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

/** Dates the product can show and store: years 1900–2199 (the one window for every date a client sends). */
export const MIN_YEAR = 1900;
export const MAX_YEAR = 2199;

/** True when the day exists (no 31 February) within the product's years. */
export function isRealDay(y: number, month: number, d: number): boolean {
  if (!Number.isInteger(y) || !Number.isInteger(month) || !Number.isInteger(d)) return false;
  if (y < MIN_YEAR || y > MAX_YEAR || month < 1 || month > 12 || d < 1) return false;
  return d <= new Date(Date.UTC(y, month, 0)).getUTCDate();
}

/** True for an ISO calendar date (yyyy-MM-dd) that exists (no 2026-02-31) within the product's years. */
export function isRealDate(value: unknown): value is string {
  if (typeof value !== "string") return false;
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return !!m && isRealDay(Number(m[1]), Number(m[2]), Number(m[3]));
}

export const zRealDate = z.string().refine(isRealDate, "Bitte geben Sie ein gültiges Datum ein.");

const TIMESTAMP_RE = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|[+-](\d{2}):(\d{2}))$/i;

/**
 * The instant of an ISO 8601 timestamp with its offset ("2026-12-24T19:30:00.000Z",
 * "…+01:00") when its day exists within the product's years and its time of day is real; else null.
 * No numbers (`-1e15`), no six-digit years (`+275760-09-13…`), no rolled-over days (`2026-02-31` is
 * not 3 March), no year 0001.
 */
export function parseTimestamp(value: unknown): Date | null {
  if (typeof value !== "string") return null;
  const m = TIMESTAMP_RE.exec(value.trim());
  if (!m) return null;
  const [y, mo, d, h, mi, sec] = [m[1], m[2], m[3], m[4], m[5], m[6] ?? "0"].map(Number) as [number, number, number, number, number, number];
  if (!isRealDay(y, mo, d) || h > 23 || mi > 59 || sec > 59) return null;
  if (m[8] !== undefined && (Number(m[8]) > 14 || Number(m[9]) > 59)) return null;
  const date = new Date(value.trim());
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A timestamp a client sends (JSON APIs, e.g. an offline scan's time): see parseTimestamp. */
export const zTimestamp = (message = "Bitte geben Sie einen gültigen Zeitpunkt an (ISO 8601, z. B. 2026-12-24T19:30:00Z).") =>
  z.unknown().transform((v, ctx) => {
    const date = parseTimestamp(v);
    if (date) return date;
    ctx.addIssue({ code: "custom", message });
    return z.NEVER;
  });

// ── numbers ──

const PLAIN_INTEGER = /^-?\d{1,15}$/;

/**
 * The one integer rule: plain decimal digits (a number from JSON must be a safe integer). "0x10",
 * "1e1", "1.5", "16 Plätze", "Infinity" are no whole numbers — JavaScript's Number() read the first
 * as 16 and Math.trunc made 1 of "1.5". null for anything else.
 */
export function toPlainInteger(value: unknown): number | null {
  if (typeof value === "number") return Number.isSafeInteger(value) ? value : null;
  if (typeof value !== "string") return null;
  const s = value.trim();
  return PLAIN_INTEGER.test(s) ? Number(s) : null;
}

/** A whole-number field (see toPlainInteger); bound it with `.pipe(z.number().min(…).max(…))`. */
export const zInteger = (message: string) =>
  z.unknown().transform((v, ctx) => {
    const n = toPlainInteger(v);
    if (n !== null) return n;
    ctx.addIssue({ code: "custom", message });
    return z.NEVER;
  });

const PLAIN_DECIMAL = /^-?\d{1,15}(?:\.\d{1,20})?$/;

/** A decimal number field (coordinates): plain digits with an optional point, no hex, exponent or Infinity. */
export const zDecimal = (message: string) =>
  z.unknown().transform((v, ctx) => {
    if (typeof v === "number" && Number.isFinite(v)) return v;
    if (typeof v === "string" && PLAIN_DECIMAL.test(v.trim())) return Number(v.trim());
    ctx.addIssue({ code: "custom", message });
    return z.NEVER;
  });

/** The highest page number of any list, page or API. */
export const MAX_PAGE = 10_000;

/** The one page-number parser: 1…max in plain decimal digits; anything else (0, -1, 1e309, 99999999999999999999, "2x") → null. */
export function parsePageNumber(value: unknown, max = MAX_PAGE): number | null {
  const n = toPlainInteger(value);
  return n !== null && n >= 1 && n <= max ? n : null;
}

/** A page query parameter (see parsePageNumber); pages add `.optional().catch(undefined)` to fall back to page 1. */
export const zPageNumber = (max = MAX_PAGE) =>
  z.unknown().transform((v, ctx) => {
    const n = parsePageNumber(v, max);
    if (n !== null) return n;
    ctx.addIssue({ code: "custom", message: `Die Seitenzahl muss eine ganze Zahl von 1 bis ${max.toLocaleString("de-DE")} sein.` });
    return z.NEVER;
  });

// ── links ──

/** Whitespace, control characters and backslashes: none belongs in an address as a user types it. */
// eslint-disable-next-line no-control-regex
const NOT_IN_URL = /[\s\u0000-\u001f\u007f-\u009f\\]/;

/**
 * The one URL rule for every address a user gives (event links, websites, profiles): an absolute
 * http or https URL with a host, no credentials, no whitespace or control characters (the URL parser
 * would drop them silently). `javascript:`, `data:`, `vbscript:`, `//host` and relative paths are refused.
 */
export function isWebUrl(value: unknown): value is string {
  if (typeof value !== "string" || value.length > 2000 || NOT_IN_URL.test(value)) return false;
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname !== "" && !url.username && !url.password;
  } catch {
    return false;
  }
}

export const WEB_URL_MESSAGE = "Bitte geben Sie eine vollständige Adresse mit https:// an.";

/** An address field (trimmed, at most `max` characters) under the one URL rule. */
export const zWebUrl = (message = WEB_URL_MESSAGE, max = 500) =>
  z.string().trim().max(max, `Höchstens ${max.toLocaleString("de-DE")} Zeichen.`).refine(isWebUrl, message);

/** For rendering: the address when it passes the URL rule, else null (a bad value stored before is no link). */
export function safeWebUrl(value: string | null | undefined): string | null {
  return isWebUrl(value) ? value : null;
}

/** An image source: a web URL (see isWebUrl) or a path of this site (`/media/…`, `/art/…`), never `//host` or another scheme. */
export function isImageSrc(value: unknown): value is string {
  if (typeof value !== "string") return false;
  if (/^\/(?![/\\])/.test(value)) return !NOT_IN_URL.test(value) && value.length <= 2000;
  return isWebUrl(value);
}

// ── text ──

// eslint-disable-next-line no-control-regex
const CONTROL_CHARS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
/** Bidirectional embeddings, overrides, isolates and marks ("Trojan Source"): they reorder what a reader sees. */
const BIDI_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;
const LINE_BREAKS = /[\r\n\t\u2028\u2029]/;

export const TEXT_CONTROL_MESSAGE = "Der Text enthält unzulässige Steuer- oder Richtungszeichen.";
export const SINGLE_LINE_MESSAGE = "Bitte geben Sie den Text in einer Zeile ein (ohne Zeilenumbruch oder Tabulator).";

/**
 * The one text rule: no control characters and no bidi-override characters in any text a user
 * writes; a single-line field (title, name, label) also no line break or tab. The German reason,
 * or null when the text is fine.
 */
export function textProblem(value: string, kind: "line" | "multiline"): string | null {
  if (CONTROL_CHARS.test(value) || BIDI_CONTROLS.test(value)) return TEXT_CONTROL_MESSAGE;
  if (kind === "line" && LINE_BREAKS.test(value)) return SINGLE_LINE_MESSAGE;
  return null;
}

/** A single-line text field under the text rule: `oneLine(z.string().trim().min(…).max(…))`. */
export function oneLine<T extends z.ZodType<string>>(schema: T): T {
  return schema.refine((v) => textProblem(v, "line") === null, { error: (issue) => textProblem(issue.input as string, "line") ?? SINGLE_LINE_MESSAGE }) as unknown as T;
}

/** A multi-line text field (descriptions, messages) under the text rule: line breaks allowed. */
export function multiLine<T extends z.ZodType<string>>(schema: T): T {
  return schema.refine((v) => textProblem(v, "multiline") === null, TEXT_CONTROL_MESSAGE) as unknown as T;
}

import { z } from "zod";

/**
 * Parsing of the German date and time fields (app/ui/date-picker.tsx). Pure: used by the
 * components in the browser and by zod schemas on the server, so a form posted without
 * JavaScript (the text as typed) and one posted with it (ISO value) mean the same.
 */

const pad = (n: number) => String(n).padStart(2, "0");

function validDay(y: number, m: number, d: number): boolean {
  if (y < 1900 || y > 2999 || m < 1 || m > 12 || d < 1) return false;
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return d <= last;
}

/**
 * "24.12.2026", "24.12.26", "1.2.2027" or "2026-12-24" → "2026-12-24"; anything else → null.
 * Two-digit years mean 20xx.
 */
export function parseGermanDate(input: string | null | undefined): string | null {
  const s = (input ?? "").trim();
  let y: number, m: number, d: number;
  let match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
  if (match) {
    [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  } else {
    match = /^(\d{1,2})\.(\d{1,2})\.(\d{2}|\d{4})$/.exec(s);
    if (!match) return null;
    [d, m, y] = [Number(match[1]), Number(match[2]), Number(match[3])];
    if (match[3].length === 2) y += 2000;
  }
  return validDay(y, m, d) ? `${y}-${pad(m)}-${pad(d)}` : null;
}

/** "2026-12-24" → "24.12.2026"; other text is returned unchanged (so a typo stays visible). */
export function formatGermanDate(iso: string | null | undefined): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso ?? "");
  return m ? `${m[3]}.${m[2]}.${m[1]}` : (iso ?? "");
}

/** "22:00", "22.00", "2200", "7:05", "7", "22 Uhr" → "HH:mm" (24-hour); anything else → null. */
export function parseGermanTime(input: string | null | undefined): string | null {
  const s = (input ?? "").trim().replace(/\s*uhr$/i, "");
  const match = /^(\d{1,2})(?:[:.]?(\d{2}))?$/.exec(s);
  if (!match) return null;
  const h = Number(match[1]);
  const min = match[2] == null ? 0 : Number(match[2]);
  if (h > 23 || min > 59) return null;
  return `${pad(h)}:${pad(min)}`;
}

export const DATE_FORMAT_MESSAGE = "Bitte geben Sie ein Datum im Format TT.MM.JJJJ an.";
export const TIME_FORMAT_MESSAGE = "Bitte geben Sie eine Uhrzeit im Format HH:MM an.";

/** A required date field: accepts what the date picker posts (or its text without JavaScript), yields "yyyy-MM-dd". */
export const germanDate = (message = DATE_FORMAT_MESSAGE) =>
  z.preprocess((v) => (typeof v === "string" ? (parseGermanDate(v) ?? v) : v), z.string().regex(/^\d{4}-\d{2}-\d{2}$/, message));

/** A required time field: yields "HH:mm". */
export const germanTime = (message = TIME_FORMAT_MESSAGE) =>
  z.preprocess((v) => (typeof v === "string" ? (parseGermanTime(v) ?? v) : v), z.string().regex(/^\d{2}:\d{2}$/, message));

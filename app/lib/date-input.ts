import { z } from "zod";
import { berlinLocalToDate, toBerlinLocalInput } from "~/lib/format";
import { isRealDay } from "~/lib/input";

/**
 * Parsing of the German date and time fields (app/ui/date-picker.tsx). Pure: used by the
 * components in the browser and by zod schemas on the server, so a form posted without
 * JavaScript (the text as typed) and one posted with it (ISO value) mean the same.
 */

const pad = (n: number) => String(n).padStart(2, "0");


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
  return isRealDay(y, m, d) ? `${y}-${pad(m)}-${pad(d)}` : null;
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

/**
 * A date and time in Berlin, as the German date-time field (app/ui/back-office/date-time-field.tsx)
 * posts it. Accepted forms:
 *   - "2026-12-10T19:30"   with JavaScript, both parts valid (also what older forms and tests post)
 *   - "31.02.2026T19:30"   with JavaScript, a part not valid: the parts as typed, joined by "T"
 *   - { date: "10.12.2026", time: "19:30" }   before hydration: the two text inputs named
 *     `<name>.date` and `<name>.time` (conform nests them into an object)
 *   - "10.12.2026 19:30"   the German parts separated by a space
 * Each part may be written any way parseGermanDate / parseGermanTime accept.
 */
export function dateTimeParts(value: unknown): { date: string; time: string } {
  if (value && typeof value === "object" && !Array.isArray(value)) {
    const o = value as Record<string, unknown>;
    return { date: typeof o.date === "string" ? o.date.trim() : "", time: typeof o.time === "string" ? o.time.trim() : "" };
  }
  if (typeof value !== "string") return { date: "", time: "" };
  const s = value.trim();
  const t = s.indexOf("T");
  if (t >= 0) return { date: s.slice(0, t).trim(), time: s.slice(t + 1).trim() };
  const space = s.search(/\s/);
  if (space >= 0) return { date: s.slice(0, space), time: s.slice(space + 1).trim() };
  // a lone part: a time ("19:30") lacks its date, anything else is the date
  return parseGermanTime(s) && !parseGermanDate(s) ? { date: "", time: s } : { date: s, time: "" };
}

export type BerlinDateTimeResult =
  | { ok: true; date: Date; local: string }
  | { ok: false; reason: "empty" | "noDate" | "noTime" | "badDate" | "badTime" | "nonexistent"; day?: string };

/** Parses what a date-time field posted (see dateTimeParts) into the instant in Europe/Berlin. */
export function parseBerlinDateTime(value: unknown): BerlinDateTimeResult {
  const parts = dateTimeParts(value);
  if (!parts.date && !parts.time) return { ok: false, reason: "empty" };
  const day = parseGermanDate(parts.date);
  const time = parseGermanTime(parts.time);
  if (parts.date && !day) return { ok: false, reason: "badDate" };
  if (parts.time && !time) return { ok: false, reason: "badTime" };
  if (!day) return { ok: false, reason: "noDate" };
  if (!time) return { ok: false, reason: "noTime" };
  const local = `${day}T${time}`;
  const date = berlinLocalToDate(local);
  // 02:30 on the last Sunday of March does not exist in Berlin (clocks jump from 02:00 to 03:00)
  if (!date || toBerlinLocalInput(date) !== local) return { ok: false, reason: "nonexistent", day };
  return { ok: true, date, local };
}

/** The German message for a failed parse; `label` in the accusative ("den Beginn"). */
export function berlinDateTimeMessage(reason: Exclude<BerlinDateTimeResult, { ok: true }>["reason"], label: string, day?: string): string {
  switch (reason) {
    case "empty":
      return `Bitte geben Sie ${label} an.`;
    case "noDate":
      return `Bitte geben Sie auch das Datum für ${label} an.`;
    case "noTime":
      return `Bitte geben Sie auch die Uhrzeit für ${label} an.`;
    case "badDate":
      return `Bitte geben Sie für ${label} ein gültiges Datum im Format TT.MM.JJJJ an.`;
    case "badTime":
      return `Bitte geben Sie für ${label} eine Uhrzeit im Format HH:MM an.`;
    case "nonexistent":
      return `Diese Uhrzeit gibt es am ${formatGermanDate(day)} wegen der Umstellung auf Sommerzeit nicht.`;
  }
}

const isBlankDateTime = (v: unknown) => {
  const p = dateTimeParts(v);
  return !p.date && !p.time;
};

/**
 * The one zod field for a date and time in Berlin (German parts or ISO-local, see dateTimeParts),
 * yielding the instant; `label` in the accusative ("den Beginn"). A half-filled field (date
 * without time) gets a German message — no default time is guessed.
 */
export const zBerlinDateTime = (label: string) =>
  z.unknown().transform((v, ctx) => {
    const r = parseBerlinDateTime(v);
    if (r.ok) return r.date;
    ctx.addIssue({ code: "custom", message: berlinDateTimeMessage(r.reason, label, r.day) });
    return z.NEVER;
  });

/** zBerlinDateTime that may be left empty (both parts blank → undefined). */
export const zOptionalBerlinDateTime = (label: string) => z.preprocess((v) => (isBlankDateTime(v) ? undefined : v), zBerlinDateTime(label).optional());

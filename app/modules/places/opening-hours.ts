import { z } from "zod";
import { formatGermanDate, parseGermanDate, parseGermanTime } from "~/lib/date-input";
import { isRealDate } from "~/lib/input";
import { TIME_ZONE } from "~/lib/format";

/**
 * Opening hours of a place (spec §3 opening_hours), stored structured in the jsonb column:
 * per weekday (Monday first) several time ranges, null = closed that day, and exceptions for
 * single dates (holidays: closed, or special hours). A range whose end is not after its start runs
 * over midnight ("22:00 – 02:00"). Everything is read in Berlin wall-clock time.
 */
export const DAYS = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"] as const;
export type Day = (typeof DAYS)[number];
export type TimeRange = { open: string; close: string };
export type OpeningException = { date: string; note?: string; ranges: TimeRange[] };
export type OpeningHours = Partial<Record<Day, TimeRange[] | null>> & { exceptions?: OpeningException[] };

export const DAY_LABELS: Record<Day, string> = { mon: "Montag", tue: "Dienstag", wed: "Mittwoch", thu: "Donnerstag", fri: "Freitag", sat: "Samstag", sun: "Sonntag" };
const DAY_SHORT: Record<Day, string> = { mon: "Mo.", tue: "Di.", wed: "Mi.", thu: "Do.", fri: "Fr.", sat: "Sa.", sun: "So." };

/** The form's slots: ranges per weekday and exception dates (the editor shows this many). */
export const RANGES_PER_DAY = 3;
export const MAX_EXCEPTIONS = 8;

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const TIME_MESSAGE = "Bitte geben Sie eine Uhrzeit wie 09:30 an.";
const minutes = (t: string) => (t === "24:00" ? 1440 : Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5)));
const blank = (v: unknown) => v === undefined || v === null || v === "";

/** "9", "9:30", "0930", "22 Uhr" → "HH:MM"; "24:00" ends a day. */
const timeField = z.preprocess(
  (v) => (typeof v === "string" ? (v.trim() === "24:00" ? "24:00" : (parseGermanTime(v) ?? v.trim())) : v),
  // checked in the object's transform, so every slot's message shows at once
  z.string().max(20, TIME_MESSAGE).optional(),
);

const rangeSlot = z.object({ open: timeField, close: timeField });

/** Same-day minutes a range covers: an overnight range covers its start to midnight. */
const span = (r: TimeRange): [number, number] => {
  const o = minutes(r.open);
  const c = minutes(r.close);
  return c > o ? [o, c] : [o, 1440];
};

/** Checks one day's ranges; issues go to the slot that is wrong. */
type Report = (path: [number, "open" | "close"], message: string) => void;
function checkRanges(slots: Array<{ open?: string; close?: string }>, report: Report, where: string): TimeRange[] {
  const ranges: Array<TimeRange & { index: number }> = [];
  slots.forEach((s, index) => {
    if (blank(s.open) && blank(s.close)) return;
    if (blank(s.open) || blank(s.close)) {
      report([index, blank(s.open) ? "open" : "close"], "Bitte geben Sie Beginn und Ende an.");
      return;
    }
    const badOpen = !TIME.test(s.open!) && s.open !== "24:00";
    const badClose = !TIME.test(s.close!) && s.close !== "24:00";
    if (badOpen || badClose) {
      if (badOpen) report([index, "open"], TIME_MESSAGE);
      if (badClose) report([index, "close"], TIME_MESSAGE);
      return;
    }
    if (s.open === "24:00") {
      report([index, "open"], "Bitte geben Sie einen Beginn vor 24:00 an.");
      return;
    }
    if (minutes(s.open!) === minutes(s.close!)) {
      report([index, "close"], "Beginn und Ende dürfen nicht gleich sein.");
      return;
    }
    ranges.push({ open: s.open!, close: s.close!, index });
  });
  const sorted = [...ranges].sort((a, b) => minutes(a.open) - minutes(b.open));
  for (let i = 1; i < sorted.length; i++) {
    if (span(sorted[i]!)[0] < span(sorted[i - 1]!)[1]) {
      report([sorted[i]!.index, "open"], `Die Zeiträume ${where} überschneiden sich.`);
    }
  }
  return sorted.map(({ open, close }) => ({ open, close }));
}

const daySlots = z.array(rangeSlot).max(RANGES_PER_DAY, `Höchstens ${RANGES_PER_DAY} Zeiträume pro Tag.`).default([]);

const exceptionSlot = z.object({
  date: z.preprocess(
    (v) => (typeof v === "string" ? (parseGermanDate(v) ?? v.trim()) : v),
    z.string().max(20, "Bitte geben Sie ein Datum im Format TT.MM.JJJJ an.").optional(),
  ),
  note: z.string().trim().max(80, "Höchstens 80 Zeichen.").optional(),
  closed: z.preprocess((v) => v === "on" || v === "true" || v === true, z.boolean()).default(false),
  open: timeField,
  close: timeField,
});

/**
 * The opening hours as the editor posts them (`openingHours.mon[0].open`, `openingHours.exceptions[0].date`)
 * → the stored shape. Empty slots are dropped; overlapping ranges, half-filled ranges and an end
 * equal to the start are refused beside the slot. No range on any day and no exception → `{}` (the
 * place says nothing about its hours); otherwise a day without ranges is closed (null).
 */
export const openingHoursSchema = z
  .object({
    ...(Object.fromEntries(DAYS.map((d) => [d, daySlots])) as Record<Day, typeof daySlots>),
    exceptions: z.array(exceptionSlot).max(MAX_EXCEPTIONS, `Höchstens ${MAX_EXCEPTIONS} Ausnahmen.`).default([]),
  })
  .prefault({})
  .transform((v, ctx): OpeningHours => {
    const out: OpeningHours = {};
    for (const d of DAYS) {
      const ranges = checkRanges(v[d], (path, message) => ctx.addIssue({ code: "custom", path: [d, ...path], message }), `am ${DAY_LABELS[d]}`);
      out[d] = ranges.length ? ranges : null;
    }
    const exceptions: OpeningException[] = [];
    const seen = new Set<string>();
    v.exceptions.forEach((e, index) => {
      const at = (field: string, message: string) => ctx.addIssue({ code: "custom", path: ["exceptions", index, field], message });
      const empty = blank(e.date) && blank(e.note) && blank(e.open) && blank(e.close) && !e.closed;
      if (empty) return;
      if (blank(e.date)) return at("date", "Bitte geben Sie das Datum der Ausnahme an.");
      if (!isRealDate(e.date)) return at("date", "Bitte geben Sie ein Datum im Format TT.MM.JJJJ an.");
      if (seen.has(e.date!)) return at("date", "Für dieses Datum gibt es schon eine Ausnahme.");
      seen.add(e.date!);
      if (e.closed) return void exceptions.push({ date: e.date!, ...(e.note ? { note: e.note } : {}), ranges: [] });
      if (blank(e.open) && blank(e.close)) return at("open", "Bitte geben Sie besondere Öffnungszeiten an oder wählen Sie „Geschlossen“.");
      const ranges = checkRanges([{ open: e.open, close: e.close }], ([, field], message) => at(field, message), "der Ausnahme");
      if (ranges.length) exceptions.push({ date: e.date!, ...(e.note ? { note: e.note } : {}), ranges });
    });
    if (exceptions.length) out.exceptions = exceptions.sort((a, b) => a.date.localeCompare(b.date));
    const anything = DAYS.some((d) => out[d]) || exceptions.length > 0;
    return anything ? out : {};
  });

/** The editor's default values for stored hours: every day's ranges, the exceptions as slots. */
export function openingHoursFormValues(hours: OpeningHours | null | undefined) {
  const h = hours ?? {};
  return {
    ...(Object.fromEntries(DAYS.map((d) => [d, (h[d] ?? []).map((r) => ({ open: r.open, close: r.close }))])) as Record<Day, TimeRange[]>),
    exceptions: (h.exceptions ?? []).map((e) => ({
      date: formatGermanDate(e.date),
      note: e.note ?? "",
      closed: e.ranges.length === 0 ? "on" : undefined,
      open: e.ranges[0]?.open ?? "",
      close: e.ranges[0]?.close ?? "",
    })),
  };
}

// ---- open now -------------------------------------------------------------------------------

let berlin: Intl.DateTimeFormat | undefined;
/** Berlin wall clock of an instant: ISO day and minute of the day. */
function berlinClock(now: Date): { day: string; minute: number } {
  berlin ??= new Intl.DateTimeFormat("en-CA", { timeZone: TIME_ZONE, year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", hourCycle: "h23" });
  const p: Record<string, string> = {};
  for (const part of berlin.formatToParts(now)) p[part.type] = part.value;
  return { day: `${p.year}-${p.month}-${p.day}`, minute: (Number(p.hour) % 24) * 60 + Number(p.minute) };
}

const addDays = (isoDay: string, n: number) => {
  const d = new Date(`${isoDay}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};
const weekdayOf = (isoDay: string): Day => DAYS[(new Date(`${isoDay}T00:00:00Z`).getUTCDay() + 6) % 7]!;

/** The ranges that apply on a date: its exception's, else its weekday's. */
export function rangesOn(hours: OpeningHours, isoDay: string): TimeRange[] {
  const exception = hours.exceptions?.find((e) => e.date === isoDay);
  if (exception) return exception.ranges;
  return hours[weekdayOf(isoDay)] ?? [];
}

export type OpenState =
  | { status: "open"; closesAt: string; label: string }
  | { status: "closed"; opensAt: { day: string; time: string } | null; label: string }
  | { status: "unknown"; label: null };

/**
 * Whether a place is open at `now`, in Berlin wall-clock time: "Jetzt geöffnet · bis 22:00",
 * "Öffnet um 18:00" (today), "Öffnet morgen um 10:00", "Öffnet Mo. um 10:00" (within a week), or
 * "Geschlossen". Ranges over midnight count on the next morning too; a date's exception replaces its
 * weekday (also for a range of the evening before that runs past midnight — the exception's day
 * decides only its own ranges). Hours that were never entered → unknown (nothing is shown).
 */
export function openState(hours: OpeningHours | null | undefined, now: Date): OpenState {
  if (!hours || !(DAYS.some((d) => hours[d] !== undefined) || hours.exceptions?.length)) return { status: "unknown", label: null };
  const { day, minute } = berlinClock(now);
  // still open from yesterday's overnight range?
  for (const r of rangesOn(hours, addDays(day, -1))) {
    const o = minutes(r.open);
    const c = minutes(r.close);
    if (c <= o && minute < c) return { status: "open", closesAt: r.close, label: `Jetzt geöffnet · bis ${r.close}` };
  }
  for (const r of rangesOn(hours, day)) {
    const o = minutes(r.open);
    const c = minutes(r.close);
    const overnight = c <= o;
    if (minute >= o && (overnight || minute < c)) return { status: "open", closesAt: r.close, label: `Jetzt geöffnet · bis ${r.close}` };
  }
  for (let n = 0; n <= 7; n++) {
    const d = addDays(day, n);
    const next = rangesOn(hours, d)
      .map((r) => r.open)
      .filter((t) => n > 0 || minutes(t) > minute)
      .sort((a, b) => minutes(a) - minutes(b))[0];
    if (next) {
      const when = n === 0 ? "" : n === 1 ? "morgen " : `${DAY_SHORT[weekdayOf(d)]} `;
      return { status: "closed", opensAt: { day: d, time: next }, label: `Öffnet ${when}um ${next}` };
    }
  }
  return { status: "closed", opensAt: null, label: "Geschlossen" };
}

/** The exceptions of the next `days` days for the place page: "Do., 24.12." · "Geschlossen" or "10:00 – 14:00". */
export function upcomingExceptions(hours: OpeningHours | null | undefined, now: Date, days = 30) {
  const { day } = berlinClock(now);
  const last = addDays(day, days);
  return (hours?.exceptions ?? [])
    .filter((e) => e.date >= day && e.date <= last)
    .map((e) => ({
      date: e.date,
      day: `${DAY_SHORT[weekdayOf(e.date)]}, ${e.date.slice(8, 10)}.${e.date.slice(5, 7)}.`,
      note: e.note ?? null,
      text: e.ranges.length ? e.ranges.map((r) => `${r.open} – ${r.close}`).join(", ") : "Geschlossen",
    }));
}

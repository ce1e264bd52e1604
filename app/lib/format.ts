/**
 * Date and number formatting for display. Dates use Intl.DateTimeFormat with the Berlin time zone
 * (no date library in the client bundle); the patterns match the former date-fns output exactly.
 */

/** All dates are shown in Berlin time, whatever the server's or browser's zone. */
export const TIME_ZONE = "Europe/Berlin";
/** Weeks start on Monday. */
export const WEEK_STARTS_ON = 1 as const;

type DateInput = Date | string | number;

type BerlinParts = { year: number; month: number; day: number; hour: number; minute: number; second: number; weekday: number };

let partsFormatter: Intl.DateTimeFormat | undefined;
const WEEKDAY_INDEX: Record<string, number> = { Sun: 0, Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6 };

/** Calendar fields of an instant in Berlin (weekday 0 = Sunday). */
function berlinParts(d: DateInput): BerlinParts {
  partsFormatter ??= new Intl.DateTimeFormat("en-US", {
    timeZone: TIME_ZONE,
    hourCycle: "h23",
    year: "numeric",
    month: "numeric",
    day: "numeric",
    hour: "numeric",
    minute: "numeric",
    second: "numeric",
    weekday: "short",
  });
  const out: Record<string, string> = {};
  for (const p of partsFormatter.formatToParts(new Date(d))) out[p.type] = p.value;
  return {
    year: Number(out.year),
    month: Number(out.month),
    day: Number(out.day),
    hour: Number(out.hour) % 24,
    minute: Number(out.minute),
    second: Number(out.second),
    weekday: WEEKDAY_INDEX[out.weekday] ?? 0,
  };
}

const pad = (n: number, len = 2) => String(n).padStart(len, "0");
const WEEKDAYS = ["Sonntag", "Montag", "Dienstag", "Mittwoch", "Donnerstag", "Freitag", "Samstag"];
const WEEKDAYS_SHORT = ["So", "Mo", "Di", "Mi", "Do", "Fr", "Sa"];
const MONTHS_SHORT = ["Jan.", "Feb.", "März", "Apr.", "Mai", "Juni", "Juli", "Aug.", "Sep.", "Okt.", "Nov.", "Dez."];

const dmy = (p: BerlinParts) => `${pad(p.day)}.${pad(p.month)}.${pad(p.year, 4)}`;
const hm = (p: BerlinParts) => `${pad(p.hour)}:${pad(p.minute)}`;

/** 24.12.2026 */
export const formatDate = (d: DateInput) => dmy(berlinParts(d));
/** 19:30 */
export const formatTime = (d: DateInput) => hm(berlinParts(d));
/** 24.12.2026, 19:30 Uhr */
export const formatDateTime = (d: DateInput) => {
  const p = berlinParts(d);
  return `${dmy(p)}, ${hm(p)} Uhr`;
};
/** Do., 24.12.2026 */
export const formatWeekdayDate = (d: DateInput) => {
  const p = berlinParts(d);
  return `${WEEKDAYS_SHORT[p.weekday]}., ${dmy(p)}`;
};
/** Donnerstag */
export const formatWeekday = (d: DateInput) => WEEKDAYS[berlinParts(d).weekday];
/** "Dez." — for date blocks on cards */
export const formatMonthShort = (d: DateInput) => MONTHS_SHORT[berlinParts(d).month - 1];
/** "24" */
export const formatDayOfMonth = (d: DateInput) => pad(berlinParts(d).day);
/** Date in Berlin as yyyy-MM-dd (the date picker's value, URLs). */
export const toIsoDay = (d: DateInput) => {
  const p = berlinParts(d);
  return `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}`;
};

/** Berlin wall-clock time minus UTC at instant `t`, in ms. */
function berlinOffsetMs(t: number): number {
  const p = berlinParts(t);
  const wall = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return wall - Math.floor(t / 1000) * 1000;
}

/** The instant of a Berlin wall-clock time (month 1–12; day may overflow like Date.UTC). */
function berlinWallTime(year: number, month: number, day: number, hour = 0, minute = 0): Date {
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  // two passes: the offset at the guessed instant can differ from the one at the result (DST)
  let t = wall - berlinOffsetMs(wall);
  t = wall - berlinOffsetMs(t);
  return new Date(t);
}

/** Monday 00:00 Berlin of the week containing d. */
export function startOfWeek(d: DateInput): Date {
  const p = berlinParts(d);
  const back = (p.weekday - WEEK_STARTS_ON + 7) % 7;
  return berlinWallTime(p.year, p.month, p.day - back);
}

/** Start of the given Berlin calendar day (yyyy-MM-dd) as an instant. */
export function berlinDayStart(isoDay: string): Date {
  const [y, m, d] = isoDay.split("-").map(Number);
  return berlinWallTime(y, m, d);
}

/** End of the given Berlin calendar day (exclusive): the start of the next day, DST-aware. */
export function berlinDayEnd(isoDay: string): Date {
  const [y, m, d] = isoDay.split("-").map(Number);
  return berlinWallTime(y, m, d + 1);
}

const euro = new Intl.NumberFormat("de-DE", { style: "currency", currency: "EUR" });
const euroWhole = new Intl.NumberFormat("de-DE", { style: "currency", currency: "EUR", maximumFractionDigits: 0 });

const euroAmount = new Intl.NumberFormat("de-DE", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * 1250 → "12,50 €" (cents in, always two decimals): the one money format of the product. The space
 * before "€" does not break; `plainSpace` gives an ordinary one (event prices, read the same
 * everywhere); `symbol: false` gives the amount alone ("12,50", for "12,00 – 20,00 €").
 */
export function formatMoney(cents: number, options: { plainSpace?: boolean; symbol?: boolean } = {}): string {
  if (options.symbol === false) return euroAmount.format(cents / 100);
  const text = euro.format(cents / 100);
  return options.plainSpace ? text.replace(/\u00a0/g, " ") : text;
}

/**
 * 1250 → "12,50" for a form field (no grouping, no "€"; parseMoneyToCents reads it back);
 * `dropZeroCents`: 1200 → "12". Null and undefined stay undefined (an empty field).
 */
export function formatMoneyInput(cents: number | null | undefined, options: { dropZeroCents?: boolean } = {}): string | undefined {
  if (cents === null || cents === undefined) return undefined;
  const text = (cents / 100).toFixed(2).replace(".", ",");
  return options.dropZeroCents ? text.replace(/,00$/, "") : text;
}

/** 250000 → "2.500 €" (for marketing figures). */
export function formatMoneyWhole(cents: number): string {
  return euroWhole.format(cents / 100);
}

const number = new Intl.NumberFormat("de-DE");
/** 12345 → "12.345" */
export const formatNumber = (n: number) => number.format(n);

/** Parses a German or dot decimal ("12,50", "12.50") to cents; null when malformed. */
export function parseMoneyToCents(input: string): number | null {
  const s = input.trim().replace(/\s|€/g, "");
  if (!/^\d{1,7}([.,]\d{1,2})?$/.test(s)) return null;
  return Math.round(Number.parseFloat(s.replace(",", ".")) * 100);
}

/** "2026-12-24T19:30" (an ISO-local value, Berlin wall clock) → the instant; null when malformed. */
export function berlinLocalToDate(value: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::\d{2})?$/.exec(value.trim());
  if (!m) return null;
  const [y, mo, d, h, mi] = m.slice(1).map(Number);
  if (mo < 1 || mo > 12 || d < 1 || d > 31 || h > 23 || mi > 59) return null;
  const date = berlinWallTime(y, mo, d, h, mi);
  return toIsoDay(date) === `${m[1]}-${m[2]}-${m[3]}` ? date : null;
}

/** The instant as an ISO-local value in Berlin time ("2026-12-24T19:30"). */
export function toBerlinLocalInput(d: DateInput): string {
  const p = berlinParts(d);
  return `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}T${pad(p.hour)}:${pad(p.minute)}`;
}

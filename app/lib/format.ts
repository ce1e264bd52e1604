import { TZDate } from "@date-fns/tz";
import { format as fnsFormat, startOfWeek as fnsStartOfWeek } from "date-fns";
import { de } from "date-fns/locale";

/** All dates are shown in Berlin time, whatever the server's or browser's zone. */
export const TIME_ZONE = "Europe/Berlin";
/** Weeks start on Monday. */
export const WEEK_STARTS_ON = 1 as const;

type DateInput = Date | string | number;

function toBerlin(d: DateInput): TZDate {
  return new TZDate(new Date(d).getTime(), TIME_ZONE);
}

function fmt(d: DateInput, pattern: string): string {
  return fnsFormat(toBerlin(d), pattern, { locale: de, weekStartsOn: WEEK_STARTS_ON });
}

/** 24.12.2026 */
export const formatDate = (d: DateInput) => fmt(d, "dd.MM.yyyy");
/** 19:30 */
export const formatTime = (d: DateInput) => fmt(d, "HH:mm");
/** 24.12.2026, 19:30 Uhr */
export const formatDateTime = (d: DateInput) => `${fmt(d, "dd.MM.yyyy, HH:mm")} Uhr`;
/** Do., 24.12.2026 */
export const formatWeekdayDate = (d: DateInput) => fmt(d, "EEEEEE., dd.MM.yyyy");
/** Donnerstag */
export const formatWeekday = (d: DateInput) => fmt(d, "EEEE");
/** "Dez." — for date blocks on cards */
export const formatMonthShort = (d: DateInput) => fmt(d, "MMM");
/** "24" */
export const formatDayOfMonth = (d: DateInput) => fmt(d, "dd");
/** Date in Berlin as yyyy-MM-dd (for <input type="date"> and URLs). */
export const toIsoDay = (d: DateInput) => fmt(d, "yyyy-MM-dd");

/** Monday 00:00 Berlin of the week containing d. */
export function startOfWeek(d: DateInput): Date {
  return new Date(fnsStartOfWeek(toBerlin(d), { weekStartsOn: WEEK_STARTS_ON }).getTime());
}

/** Start of the given Berlin calendar day (yyyy-MM-dd) as an instant. */
export function berlinDayStart(isoDay: string): Date {
  const [y, m, d] = isoDay.split("-").map(Number);
  return new Date(new TZDate(y, m - 1, d, 0, 0, 0, TIME_ZONE).getTime());
}

const euro = new Intl.NumberFormat("de-DE", { style: "currency", currency: "EUR" });
const euroWhole = new Intl.NumberFormat("de-DE", { style: "currency", currency: "EUR", maximumFractionDigits: 0 });

/** 1250 → "12,50 €" (cents in, always two decimals). */
export function formatMoney(cents: number): string {
  return euro.format(cents / 100);
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

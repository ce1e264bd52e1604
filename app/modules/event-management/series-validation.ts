import { z } from "zod";
import { germanDate } from "~/lib/date-input";
import { defineEnum } from "~/lib/enum";
import { zInteger } from "~/lib/input";

/** How often the dates of a series ('Terminserie') follow each other. */
export const SERIES_FREQUENCY = defineEnum({
  weekly: { label: "Wöchentlich" },
  biweekly: { label: "Alle 2 Wochen" },
  daily: { label: "Täglich" },
  monthly: { label: "Monatlich (am gleichen Tag)" },
});
export type SeriesFrequency = (typeof SERIES_FREQUENCY.values)[number];

/** The most dates one series may have (the event's date included). */
export const MAX_SERIES_DATES = 52;

const blankToUndefined = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);

/** The series form in the event editor: the event is the first date; `until` optionally ends the series earlier. */
export const eventSeriesSchema = z.object({
  frequency: z.enum(SERIES_FREQUENCY.values, { error: "Bitte wählen Sie, wie oft das Event stattfindet." }),
  dateCount: zInteger("Bitte geben Sie die Anzahl der Termine als ganze Zahl an.").pipe(
    z
      .number()
      .min(2, "Eine Terminserie hat mindestens 2 Termine (dieses Event eingeschlossen).")
      .max(MAX_SERIES_DATES, `Eine Terminserie hat höchstens ${MAX_SERIES_DATES} Termine.`),
  ),
  until: z.preprocess(blankToUndefined, germanDate("Bitte geben Sie das Enddatum im Format TT.MM.JJJJ an.").optional()),
});
export type EventSeriesInput = z.infer<typeof eventSeriesSchema>;

const pad = (n: number) => String(n).padStart(2, "0");

/**
 * The wall-clock dates of a series in Berlin ("yyyy-MM-ddTHH:mm"), the first one included: every
 * date keeps the first date's local time (so it stays 19:30 across a change to or from summer time).
 * Monthly dates fall on the same day of the month; a month without that day (the 31st in April) is
 * skipped. `until` ("yyyy-MM-dd") ends the series on that day at the latest.
 */
export function seriesLocalDates(firstLocal: string, frequency: SeriesFrequency, count: number, until?: string): string[] {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}:\d{2})$/.exec(firstLocal);
  if (!m) throw new Error(`not a local date-time: ${firstLocal}`);
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const time = m[4];
  const out: string[] = [];
  for (let i = 0; out.length < count && i < count * 2; i++) {
    let day: Date;
    if (frequency === "monthly") {
      day = new Date(Date.UTC(y, mo - 1 + i, d));
      if (day.getUTCDate() !== d) continue; // e.g. no 31 April
    } else {
      const step = frequency === "daily" ? 1 : frequency === "weekly" ? 7 : 14;
      day = new Date(Date.UTC(y, mo - 1, d + i * step));
    }
    const iso = `${day.getUTCFullYear()}-${pad(day.getUTCMonth() + 1)}-${pad(day.getUTCDate())}`;
    if (until && iso > until) break;
    out.push(`${iso}T${time}`);
  }
  return out;
}

/** One other date of a series on the public event page ('Weitere Termine'); `available` null = no seat limit. */
export type PublicSeriesDate = { id: string; slug: string; kind: "event" | "workshop" | "activity"; startDate: string; available: number | null; soldOut: boolean };

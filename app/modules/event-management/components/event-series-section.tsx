import { Link } from "react-router";
import { formatWeekdayDate, formatTime } from "~/lib/format";
import { EVENT_STATUS } from "~/modules/events/labels";
import { SERIES_FREQUENCY, MAX_SERIES_DATES, eventSeriesSchema } from "~/modules/event-management/series-validation";
import { EnumBadge } from "~/ui/badge";
import { FormSection, InputField, SelectInputField, SubmitButton, useZodForm, ZodForm, type SubmissionResult } from "~/ui/back-office/form";
import { buttonClass } from "~/ui/button";

export type EventSeriesSectionDate = {
  id: string;
  startDate: string;
  status: string;
  sold: number;
  capacity: number | null;
  confirmedBookings: number;
  current: boolean;
  editHref: string;
};

/**
 * The event editor's 'Terminserie' section: a single event offers the form that generates the series
 * (this event is the first date); an event of a series lists all its dates, each with its own sales,
 * a link to edit it and one to cancel just that date (the editor's cancel-and-refund dialog).
 */
export function EventSeriesSection({
  series,
  lastResult,
  disabled,
}: {
  series: { frequency: string; dates: EventSeriesSectionDate[] } | null;
  lastResult?: SubmissionResult | null;
  disabled: boolean;
}) {
  if (!series && disabled) return null;
  // below 768 px the editor's save bar is fixed to the bottom of the screen: keep the section's last row clear of it
  return <div className="max-md:mb-20">{series ? <SeriesDates frequency={series.frequency} dates={series.dates} /> : <SeriesForm lastResult={lastResult} />}</div>;
}

function SeriesForm({ lastResult }: { lastResult?: SubmissionResult | null }) {
  const [form, fields] = useZodForm(eventSeriesSchema, { id: "event-series", lastResult, defaultValue: { frequency: "weekly", dateCount: "4" } });
  return (
    <ZodForm form={form} warnUnsaved={false}>
      <input type="hidden" name="intent" value="series" />
      <FormSection
        title="Terminserie"
        description={`Findet dieses Event regelmäßig statt? Legen Sie bis zu ${MAX_SERIES_DATES} Termine auf einmal an – jeder Termin mit eigenen Plätzen, Tickets und eigenem Einlass. Dieses Event ist der erste Termin; Uhrzeit, Details und Ticketkategorien werden übernommen.`}
      >
        <SelectInputField field={fields.frequency} label="Wiederholung" options={SERIES_FREQUENCY.options()} />
        <InputField field={fields.dateCount} label="Anzahl der Termine" type="number" inputMode="numeric" min={2} max={MAX_SERIES_DATES} hint="Dieses Event eingeschlossen" />
        <InputField field={fields.until} label="Letzter Termin spätestens am (optional)" placeholder="TT.MM.JJJJ" hint="Die Serie endet an diesem Tag, auch wenn dann weniger Termine entstehen." />
        <div className="flex items-end md:col-span-2">
          <SubmitButton pendingLabel="Termine werden angelegt…">Terminserie anlegen</SubmitButton>
        </div>
      </FormSection>
    </ZodForm>
  );
}

function SeriesDates({ frequency, dates }: { frequency: string; dates: EventSeriesSectionDate[] }) {
  return (
    <section aria-labelledby="series-title" className="rounded-2xl border border-line bg-white p-5 md:p-6">
      <h2 id="series-title" className="font-display text-xl font-semibold">
        Terminserie
      </h2>
      <p className="mt-1 text-sm text-muted">
        {SERIES_FREQUENCY.label(frequency)}, {dates.length} Termine. Jeder Termin verkauft eigene Tickets; eine Absage betrifft nur die Buchungen dieses Termins.
      </p>
      <ol className="mt-4 divide-y divide-line">
        {dates.map((d, i) => (
          <li key={d.id} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:gap-4">
            <div className="min-w-0 flex-1">
              <p className="font-semibold">
                <span className="text-muted">{i + 1}.</span> {formatWeekdayDate(d.startDate)}, {formatTime(d.startDate)} Uhr
                {d.current ? <span className="ml-2 text-sm font-normal text-muted">(dieser Termin)</span> : null}
              </p>
              <p className="text-sm text-muted">
                {d.capacity === null ? `${d.sold} Tickets verkauft` : `${d.sold} von ${d.capacity} Plätzen verkauft`} · {d.confirmedBookings}{" "}
                {d.confirmedBookings === 1 ? "Buchung" : "Buchungen"}
              </p>
            </div>
            <EnumBadge of={EVENT_STATUS} value={d.status} className="self-start sm:self-auto" />
            <div className="flex gap-2">
              {d.current ? null : (
                <Link to={d.editHref} className={buttonClass("outline", "sm")} aria-label={`Termin ${i + 1} bearbeiten`}>
                  Bearbeiten
                </Link>
              )}
              {d.status === "cancelled" ? null : (
                <Link to={`${d.editHref}?absagen=1`} className={buttonClass("danger", "sm")} aria-label={`Termin ${i + 1} am ${formatWeekdayDate(d.startDate)} absagen`}>
                  Absagen
                </Link>
              )}
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}

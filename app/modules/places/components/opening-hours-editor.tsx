import type { FieldMetadata } from "@conform-to/react";
import { cn } from "~/lib/cn";
import { DAY_LABELS, DAYS, MAX_EXCEPTIONS, RANGES_PER_DAY } from "~/modules/places/opening-hours";
import { controlClass } from "~/ui/form-field";

type Slot = { open?: string; close?: string };
type ExceptionSlot = Slot & { date?: string; note?: string; closed?: string | boolean };
type Initial = Partial<Record<(typeof DAYS)[number], Slot[]>> & { exceptions?: ExceptionSlot[] };

/**
 * The weekly opening-hours editor (Monday first): per day its ranges plus one empty pair to add
 * another, and dates with their own hours (holidays: closed, or special hours). Plain inputs that
 * post `openingHours.mon[0].open` etc. — it works before hydration and without JavaScript; the
 * schema (`openingHoursSchema`) checks and stores it. Used by the admin's place form; the business
 * owner's form can use it as it is (give it the form's `openingHours` field and `allErrors`).
 */
export function OpeningHoursEditor({ field, errors }: { field: FieldMetadata<unknown>; errors: Record<string, string[] | undefined> }) {
  const initial = (field.initialValue ?? {}) as Initial;
  const name = field.name;
  const errorOf = (path: string) => errors[`${name}.${path}`]?.[0];
  const exceptions = initial.exceptions ?? [];
  const exceptionSlots = Math.min(MAX_EXCEPTIONS, exceptions.length + 2);
  return (
    <div className="flex flex-col gap-6 md:col-span-2" key={field.key}>
      <div>
        <h3 className="text-base font-semibold text-ink">Wochenplan</h3>
        <p className="mt-1 text-sm text-muted">
          Uhrzeiten wie 09:00 oder 22:30. Ein Tag ohne Zeitraum ist geschlossen. Endet ein Zeitraum vor seinem Beginn (22:00 – 02:00), läuft er über Mitternacht.
        </p>
        <ul className="mt-3 divide-y divide-line rounded-xl border border-line">
          {DAYS.map((day) => {
            const ranges = initial[day] ?? [];
            const slots = Math.min(RANGES_PER_DAY, Math.max(1, ranges.length + 1));
            const dayErrors = Array.from({ length: slots }, (_, i) => errorOf(`${day}[${i}].open`) ?? errorOf(`${day}[${i}].close`)).filter(Boolean);
            return (
              <li key={day} className="flex flex-col gap-2 px-3 py-3 md:flex-row md:items-start md:gap-4">
                <span id={`${field.id}-${day}`} className="pt-2 text-sm font-semibold text-ink md:w-28 md:shrink-0">
                  {DAY_LABELS[day]}
                </span>
                <div className="flex min-w-0 flex-col gap-1.5">
                  <div className="flex flex-wrap gap-x-5 gap-y-2">
                    {Array.from({ length: slots }, (_, i) => (
                      <RangeInputs key={i} prefix={`${name}.${day}[${i}]`} value={ranges[i]} dayLabel={DAY_LABELS[day]} n={i + 1} invalid={Boolean(errorOf(`${day}[${i}].open`) || errorOf(`${day}[${i}].close`))} />
                    ))}
                  </div>
                  {ranges.length === 0 && !dayErrors.length ? <p className="text-xs text-muted">Geschlossen</p> : null}
                  {dayErrors.length ? <p className="text-sm font-medium text-danger">{dayErrors[0]}</p> : null}
                </div>
              </li>
            );
          })}
        </ul>
      </div>
      <div>
        <h3 className="text-base font-semibold text-ink">Ausnahmen</h3>
        <p className="mt-1 text-sm text-muted">Feiertage und besondere Tage: geschlossen oder mit eigenen Zeiten. Sie ersetzen an diesem Datum den Wochenplan.</p>
        <ul className="mt-3 flex flex-col gap-3">
          {Array.from({ length: exceptionSlots }, (_, i) => {
            const e = exceptions[i] ?? {};
            const p = `${name}.exceptions[${i}]`;
            const err = errorOf(`exceptions[${i}].date`) ?? errorOf(`exceptions[${i}].open`) ?? errorOf(`exceptions[${i}].close`) ?? errorOf(`exceptions[${i}].note`);
            return (
              <li key={i} className="rounded-xl border border-line p-3">
                <fieldset className="flex flex-wrap items-end gap-x-4 gap-y-3">
                  <legend className="sr-only">Ausnahme {i + 1}</legend>
                  <label className="flex flex-col gap-1 text-sm font-semibold text-ink">
                    Datum
                    <span className="block w-36">
                      <input name={`${p}.date`} defaultValue={e.date ?? ""} placeholder="TT.MM.JJJJ" inputMode="numeric" aria-invalid={Boolean(errorOf(`exceptions[${i}].date`)) || undefined} className={controlClass} />
                    </span>
                  </label>
                  <label className="flex min-w-40 flex-1 flex-col gap-1 text-sm font-semibold text-ink">
                    Anlass
                    <input name={`${p}.note`} defaultValue={e.note ?? ""} placeholder="z. B. Heiligabend" className={controlClass} />
                  </label>
                  <label className="flex min-h-11 items-center gap-2 text-sm font-medium text-ink">
                    <input type="checkbox" name={`${p}.closed`} defaultChecked={e.closed === "on" || e.closed === true} className="size-5 accent-[var(--color-primary)]" />
                    Geschlossen
                  </label>
                  <RangeInputs prefix={p} value={e} dayLabel={`Ausnahme ${i + 1}`} n={1} invalid={Boolean(errorOf(`exceptions[${i}].open`) || errorOf(`exceptions[${i}].close`))} />
                </fieldset>
                {err ? <p className="mt-2 text-sm font-medium text-danger">{err}</p> : null}
              </li>
            );
          })}
        </ul>
      </div>
    </div>
  );
}

function RangeInputs({ prefix, value, dayLabel, n, invalid }: { prefix: string; value?: Slot; dayLabel: string; n: number; invalid: boolean }) {
  const input = cn(controlClass, "text-center tabular-nums");
  return (
    <span className="inline-flex items-center gap-2">
      <span className="block w-24">
        <input name={`${prefix}.open`} defaultValue={value?.open ?? ""} placeholder="von" inputMode="numeric" autoComplete="off" aria-label={`${dayLabel}, Zeitraum ${n}: von`} aria-invalid={invalid || undefined} className={input} />
      </span>
      <span aria-hidden="true" className="text-muted">
        –
      </span>
      <span className="block w-24">
        <input name={`${prefix}.close`} defaultValue={value?.close ?? ""} placeholder="bis" inputMode="numeric" autoComplete="off" aria-label={`${dayLabel}, Zeitraum ${n}: bis`} aria-invalid={invalid || undefined} className={input} />
      </span>
    </span>
  );
}

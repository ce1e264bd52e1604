import { unstable_useControl as useControl, type FieldMetadata } from "@conform-to/react";
import { useState, type ReactNode } from "react";
import { dateTimeParts, parseGermanDate, parseGermanTime } from "~/lib/date-input";
import { cn } from "~/lib/cn";
import { DatePicker, TimeInput, useEnhanced } from "~/ui/date-picker";

/** What the form posts for the field with JavaScript: "yyyy-MM-ddTHH:mm", the typed parts joined by "T" when one is invalid, "" when empty. */
function combine(date: string, time: string): string {
  const d = parseGermanDate(date) ?? date.trim();
  const t = parseGermanTime(time) ?? time.trim();
  return d || t ? `${d}T${t}` : "";
}

/**
 * A date and a time in Berlin, entered with the German date picker (dd.MM.yyyy + calendar) and a
 * 24-hour time input, grouped under one legend (`label`) with the parts labelled "Datum" and
 * "Uhrzeit"; the German error from conform below both. Validate with `zBerlinDateTime` /
 * `zOptionalBerlinDateTime` from ~/lib/date-input, which accept every form below.
 *
 * Posting, for a field named `startDate`:
 *   - with JavaScript: `startDate=2026-12-10T19:30` (a hidden input kept in sync and wired to conform,
 *     so client validation runs when focus leaves the field and again on every change after an error).
 *     When a part is not valid the typed parts are posted joined by "T" (`31.02.2026T19:30`) and the
 *     schema answers with the matching German message.
 *   - before hydration: the two text inputs themselves, as typed — `startDate.date=10.12.2026` and
 *     `startDate.time=19:30`; conform nests them into `{ date, time }`.
 * Both parts empty = no value (fine for an optional field). Only one part filled gets a German
 * message ("Bitte geben Sie auch die Uhrzeit für den Beginn an."); no default time is guessed.
 */
export function DateTimeField({ field, label, hint, className }: { field: FieldMetadata<unknown>; label: string; hint?: ReactNode; className?: string }) {
  const enhanced = useEnhanced();
  const initial = dateTimeParts(field.initialValue);
  const control = useControl({ key: field.key, initialValue: combine(initial.date, initial.time) });
  const [parts, setParts] = useState(initial);
  const [partsKey, setPartsKey] = useState(field.key);
  if (partsKey !== field.key) {
    setPartsKey(field.key);
    setParts(initial);
  }
  const update = (next: { date: string; time: string }) => {
    setParts(next);
    control.change(combine(next.date, next.time));
  };
  const error = field.errors?.[0];
  const described = [hint ? field.descriptionId : "", error ? field.errorId : ""].filter(Boolean).join(" ") || undefined;
  const required = Boolean(field.required);
  return (
    <fieldset
      className={cn("min-w-0", className)}
      onBlur={(e) => {
        // validate once focus leaves the whole field (not when moving from the date to the time)
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) control.blur();
      }}
    >
      <legend className="mb-1.5 text-sm font-semibold text-ink">
        {label}
        {required ? (
          <span aria-hidden="true" className="text-primary">
            {" "}
            *
          </span>
        ) : null}
      </legend>
      {/* keyed by conform's field key: a reset or a removed ticket row starts from the new initial value;
          side by side when the field is wide enough for both, else the time below the date (narrow grid columns);
          a container is a stacking context, so it is lifted while its calendar is open */}
      <div key={field.key} className="relative @container has-[[role=dialog]]:z-30">
        <div className="grid items-start gap-3 @min-[18rem]:grid-cols-[minmax(0,1fr)_7.25rem]">
          <DatePicker
            id={field.id}
            name={`${field.name}.date`}
            label="Datum"
            calendarLabel={label}
            compact
            postWithJs={false}
            required={required}
            defaultValue={initial.date}
            describedBy={described}
            invalid={Boolean(error)}
            onChange={(iso, text) => update({ date: iso ?? text, time: parts.time })}
          />
          <TimeInput
            id={`${field.id}-time`}
            name={`${field.name}.time`}
            label="Uhrzeit"
            compact
            postWithJs={false}
            required={required}
            defaultValue={initial.time}
            describedBy={described}
            invalid={Boolean(error)}
            onChange={(hhmm, text) => update({ date: parts.date, time: hhmm ?? text })}
          />
        </div>
      </div>
      {enhanced ? <input type="hidden" ref={control.register} name={field.name} defaultValue={combine(initial.date, initial.time)} /> : null}
      {hint ? (
        <p id={field.descriptionId} className="mt-1.5 text-sm text-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={field.errorId} className="mt-1.5 text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

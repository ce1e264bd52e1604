import { DayPicker } from "react-day-picker";
import { de } from "react-day-picker/locale";
import "react-day-picker/style.css";

/** Local calendar day of an ISO day (the calendar works in the browser's local days). */
export function isoToLocalDate(iso: string | null | undefined): Date | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso ?? "");
  return m ? new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3])) : undefined;
}

export function localDateToIso(d: Date): string {
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
}

/**
 * The month calendar of `DatePicker` (loaded only when opened): German names, weeks start on
 * Monday, keyboard navigation by react-day-picker.
 */
export default function DatePickerCalendar({
  selected,
  min,
  max,
  onSelect,
  autoFocus = true,
}: {
  selected: string | null;
  min?: string;
  max?: string;
  onSelect: (iso: string) => void;
  autoFocus?: boolean;
}) {
  const day = isoToLocalDate(selected);
  const from = isoToLocalDate(min);
  const to = isoToLocalDate(max);
  const disabled = [...(from ? [{ before: from }] : []), ...(to ? [{ after: to }] : [])];
  return (
    <DayPicker
      mode="single"
      locale={de}
      weekStartsOn={1}
      selected={day}
      defaultMonth={day ?? from}
      disabled={disabled.length ? disabled : undefined}
      onSelect={(d) => {
        if (d) onSelect(localDateToIso(d));
      }}
      autoFocus={autoFocus}
      showOutsideDays
      fixedWeeks
      className="stadtpuls-calendar"
      style={
        {
          "--rdp-accent-color": "var(--color-secondary)",
          "--rdp-accent-background-color": "var(--color-secondary-soft)",
        } as React.CSSProperties
      }
    />
  );
}

/**
 * German date and time fields — use these everywhere a date or a time is entered.
 *
 *   <DatePicker name="from" label="Von" defaultValue="2026-12-10" />
 *   <TimeInput name="start" label="Beginn" defaultValue="19:30" />
 *
 * DatePicker
 *   - shows and accepts `dd.MM.yyyy` in a plain text input (also `d.M.yy` and `yyyy-MM-dd`);
 *     a button beside it opens a calendar (react-day-picker, German locale, weeks start on
 *     Monday, arrow keys / PageUp / PageDown / Home / End, Escape closes).
 *   - `defaultValue` is an ISO day `yyyy-MM-dd` (or "" / undefined for empty).
 *   - The form receives `name=yyyy-MM-dd`. Without JavaScript the text input itself carries the
 *     name and posts what was typed (`10.12.2026`); parse both on the server with
 *     `germanDate()` / `parseGermanDate()` from `~/lib/date-input`. Text that is no date is
 *     posted as typed, so the server answers with its German message.
 *   - optional: `label`, `hint`, `error`, `required`, `min`/`max` (ISO days, limit the
 *     calendar), `id`, `className` (for the wrapper), `onChange(iso | null)`.
 *
 * TimeInput
 *   - a 24-hour text input `HH:mm` (accepts `22.00`, `2200`, `7`); ArrowUp/ArrowDown change it
 *     by `step` minutes (default 15). `defaultValue` is `HH:mm`; the form receives `HH:mm`
 *     (without JavaScript: as typed — parse with `germanTime()` / `parseGermanTime()`).
 *
 * Both render their own label and German error text, like `TextField` in `~/ui/form-field`.
 * `describedBy` / `invalid` wire an error shown by a parent; `postWithJs={false}` leaves posting
 * to the parent once hydrated (DateTimeField in ~/ui/back-office/date-time-field combines both).
 */
import { CalendarDays } from "lucide-react";
import { lazy, Suspense, useEffect, useId, useRef, useState } from "react";
import { formatGermanDate, parseGermanDate, parseGermanTime } from "~/lib/date-input";
import { cn } from "~/lib/cn";

export { formatGermanDate, germanDate, germanTime, parseGermanDate, parseGermanTime } from "~/lib/date-input";

const Calendar = lazy(() => import("~/ui/date-picker-calendar"));
/** the open calendar's width in px (seven 44 px days plus padding) */
const CALENDAR_WIDTH = 330;

const control =
  "min-h-11 w-full min-w-0 rounded-xl border border-line bg-white px-3 text-base text-ink placeholder:text-muted/70 focus:border-secondary focus:outline-none focus:ring-2 focus:ring-secondary/30 aria-[invalid=true]:border-danger";

type Common = {
  name: string;
  label: string;
  hint?: string;
  error?: string;
  required?: boolean;
  id?: string;
  className?: string;
  /** smaller label (filters) */
  compact?: boolean;
  /** ids of text outside the component that describes the input (an error shown by a parent) */
  describedBy?: string;
  invalid?: boolean;
  /**
   * false: `name` is posted only before hydration (the text as typed); with JavaScript the parent
   * posts the value itself (DateTimeField combines date and time into one field).
   */
  postWithJs?: boolean;
};

/** True once React runs in the browser (the hidden ISO input then takes over the name). */
export function useEnhanced() {
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => setEnhanced(true), []);
  return enhanced;
}

function Label({ htmlFor, label, required, compact }: { htmlFor: string; label: string; required?: boolean; compact?: boolean }) {
  return (
    <label htmlFor={htmlFor} className={compact ? "text-xs text-muted" : "text-sm font-semibold text-ink"}>
      {label}
      {required ? (
        <span aria-hidden="true" className="text-primary">
          {" "}
          *
        </span>
      ) : null}
    </label>
  );
}

function Help({ id, hint, error }: { id: string; hint?: string; error?: string }) {
  return (
    <>
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </>
  );
}

const describedBy = (id: string, hint?: string, error?: string, outside?: string) =>
  [hint ? `${id}-hint` : "", error ? `${id}-error` : "", outside ?? ""].filter(Boolean).join(" ") || undefined;

export function DatePicker({
  name,
  label,
  hint,
  error,
  required,
  id: idProp,
  className,
  compact,
  describedBy: outside,
  invalid,
  postWithJs = true,
  defaultValue,
  min,
  max,
  calendarLabel = label,
  onChange,
}: Common & {
  defaultValue?: string | null;
  min?: string;
  max?: string;
  /** names the calendar button and dialog when `label` alone is too vague ("Datum" inside a "Beginn" group) */
  calendarLabel?: string;
  onChange?: (iso: string | null, text: string) => void;
}) {
  const autoId = useId();
  const id = idProp ?? autoId;
  const enhanced = useEnhanced();
  const [text, setText] = useState(() => formatGermanDate(defaultValue ?? ""));
  const [open, setOpen] = useState(false);
  /** px the calendar moves left when there is no room on the right (phones, right column, narrow grid cells) */
  const [shift, setShift] = useState(0);
  const wrapRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const iso = parseGermanDate(text);

  useEffect(() => {
    if (!open) return;
    const onDoc = (e: MouseEvent) => {
      if (!wrapRef.current?.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener("mousedown", onDoc);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("mousedown", onDoc);
      document.removeEventListener("keydown", onKey);
    };
  }, [open]);

  const update = (next: string) => {
    setText(next);
    onChange?.(parseGermanDate(next), next);
  };

  return (
    <div ref={wrapRef} className={cn("relative grid gap-1.5", className)}>
      <Label htmlFor={id} label={label} required={required} compact={compact} />
      <div className="relative">
        <input
          ref={inputRef}
          id={id}
          name={enhanced ? undefined : name}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          placeholder="TT.MM.JJJJ"
          value={text}
          onChange={(e) => update(e.target.value)}
          onBlur={() => {
            if (iso) setText(formatGermanDate(iso));
          }}
          required={required}
          aria-invalid={error || invalid ? true : undefined}
          aria-describedby={describedBy(id, hint, error, outside)}
          className={cn(control, enhanced && "pr-11")}
        />
        {enhanced ? (
          <>
            {postWithJs ? <input type="hidden" name={name} value={iso ?? text.trim()} /> : null}
            <button
              ref={buttonRef}
              type="button"
              onClick={() => {
                const box = wrapRef.current?.getBoundingClientRect();
                // shifted left as far as needed to stay on screen (8 px margin), never past the left edge
                const overflow = box ? box.left + CALENDAR_WIDTH + 8 - window.innerWidth : 0;
                setShift(box && overflow > 0 ? -Math.min(overflow, Math.max(0, box.left - 8)) : 0);
                setOpen((o) => !o);
              }}
              aria-haspopup="dialog"
              aria-expanded={open}
              aria-label={`Kalender öffnen: ${calendarLabel}`}
              className="absolute inset-y-0 right-0 inline-flex min-w-11 items-center justify-center rounded-r-xl text-secondary hover:bg-secondary-soft focus:outline-none focus-visible:ring-2 focus-visible:ring-secondary/40"
            >
              <CalendarDays aria-hidden="true" className="size-5" />
            </button>
          </>
        ) : null}
      </div>
      {open ? (
        <div
          role="dialog"
          aria-label={`${calendarLabel}: Datum wählen`}
          style={{ left: shift }}
          className="absolute top-full z-40 mt-1 rounded-2xl border border-line bg-white p-2 shadow-xl"
        >
          <Suspense fallback={<p className="p-4 text-sm text-muted">Kalender wird geladen …</p>}>
            <Calendar
              selected={iso}
              min={min}
              max={max}
              onSelect={(day) => {
                update(formatGermanDate(day));
                setOpen(false);
                inputRef.current?.focus();
              }}
            />
          </Suspense>
        </div>
      ) : null}
      <Help id={id} hint={hint} error={error} />
    </div>
  );
}

function shiftTime(value: string, minutes: number): string {
  const parsed = parseGermanTime(value) ?? "00:00";
  const [h, m] = parsed.split(":").map(Number);
  const total = (((h * 60 + m + minutes) % 1440) + 1440) % 1440;
  const rounded = Math.round(total / Math.abs(minutes)) * Math.abs(minutes);
  const t = rounded % 1440;
  return `${String(Math.floor(t / 60)).padStart(2, "0")}:${String(t % 60).padStart(2, "0")}`;
}

export function TimeInput({
  name,
  label,
  hint,
  error,
  required,
  id: idProp,
  className,
  compact,
  describedBy: outside,
  invalid,
  postWithJs = true,
  defaultValue,
  step = 15,
  onChange,
}: Common & { defaultValue?: string | null; step?: number; onChange?: (hhmm: string | null, text: string) => void }) {
  const autoId = useId();
  const id = idProp ?? autoId;
  const enhanced = useEnhanced();
  const [text, setText] = useState(() => parseGermanTime(defaultValue ?? "") ?? defaultValue ?? "");
  const parsed = parseGermanTime(text);
  const update = (next: string) => {
    setText(next);
    onChange?.(parseGermanTime(next), next);
  };
  return (
    <div className={cn("grid gap-1.5", className)}>
      <Label htmlFor={id} label={label} required={required} compact={compact} />
      <div className="relative">
        <input
          id={id}
          name={enhanced ? undefined : name}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          placeholder="HH:MM"
          maxLength={8}
          value={text}
          onChange={(e) => update(e.target.value)}
          onBlur={() => {
            if (parsed) setText(parsed);
          }}
          onKeyDown={(e) => {
            if (e.key === "ArrowUp" || e.key === "ArrowDown") {
              e.preventDefault();
              update(shiftTime(text, e.key === "ArrowUp" ? step : -step));
            }
          }}
          required={required}
          aria-invalid={error || invalid ? true : undefined}
          aria-describedby={describedBy(id, hint, error, outside)}
          className={cn(control, "pr-11")}
        />
        <span aria-hidden="true" className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-sm text-muted">
          Uhr
        </span>
        {enhanced && postWithJs ? <input type="hidden" name={name} value={parsed ?? text.trim()} /> : null}
      </div>
      <Help id={id} hint={hint} error={error} />
    </div>
  );
}

import { z } from "zod";

/** How a value looks as a badge (the tones of ~/ui/badge). */
export type Tone = "primary" | "secondary" | "accent" | "neutral" | "danger" | "warning" | "success";

export type EnumEntry = { label: string; tone?: Tone; /** a longer German explanation (tooltips, filter help) */ hint?: string };

export type Enum<V extends string> = {
  /** The values in their defined order. */
  values: readonly [V, ...V[]];
  /** The zod schema (forms, list filters, JSON bodies). */
  schema: z.ZodEnum<{ [K in V]: K }>;
  /** German label of a value (the value itself for one the enum does not know, e.g. an old row). */
  label: (value: string) => string;
  tone: (value: string) => Tone;
  entry: (value: string) => EnumEntry | undefined;
  has: (value: unknown) => value is V;
  /** `{ value, label }` for selects and list filters, in the defined order (optionally only some). */
  options: (only?: readonly V[]) => Array<{ value: V; label: string }>;
};

/**
 * One enum, defined once: its values, German labels and badge tones. It yields the zod schema, the
 * options of a select or list filter, and what a badge shows — no second map anywhere.
 *
 * ```ts
 * export const BOOKING_STATUS = defineEnum({
 *   pending: { label: "Ausstehend", tone: "warning" },
 *   confirmed: { label: "Bestätigt", tone: "success" },
 *   cancelled: { label: "Storniert", tone: "danger" },
 * });
 * BOOKING_STATUS.schema            // z.enum(["pending", "confirmed", "cancelled"])
 * BOOKING_STATUS.options()         // [{ value: "pending", label: "Ausstehend" }, …]
 * <EnumBadge of={BOOKING_STATUS} value={row.status} />
 * ```
 */
export function defineEnum<const V extends string>(entries: Record<V, EnumEntry>): Enum<V> {
  const values = Object.keys(entries) as unknown as [V, ...V[]];
  const has = (value: unknown): value is V => typeof value === "string" && Object.hasOwn(entries, value);
  return {
    values,
    schema: z.enum(values),
    label: (value) => (has(value) ? entries[value].label : value),
    tone: (value) => (has(value) ? (entries[value].tone ?? "neutral") : "neutral"),
    entry: (value) => (has(value) ? entries[value] : undefined),
    has,
    options: (only) => (only ?? values).map((value) => ({ value, label: entries[value].label })),
  };
}

/** The value type of an enum: `EnumValue<typeof BOOKING_STATUS>`. */
export type EnumValue<E> = E extends Enum<infer V> ? V : never;

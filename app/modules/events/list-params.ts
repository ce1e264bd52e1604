import { z } from "zod";
import { parseGermanDate } from "~/lib/date-input";
import { parseMoneyToCents } from "~/lib/format";
import { queryText } from "~/lib/query-text";
import { RADIUS_OPTIONS } from "~/modules/events/geo";
import { zDecimal, zInteger, zPageNumber } from "~/lib/input";

/** Every filter of the events list lives in the URL (shareable); malformed values are ignored. */
/** A day as the date picker posts it (yyyy-MM-dd) or as typed without JavaScript (dd.MM.yyyy). */
const day = z
  .string()
  .transform((s, ctx) => {
    const iso = parseGermanDate(s);
    if (!iso) {
      ctx.addIssue({ code: "custom", message: "invalid day" });
      return z.NEVER;
    }
    return iso;
  })
  .optional()
  .catch(undefined);
const text = queryText;
const euros = z
  .string()
  .optional()
  .catch(undefined)
  .transform((v) => (v && v.trim() ? (parseMoneyToCents(v) ?? undefined) : undefined));
const coord = (min: number, max: number) => zDecimal("Ungültige Koordinate.").pipe(z.number().min(min).max(max)).optional().catch(undefined);

export const listParamsSchema = z.object({
  category: z
    .string()
    .regex(/^[a-z0-9_-]{1,40}$/)
    .optional()
    .catch(undefined),
  from: day,
  to: day,
  min: euros,
  max: euros,
  venue: text(100),
  q: text(100),
  featured: z
    .string()
    .optional()
    .catch(undefined)
    .transform((v) => v === "1" || v === "true" || v === "on"),
  /** km, 1–100 (filter options 5/10/25/50/100; the picker's slider allows any whole km) */
  radius: zInteger("Ungültiger Umkreis.").pipe(z.number().min(1).max(100)).optional().catch(undefined),
  lat: coord(-90, 90),
  lng: coord(-180, 180),
  page: zPageNumber(1000).optional().catch(undefined),
});

export type ListParams = z.infer<typeof listParamsSchema>;

export function parseListParams(search: URLSearchParams): ListParams {
  const raw: Record<string, string> = {};
  for (const key of Object.keys(listParamsSchema.shape)) {
    const v = search.get(key);
    if (v != null && v !== "") raw[key] = v;
  }
  const p = listParamsSchema.parse(raw);
  // "Bis" before "Von": the visitor means the period between the two days
  if (p.from && p.to && p.to < p.from) [p.from, p.to] = [p.to, p.from];
  return p;
}

export { RADIUS_OPTIONS };

/** The URL of the same list with some parameters changed (undefined/"" removes one). */
export function withParams(search: URLSearchParams, changes: Record<string, string | number | undefined>): string {
  const next = new URLSearchParams(search);
  for (const [k, v] of Object.entries(changes)) {
    if (v === undefined || v === "") next.delete(k);
    else next.set(k, String(v));
  }
  const s = next.toString();
  return s ? `?${s}` : "";
}

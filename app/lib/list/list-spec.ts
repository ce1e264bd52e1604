import type { z } from "zod";
import { parseGermanDate } from "~/lib/date-input";
import { parsePageNumber } from "~/lib/input";

/**
 * The one list contract of the back office, shared by pages (links, filters) and modules (queries):
 *
 *   list spec (defineList)  →  URL params (parseListParams)  →  module query (listPage)  →  TableList  →  <DataTable>
 *
 * URL state: `page`, `sort`, `dir`, `q`, named filters and — when the spec has a date range — `from`/`to`.
 * Bad values never fail the page: they fall back to the default and leave a German notice.
 */
export type SortDir = "asc" | "desc";

export type ListSpec<S extends string = string, F extends Record<string, z.ZodType> = Record<string, z.ZodType>> = {
  /** Column keys the server can sort by (the whitelist). */
  sortable: readonly S[];
  defaultSort: S;
  defaultDir?: SortDir;
  /** One zod schema per filter param, e.g. `{ status: BOOKING_STATUS.schema }` (an enum of ~/lib/enum). */
  filters?: F;
  /** A date range filter (`from`/`to`, days in Berlin time, both inclusive) on the field the module chooses. */
  dateRange?: boolean;
  /** Rows per page (default 25, at most 100). */
  pageSize?: number;
  /** Longest search text (default 100). */
  maxQueryLength?: number;
};

export type ListParams<S extends string = string, F extends Record<string, z.ZodType> = Record<string, z.ZodType>> = {
  page: number;
  pageSize: number;
  sort: S;
  dir: SortDir;
  q: string;
  filters: { [K in keyof F]?: z.output<F[K]> };
  /** Days `yyyy-MM-dd` of the date range (inclusive); set only when the spec has one. */
  from?: string;
  to?: string;
  /** German notices for values that were ignored (shown above the table). */
  notices: string[];
};

/**
 * What a list's module query answers and its `<DataTable list={…}>` shows: one page of rows and the
 * list state read from the URL. `listPage` (~/lib/list/list.server) builds it.
 */
export type TableList<T> = {
  rows: T[];
  total: number;
  /** The list holds more than `total` rows (its count stopped at a cap): shown as "mehr als …", paging goes on while pages are full. */
  totalCapped?: boolean;
  page: number;
  pageSize: number;
  sort: string;
  dir: SortDir;
  /** German notices from parseListParams (ignored URL values). */
  notices: string[];
};

export { MAX_PAGE } from "~/lib/input";

export function defineList<const S extends string, F extends Record<string, z.ZodType> = Record<string, never>>(spec: ListSpec<S, F>) {
  return spec;
}

/** Parses a list's URL state; never throws. */
export function parseListParams<S extends string, F extends Record<string, z.ZodType>>(
  input: URL | URLSearchParams,
  spec: ListSpec<S, F>,
): ListParams<S, F> {
  const sp = input instanceof URL ? input.searchParams : input;
  const notices: string[] = [];
  const pageSize = Math.min(100, Math.max(1, spec.pageSize ?? 25));
  const maxQ = spec.maxQueryLength ?? 100;

  let page = 1;
  const rawPage = sp.get("page");
  if (rawPage !== null && rawPage !== "") {
    const parsed = parsePageNumber(rawPage);
    if (parsed !== null) page = parsed;
    else notices.push(`Die Seitenzahl „${rawPage.slice(0, 12)}“ ist ungültig; Seite 1 wird angezeigt.`);
  }

  let sort: S = spec.defaultSort;
  const rawSort = sp.get("sort");
  if (rawSort) {
    if ((spec.sortable as readonly string[]).includes(rawSort)) sort = rawSort as S;
    else notices.push("Nach dieser Spalte kann nicht sortiert werden; die Standardsortierung wird verwendet.");
  }
  let dir: SortDir = spec.defaultDir ?? "asc";
  const rawDir = sp.get("dir");
  if (rawDir === "asc" || rawDir === "desc") dir = rawDir;
  else if (rawDir) notices.push("Die Sortierrichtung ist ungültig; die Standardrichtung wird verwendet.");

  let q = (sp.get("q") ?? "").trim();
  if (q.length > maxQ) {
    q = q.slice(0, maxQ);
    notices.push(`Der Suchbegriff wurde auf ${maxQ} Zeichen gekürzt.`);
  }

  const filters = {} as ListParams<S, F>["filters"];
  for (const [key, schema] of Object.entries(spec.filters ?? {}) as Array<[keyof F & string, z.ZodType]>) {
    const raw = sp.get(key);
    if (raw === null || raw === "") continue;
    const parsed = schema.safeParse(raw);
    if (parsed.success) (filters as Record<string, unknown>)[key] = parsed.data;
    else notices.push("Ein Filter hatte einen ungültigen Wert und wird ignoriert.");
  }

  const range: Pick<ListParams, "from" | "to"> = {};
  if (spec.dateRange) {
    for (const key of ["from", "to"] as const) {
      const raw = sp.get(key);
      if (!raw) continue;
      const day = parseGermanDate(raw);
      if (day) range[key] = day;
      else notices.push(`Das Datum „${raw.slice(0, 12)}“ ist ungültig (TT.MM.JJJJ) und wird ignoriert.`);
    }
    if (range.from && range.to && range.from > range.to) {
      notices.push("Der Zeitraum endet vor seinem Beginn; „Bis“ wird ignoriert.");
      delete range.to;
    }
  }
  return { page, pageSize, sort, dir, q, filters, ...range, notices };
}

/** The query string for a list state change (page resets to 1 unless given). */
export function listHref(current: URLSearchParams, changes: Record<string, string | number | null | undefined>): string {
  const next = new URLSearchParams(current);
  if (!("page" in changes)) next.delete("page");
  for (const [k, v] of Object.entries(changes)) {
    if (v === null || v === undefined || v === "" || (k === "page" && Number(v) === 1)) next.delete(k);
    else next.set(k, String(v));
  }
  const s = next.toString();
  return s ? `?${s}` : "?";
}

/**
 * The href of an export of the list as it is filtered now (its search, filters, range and sort — not
 * its page): the page's own loader answers it, through the download route (`/api/download/<page>`).
 */
export function exportHref(base: string, current: URLSearchParams, format: "csv" | "xlsx"): string {
  const next = new URLSearchParams(current);
  next.delete("page");
  next.set("format", format);
  return `/api/download${base}?${next.toString()}`;
}

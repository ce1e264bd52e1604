import type { z } from "zod";
import { parsePageNumber } from "~/lib/input";

/**
 * URL state of a back-office list: `page`, `sort`, `dir`, `q` and named filters.
 * Shared by the loader (parses the request URL) and the DataTable (builds links).
 * Bad values never fail the page: they fall back to the default and leave a German notice.
 */
export type SortDir = "asc" | "desc";

export type ListSpec<S extends string = string, F extends Record<string, z.ZodType> = Record<string, z.ZodType>> = {
  /** Column keys the server can sort by (the whitelist). */
  sortable: readonly S[];
  defaultSort: S;
  defaultDir?: SortDir;
  /** One zod schema per filter param, e.g. `{ status: z.enum(["draft", "published"]) }`. */
  filters?: F;
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
  /** German notices for values that were ignored (shown above the table). */
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
  return { page, pageSize, sort, dir, q, filters, notices };
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

import { asc, desc, type AnyColumn, type SQL } from "drizzle-orm";
import type { ListParams, SortDir } from "~/ui/back-office/list-params";

export type ListPage<T> = { rows: T[]; total: number; page: number; pageSize: number; pageCount: number };

/**
 * Runs one page of a list query and its total in parallel.
 * `rows` gets `{ limit, offset }` to pass to Drizzle's `.limit().offset()`.
 * A page beyond the end answers the last page's position (empty rows) with the real total.
 */
export async function listPage<T>(
  params: Pick<ListParams, "page" | "pageSize">,
  query: { rows: (window: { limit: number; offset: number }) => Promise<T[]>; total: () => Promise<number> },
): Promise<ListPage<T>> {
  const limit = params.pageSize;
  const offset = (params.page - 1) * params.pageSize;
  const [rows, total] = await Promise.all([query.rows({ limit, offset }), query.total()]);
  return { rows, total: Number(total), page: params.page, pageSize: params.pageSize, pageCount: Math.max(1, Math.ceil(Number(total) / limit)) };
}

/**
 * ORDER BY for a whitelisted sort key, with a stable tie-breaker (usually the id) so pages never
 * overlap: `orderBy(params, { title: events.title, start: events.startDate }, events.id)`.
 */
export function orderBy<S extends string>(
  params: { sort: S; dir: SortDir },
  columns: Record<S, AnyColumn | SQL>,
  tieBreaker: AnyColumn,
): SQL[] {
  const by = params.dir === "desc" ? desc : asc;
  return [by(columns[params.sort]), by(tieBreaker)];
}

/** `%text%` for ILIKE with the wildcard characters of the user's text escaped. */
export function likePattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

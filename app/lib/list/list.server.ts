import { and, asc, desc, gte, lt, sql, type AnyColumn, type SQL } from "drizzle-orm";
import { berlinDayEnd, berlinDayStart } from "~/lib/format";
import type { ListParams, SortDir, TableList } from "~/lib/list/list-spec";

/**
 * The module half of the list contract: one page of a list query and its total, answered as the
 * complete `TableList` the page's `<DataTable>` shows.
 *
 * ```ts
 * export async function listArtists(actor: Actor, params: ListParams<ArtistSort, ArtistFilters>) {
 *   assertCan(actor, "artist.list");
 *   const where = and(params.q ? ilike(artists.name, likePattern(params.q)) : undefined, …);
 *   return listPage(params, {
 *     rows: ({ limit, offset }) => db.select().from(artists).where(where).orderBy(...orderBy(params, cols, artists.id)).limit(limit).offset(offset),
 *     total: () => db.$count(artists, where),
 *   });
 * }
 * ```
 * `rows` gets `{ limit, offset }`; a page beyond the end answers empty rows with the real total.
 * `map` turns each database row into the display-ready row of the page (hrefs, labels).
 */
export async function listPage<R, T = R>(
  params: Pick<ListParams, "page" | "pageSize" | "sort" | "dir" | "notices">,
  query: {
    rows: (window: { limit: number; offset: number }) => Promise<R[]>;
    total: () => Promise<number>;
    map?: (row: R) => T;
    /** The count stopped at a cap (shown as "mehr als …"). */
    totalCapped?: (total: number) => boolean;
  },
): Promise<TableList<T>> {
  const limit = params.pageSize;
  const offset = (params.page - 1) * params.pageSize;
  const [rows, total] = await Promise.all([query.rows({ limit, offset }), query.total()]);
  const n = Number(total);
  return {
    rows: query.map ? rows.map(query.map) : (rows as unknown as T[]),
    total: n,
    ...(query.totalCapped?.(n) ? { totalCapped: true } : {}),
    page: params.page,
    pageSize: params.pageSize,
    sort: params.sort,
    dir: params.dir,
    notices: params.notices,
  };
}

/**
 * ORDER BY for a whitelisted sort key, with a stable tie-breaker (usually the id) so pages never
 * overlap: `orderBy(params, { title: events.title, start: events.startDate }, events.id)`.
 */
export function orderBy<S extends string>(
  params: { sort: S; dir: SortDir },
  columns: Record<S, AnyColumn | SQL>,
  tieBreaker: AnyColumn | SQL,
  /** `nulls: "index"`: NULLS placed as a `(col desc nulls last)` index reads them either way, so Postgres walks the index instead of sorting the whole table. */
  options: { nulls?: "index" } = {},
): SQL[] {
  if (options.nulls === "index") {
    const dir = params.dir === "desc" ? sql`desc nulls last` : sql`asc nulls first`;
    return [sql`${columns[params.sort]} ${dir}`, sql`${tieBreaker} ${dir}`];
  }
  const by = params.dir === "desc" ? desc : asc;
  return [by(columns[params.sort]), by(tieBreaker)];
}

/** `%text%` for ILIKE with the wildcard characters of the user's text escaped. */
export function likePattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The list's date range (`from`/`to`, whole Berlin days, inclusive) as a condition on a timestamp column. */
export function inDateRange(column: AnyColumn, params: Pick<ListParams, "from" | "to">): SQL | undefined {
  return and(params.from ? gte(column, berlinDayStart(params.from)) : undefined, params.to ? lt(column, berlinDayEnd(params.to)) : undefined);
}

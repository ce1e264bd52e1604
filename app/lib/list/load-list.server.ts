import type { z } from "zod";
import { pageUrl } from "~/lib/page-url.server";
import { throwAsResponse } from "~/lib/route-helpers.server";
import { parseListParams, type ListParams, type ListSpec } from "~/lib/list/list-spec";

/**
 * The loader half of the list contract: reads the list's state from the request URL (never throws;
 * bad values become German notices), runs the module's query with it and turns a refusal
 * (AppError) into the error boundary's answer.
 *
 * ```ts
 * export async function loader({ request }: Route.LoaderArgs) {
 *   const actor = await requireRole(request, "admin");
 *   return loadList(request, artistList, (params) => getAdminArtistsView(actor, params));
 * }
 * ```
 */
export async function loadList<S extends string, F extends Record<string, z.ZodType>, V>(
  request: Request,
  spec: ListSpec<S, F>,
  query: (params: ListParams<S, F>) => Promise<V>,
): Promise<V> {
  const params = parseListParams(pageUrl(request), spec);
  return query(params).catch(throwAsResponse);
}

/** The list state of an export route's URL (the same search, filters, range and sort as the page it came from). */
export function exportListParams<S extends string, F extends Record<string, z.ZodType>>(request: Request, spec: ListSpec<S, F>): ListParams<S, F> {
  return parseListParams(pageUrl(request), spec);
}

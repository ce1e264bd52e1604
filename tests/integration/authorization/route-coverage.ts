/**
 * The route-registry check: every route of the generated route config under /admin, /organizer,
 * /business-owner or /api must be a page of the registry (so it has a cache class) and have rows in
 * the authorization matrix for its loader and, where it has one, its action.
 */
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { withTeamRows, type Access, type Area, type CacheClass, type Page } from "~/registry";

export type ConfigRoute = { url: string; file: string; id?: string };
export type RouteModule = { loader?: unknown; action?: unknown };
export type Registered = { area: Pick<Area, "defaultAccess">; page: Pick<Page, "file" | "cache" | "access" | "team">; url: string };

/** Route URLs the matrix must cover. */
export const PROTECTED = /^\/(admin|organizer|business-owner|api)(\/|$)/;

/** Every route of a route config with its URL (a layout without a path and an index have their parent's URL). */
export function flattenRouteConfig(entries: RouteConfigEntry[], parent = ""): ConfigRoute[] {
  return entries.flatMap((e) => {
    // an index route may carry a path of its own (prefix() gives it one)
    const url = e.path === undefined || e.path === "" ? parent || "/" : `${parent}/${e.path}`.replace(/\/+/g, "/");
    return [{ url, file: e.file, id: e.id }, ...flattenRouteConfig(e.children ?? [], url === "/" ? "" : url)];
  });
}

/** The matrix rows of a registered page: its own, or its area's default. */
export function accessOf(r: Registered): Access {
  return withTeamRows({ ...r.area.defaultAccess, ...r.page.access }, r.page.team);
}

const CACHE_CLASSES: CacheClass[] = ["public", "private"];

/** What is missing, one German-free line per problem (empty when every protected route is covered). */
export function coverageProblems(routes: ConfigRoute[], registered: Registered[], moduleOf: (file: string) => RouteModule): string[] {
  const problems: string[] = [];
  for (const route of routes) {
    if (!PROTECTED.test(route.url)) continue;
    const reg = registered.find((r) => r.url === route.url && r.page.file === route.file);
    if (!reg) {
      problems.push(`${route.url} (${route.file}): not in the route registry — no cache class, no authorization-matrix rows`);
      continue;
    }
    if (!CACHE_CLASSES.includes(reg.page.cache)) problems.push(`${route.url}: no cache class`);
    const mod = moduleOf(route.file);
    const access = accessOf(reg);
    if (mod.loader && !access.loader) problems.push(`${route.url}: loader without authorization-matrix rows`);
    if (mod.action && !access.action) problems.push(`${route.url}: action without authorization-matrix rows`);
  }
  return problems;
}

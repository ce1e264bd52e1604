/* Imports here are relative: app/routes.ts loads the registry before the "~/" alias exists. */
import { isCityId, knownCitiesVersion } from "../lib/cities";
import { admin } from "./admin";
import { api } from "./api";
import { businessOwner } from "./business-owner";
import type { Access, Area, CacheClass, Page } from "./kit";
import { door, organizer } from "./organizer";
import { city, site } from "./public";

export { admin, adminNav, adminNavWithOutbox, supportNav } from "./admin";
export { api } from "./api";
export { businessOwner, businessOwnerNav } from "./business-owner";
export { door, organizer, organizerNav } from "./organizer";
export { city, footerColumns, legalLinks, primaryNav, sideMenu, site } from "./public";
export * from "./kit";

/** Every area, in the order app/routes.ts lists them. */
export const AREAS: Area[] = [api, organizer, door, businessOwner, admin, city, site];

export type Match = { area: Area; page: Page; url: string };

type Compiled = Match & { segments: string[] };
const compiled: Compiled[] = AREAS.flatMap((area) =>
  Object.values(area.pages).map((page) => {
    const url = page.path ? `${area.base}/${page.path}` : area.base || "/";
    return { area, page, url, segments: url.split("/").filter(Boolean) };
  }),
);

/**
 * Every registered route with its area and full URL pattern: the pages, and the area layouts and
 * guards (routes with loaders of their own, at the URL of the area).
 */
export function registeredRoutes(): Match[] {
  const layouts = AREAS.flatMap((area) =>
    [area.layout, ...Object.values(area.guards ?? {})]
      .filter((l): l is { file: string; id?: string; access?: Access } => !!l)
      .map((l) => ({ area, page: { path: "", file: l.file, title: area.title ?? "", cache: "private" as const, ...(l.access ? { access: l.access } : {}) }, url: area.base || "/" })),
  );
  return [...compiled.map(({ area, page, url }) => ({ area, page, url })), ...layouts];
}

const STATIC = 3;
const PARAM = 2;

/** How well `segments` match a URL pattern (higher is more specific), or -1. A splat matches the rest. */
function score(pattern: string[], segments: string[]): number {
  let total = 0;
  for (let i = 0; i < pattern.length; i++) {
    const p = pattern[i]!;
    if (p === "*") return total;
    const s = segments[i];
    if (s === undefined) return -1;
    if (p.startsWith(":")) {
      if (p === ":city" && !isCityId(s)) return -1;
      total += PARAM;
    } else if (p === s) total += STATIC;
    else return -1;
  }
  return pattern.length === segments.length ? total + 0.5 : -1; // an exact match beats a splat of equal weight
}

const memo = new Map<string, Match | null>();
/** The list of cities the memo was filled with: a new list (an admin saved a city) empties it. */
let memoCities = knownCitiesVersion();

/** The registered page a URL path belongs to (single-fetch `.data` paths included), or null. */
export function matchPath(pathname: string): Match | null {
  if (memoCities !== knownCitiesVersion()) {
    memo.clear();
    memoCities = knownCitiesVersion();
  }
  const hit = memo.get(pathname);
  if (hit !== undefined) return hit;
  const path = pathname.endsWith(".data") ? pathname.slice(0, -5) : pathname;
  const segments = path.split("/").filter(Boolean);
  let best: Compiled | null = null;
  let bestScore = -1;
  for (const c of compiled) {
    const s = score(c.segments, segments);
    if (s > bestScore) {
      best = c;
      bestScore = s;
    }
  }
  const found = best ? { area: best.area, page: best.page, url: best.url } : null;
  if (memo.size > 5000) memo.clear();
  memo.set(pathname, found);
  return found;
}

/** The cache class of a URL path; anything unregistered is private. */
export function cacheClassOf(pathname: string): CacheClass {
  return matchPath(pathname)?.page.cache ?? "private";
}

/** A resource route (JSON, files, webhooks) that sets its own headers. */
export function isResourcePath(pathname: string): boolean {
  return matchPath(pathname)?.area.resource === true;
}

/** Whether a successful write to this path leaves the cached public pages as they are. */
export function writeKeepsPublicPages(pathname: string): boolean {
  return matchPath(pathname)?.page.writesKeepPublicPages === true;
}

/** "<title> – <area> – Stadtpuls" for a page of an area. */
export function pageTitle(area: Pick<Area, "titleSuffix">, page: Pick<Page, "title">): string {
  return area.titleSuffix ? `${page.title} – ${area.titleSuffix} – Stadtpuls` : `${page.title} – Stadtpuls`;
}

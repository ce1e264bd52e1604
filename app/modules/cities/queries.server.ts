import { and, asc, desc, eq } from "drizzle-orm";
import { setKnownCities } from "~/lib/cities";
import { db, type DbOrTx } from "~/lib/db.server";
import { cities, slugRedirects, type SlugKind } from "~/modules/cities/schema";

export type City = typeof cities.$inferSelect;

const g = globalThis as unknown as { __stadtpulsCities?: { at: number; list: City[] } };
/** Other instances pick up an admin's change within this time; this one renews at once (refreshCities). */
const TTL_MS = 60_000;

async function load(): Promise<City[]> {
  const list = await db.select().from(cities).where(eq(cities.active, true)).orderBy(desc(cities.featured), asc(cities.sortOrder), asc(cities.name));
  g.__stadtpulsCities = { at: Date.now(), list };
  // the synchronous view of the list (route matching, validation, pickers)
  setKnownCities(list.map((c) => ({ id: c.id, name: c.name })));
  return list;
}

/** Active cities, featured first, then by order and name (spec §7); cached in-process for a minute. */
export async function getActiveCities(): Promise<City[]> {
  const c = g.__stadtpulsCities;
  if (c && Date.now() - c.at < TTL_MS) return c.list;
  return load();
}

/** Reads the list anew (at start-up and after an admin saved a city). */
export function refreshCities(): Promise<City[]> {
  return load();
}

/** One active city by slug, or null. */
export async function getCityBySlug(slug: string): Promise<City | null> {
  const list = await getActiveCities();
  return list.find((c) => c.slug === slug) ?? null;
}

// ── old slugs: a changed slug keeps its address working with a 301 (issue 24) ─────────────────

/** A slug that (again) names a live row of its kind wins over an old address: its redirect row goes. */
export async function releaseSlug(tx: DbOrTx, kind: SlugKind, slug: string): Promise<void> {
  await tx.delete(slugRedirects).where(and(eq(slugRedirects.kind, kind), eq(slugRedirects.oldSlug, slug)));
}

/**
 * Inside the save's transaction, after a row's slug changed from `oldSlug` to `newSlug`: the old slug
 * now leads to the row (a row that had it before is pointed here), the new one is live and no longer
 * an old address. Earlier old slugs of the row keep pointing at its id, so a chain a→b→c lands on c.
 */
export async function recordSlugChange(tx: DbOrTx, kind: SlugKind, targetId: string, oldSlug: string, newSlug: string): Promise<void> {
  if (!oldSlug || oldSlug === newSlug) return;
  await releaseSlug(tx, kind, newSlug);
  await tx
    .insert(slugRedirects)
    .values({ kind, oldSlug, targetId })
    .onConflictDoUpdate({ target: [slugRedirects.kind, slugRedirects.oldSlug], set: { targetId, createdAt: new Date() } });
}

/** The id of the row an old slug of that kind now leads to, or null. */
export async function slugRedirectTarget(kind: SlugKind, oldSlug: string): Promise<string | null> {
  if (!oldSlug || oldSlug.length > 200) return null;
  const [row] = await db
    .select({ targetId: slugRedirects.targetId })
    .from(slugRedirects)
    .where(and(eq(slugRedirects.kind, kind), eq(slugRedirects.oldSlug, oldSlug)))
    .limit(1);
  return row?.targetId ?? null;
}

const decodeSegment = (s: string) => {
  try {
    return decodeURIComponent(s).toLowerCase();
  } catch {
    return s.toLowerCase();
  }
};

/**
 * The 301 from an old address to the current one: the path segment holding the old slug (the one after
 * `after`, e.g. "places"; without `after` the first) is replaced, the rest of the path and the query stay.
 */
export function movedPermanently(url: string, oldSlug: string, newSlug: string, after?: string): Response {
  const u = new URL(url);
  const segments = u.pathname.split("/");
  const old = oldSlug.toLowerCase();
  const i = segments.findIndex((s, n) => n > 0 && decodeSegment(s) === old && (after === undefined || segments[n - 1] === after));
  if (i > 0) segments[i] = encodeURIComponent(newSlug);
  return new Response(null, { status: 301, headers: { Location: `${segments.join("/")}${u.search}` } });
}

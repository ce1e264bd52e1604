import { asc, desc, eq } from "drizzle-orm";
import { setKnownCities } from "~/lib/cities";
import { db } from "~/lib/db.server";
import { cities } from "~/modules/cities/schema";

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

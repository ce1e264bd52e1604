import { asc, desc, eq } from "drizzle-orm";
import { db } from "~/lib/db.server";
import { cities } from "~/modules/cities/schema";

export type City = typeof cities.$inferSelect;

let cache: { at: number; list: City[] } | undefined;
const TTL_MS = 60_000;

/** Active cities, featured first, then by name (spec §7); cached for a minute per instance. */
export async function getActiveCities(): Promise<City[]> {
  if (cache && Date.now() - cache.at < TTL_MS) return cache.list;
  const list = await db
    .select()
    .from(cities)
    .where(eq(cities.active, true))
    .orderBy(desc(cities.featured), asc(cities.name));
  cache = { at: Date.now(), list };
  return list;
}

/** One active city by slug, or null. */
export async function getCityBySlug(slug: string): Promise<City | null> {
  const list = await getActiveCities();
  return list.find((c) => c.slug === slug) ?? null;
}


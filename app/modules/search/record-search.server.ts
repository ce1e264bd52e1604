import { sql } from "drizzle-orm";
import { db } from "~/lib/db.server";
import { logger } from "~/lib/logger.server";
import { searchQueries } from "~/modules/search/schema";
import type { SearchResults } from "~/modules/search/search.server";

/** The stored form of a query: lower case, single spaces, at most 100 characters (umlauts kept, so the admin reads what was typed). */
export function storedQuery(q: string): string {
  return q.toLowerCase().replace(/\s+/g, " ").trim().slice(0, 100);
}

/** How many hits a search found in the chosen city (groups of other cities included). */
export function resultCount(r: SearchResults): number {
  return r.events.length + r.places.length + r.posts.length + r.artists.length + r.businesses.length + r.elsewhere.reduce((n, g) => n + g.hits.length, 0);
}

/**
 * Counts one search of the search page: one upsert per (day, city, query). Never fails the page
 * (a failure is logged). No user id and no address are stored.
 */
export async function recordSearch(input: { q: string; cityId: string; results: number }): Promise<void> {
  const query = storedQuery(input.q);
  if (query.length < 2) return;
  const zero = input.results === 0 ? 1 : 0;
  try {
    await db
      .insert(searchQueries)
      .values({ day: sql`(now() at time zone 'Europe/Berlin')::date`, cityId: input.cityId, query, searches: 1, zeroResults: zero, lastResultCount: input.results })
      .onConflictDoUpdate({
        target: [searchQueries.day, searchQueries.cityId, searchQueries.query],
        set: { searches: sql`${searchQueries.searches} + 1`, zeroResults: sql`${searchQueries.zeroResults} + ${zero}`, lastResultCount: input.results },
      });
  } catch (err) {
    logger.warn({ err }, "Suchanfrage konnte nicht gezählt werden");
  }
}

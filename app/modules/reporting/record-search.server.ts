import { sql } from "drizzle-orm";
import { db } from "~/lib/db.server";
import { logger } from "~/lib/logger.server";
import { searchQueries } from "~/modules/reporting/schema";

/** The stored form of a query: lower case, single spaces, at most 100 characters (umlauts kept, so the admin reads what was typed). */
export function storedQuery(q: string): string {
  return q.toLowerCase().replace(/\s+/g, " ").trim().slice(0, 100);
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

import { sql } from "drizzle-orm";
import { db } from "~/lib/db.server";

/**
 * Folds the appended figure changes (`event_stats_deltas`) into `event_stats_daily` in one
 * transaction; a second runner at the same time returns at once (advisory lock in `stats_compact()`).
 * Figures read through the view `event_stats` are the same before and after. Returns the rows written.
 */
export async function compactEventStats(): Promise<number> {
  const res = await db.execute<{ n: number }>(sql`select stats_compact() as n`);
  return Number(res.rows[0]?.n ?? 0);
}

import { sql } from "drizzle-orm";
import { db } from "~/lib/db.server";

/**
 * The demo fixtures' slugs (radius near/far, sold out, cancelled, free, early bird) so end-to-end
 * tests can find them; null on an empty database. Writes nothing on a seeded database.
 */
export async function demoSeedSummary() {
  const res = (await db.execute(sql`select count(*)::int as n from cities`)) as unknown as { rows: Array<{ n: number }> };
  if (Number(res.rows[0]?.n ?? 0) === 0) return null;
  const { seedDemo } = await import("../../db/seed/demo");
  // on a seeded database this only reads (it returns the summary of what exists)
  const s = await seedDemo(db, { withAccounts: false });
  // the sold-out event's id: its checkout form cannot be shown, so tests post the form themselves
  const soldOut = (await db.execute(sql`select id from events where slug = ${s.soldOutSlug}`)) as unknown as { rows: Array<{ id: string }> };
  return {
    radiusNearSlug: s.radiusNearSlug,
    radiusFarSlug: s.radiusFarSlug,
    soldOutSlug: s.soldOutSlug,
    soldOutEventId: soldOut.rows[0]?.id ?? null,
    cancelledSlug: s.cancelledSlug,
    freeEventSlug: s.freeEventSlug,
    earlyBirdEventSlug: s.earlyBirdEventSlug,
  };
}

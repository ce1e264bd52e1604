import { and, like, sql } from "drizzle-orm";
import type { DbOrTx } from "~/lib/db.server";
import { outbox } from "~/modules/outbox/schema";

/** How the messages whose dedupe key starts with `prefix` fared: delivered, and given up on (dead). */
export async function deliveryCounts(tx: DbOrTx, prefix: string): Promise<{ sent: number; failed: number }> {
  const pattern = `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const [row] = await tx
    .select({
      sent: sql<number>`count(*) filter (where ${outbox.status} = 'sent')::int`,
      failed: sql<number>`count(*) filter (where ${outbox.status} = 'dead')::int`,
    })
    .from(outbox)
    .where(and(like(outbox.dedupeKey, pattern)));
  return { sent: Number(row?.sent ?? 0), failed: Number(row?.failed ?? 0) };
}

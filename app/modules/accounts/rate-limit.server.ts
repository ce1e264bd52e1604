import crypto from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { db } from "~/lib/db.server";
import { rateLimit } from "~/modules/accounts/schema";

export type LimitRule = { /** seconds */ window: number; max: number };

/** Failed sign-ins: 20 per IP and 5 per e-mail within 15 minutes, then 429 until the window passes. */
export const SIGN_IN_LIMITS = {
  ip: { window: 900, max: 20 },
  email: { window: 900, max: 5 },
} as const satisfies Record<string, LimitRule>;

type Row = { count: number; last_request: string | number };

async function bump(key: string, windowSec: number): Promise<number> {
  const now = Date.now();
  const cutoff = now - windowSec * 1000;
  const res = (await db.execute(sql`
    insert into rate_limit (id, key, count, last_request) values (${crypto.randomUUID()}, ${key}, 1, ${now})
    on conflict (key) do update set
      count = case when rate_limit.last_request < ${cutoff} then 1 else rate_limit.count + 1 end,
      last_request = ${now}
    returning count, last_request`)) as unknown as { rows: Row[] };
  return Number(res.rows[0]?.count ?? 1);
}

/** Counts one attempt; false when it is over the limit (sliding: the window restarts after a pause). */
export async function consumeLimit(key: string, rule: LimitRule): Promise<boolean> {
  return (await bump(key, rule.window)) <= rule.max;
}

export async function recordFailure(key: string): Promise<void> {
  await bump(key, SIGN_IN_LIMITS.ip.window);
}

/** True while the key has reached its maximum within the window. */
export async function isLimited(key: string, rule: LimitRule): Promise<boolean> {
  const [row] = await db.select().from(rateLimit).where(eq(rateLimit.key, key)).limit(1);
  if (!row) return false;
  return row.count >= rule.max && Date.now() - Number(row.lastRequest) < rule.window * 1000;
}

export async function resetLimit(key: string): Promise<void> {
  await db.delete(rateLimit).where(eq(rateLimit.key, key));
}

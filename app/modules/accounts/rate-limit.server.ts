import crypto from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { db } from "~/lib/db.server";
import { rateLimit } from "~/modules/accounts/schema";

export type LimitRule = { /** seconds */ window: number; max: number };

/**
 * Sign-in attempts within 15 minutes (OWASP credential-stuffing guidance), each counted atomically
 * in the database BEFORE the password is checked, so concurrent guesses cannot slip past:
 * - per client address: 20 attempts from browsers new to the account (a successful one is given back);
 * - per account from an unknown browser: 5 attempts; then only a browser that signed in to this
 *   account before (device cookie) or the e-mailed reset link gets in: the owner is never locked out;
 * - per known browser of the account: 10 attempts of its own, untouched by guesses from elsewhere
 *   AND by guesses from its own address (the address bucket does not apply to it: behind one router
 *   or proxy everybody shares the address).
 * The counters live in the rate_limit table, so they hold across app instances.
 */
export const SIGN_IN_LIMITS = {
  ip: { window: 900, max: 20 },
  email: { window: 900, max: 5 },
  device: { window: 900, max: 10 },
} as const satisfies Record<string, LimitRule>;

type Row = { count: number; last_request: string | number };

/** One atomic count (insert or increment in one statement); the count after it. */
async function bump(key: string, windowSec: number, by = 1): Promise<number> {
  const now = Date.now();
  const cutoff = now - windowSec * 1000;
  const res = await db.execute<Row>(sql`
    insert into rate_limit (id, key, count, last_request) values (${crypto.randomUUID()}, ${key}, ${by}, ${now})
    on conflict (key) do update set
      count = case when rate_limit.last_request < ${cutoff} then ${by} else rate_limit.count + ${by} end,
      last_request = ${now}
    returning count, last_request`);
  return Number(res.rows[0]?.count ?? by);
}

/** Counts one attempt; false when it is over the limit (sliding: the window restarts after a pause). */
export async function consumeLimit(key: string, rule: LimitRule): Promise<boolean> {
  return (await bump(key, rule.window)) <= rule.max;
}

/** Gives one counted attempt back (a successful sign-in from this address). */
export async function refundLimit(key: string): Promise<void> {
  await db.execute(sql`update rate_limit set count = greatest(count - 1, 0) where key = ${key}`);
}

export async function resetLimit(key: string): Promise<void> {
  await db.delete(rateLimit).where(eq(rateLimit.key, key));
}

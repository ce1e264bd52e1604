import { sql, type SQL } from "drizzle-orm";
import type { DbOrTx } from "~/lib/db.server";
import { outbox } from "~/modules/outbox/schema";

export type OutboxMessage = {
  kind: "email" | "push" | "notification" | "webhook";
  /** email: template key; push: "notification"; … */
  topic: string;
  recipient?: string | null;
  payload: Record<string, unknown>;
  /** Same key twice → one message (e.g. `booking-confirmation:<bookingId>`). */
  dedupeKey?: string;
  /** Deliver not before this time (quiet hours, digests). */
  notBefore?: Date;
};

/**
 * Writes side effects in the caller's transaction: they are delivered only if the
 * change commits, and never lost if delivery fails (the worker retries).
 */
export async function enqueue(tx: DbOrTx, message: OutboxMessage | OutboxMessage[]): Promise<void> {
  const list = Array.isArray(message) ? message : [message];
  if (list.length === 0) return;
  await tx
    .insert(outbox)
    .values(
      list.map((m) => ({
        kind: m.kind,
        topic: m.topic,
        recipient: m.recipient ?? null,
        payload: m.payload,
        dedupeKey: m.dedupeKey ?? null,
        nextAttemptAt: m.notBefore ?? new Date(),
      })),
    )
    .onConflictDoNothing({ target: outbox.dedupeKey, where: sql`dedupe_key is not null` });
  // the insert wakes the worker: trigger outbox_notify (pg_notify after commit, migration 0002)
}

/**
 * The same messages as one INSERT … SELECT for a data-modifying CTE: written only when `when` holds
 * (e.g. `exists (select 1 from b)` — the row the statement changed), atomically with the rest of the
 * statement. Duplicate dedupe keys are skipped as in enqueue().
 */
export function outboxInsertSql(messages: OutboxMessage[], when: SQL): SQL {
  const rows = messages.map((m) => ({
    k: m.kind,
    t: m.topic,
    r: m.recipient ?? null,
    p: m.payload,
    d: m.dedupeKey ?? null,
    n: (m.notBefore ?? null)?.toISOString() ?? null,
  }));
  return sql`insert into ${outbox} (kind, topic, recipient, payload, dedupe_key, next_attempt_at)
    select x.k::outbox_kind, x.t, x.r, x.p, x.d, coalesce(x.n, now())
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x(k text, t text, r text, p jsonb, d text, n timestamptz)
    where ${when}
    on conflict (dedupe_key) where dedupe_key is not null do nothing`;
}

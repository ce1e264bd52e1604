import { sql } from "drizzle-orm";
import type { DbOrTx } from "~/lib/db.server";
import { outbox } from "~/modules/outbox/schema";

export type OutboxMessage = {
  kind: "email" | "push" | "notification";
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

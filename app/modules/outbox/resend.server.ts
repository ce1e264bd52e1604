import { and, desc, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "~/lib/db.server";
import { outbox, type outboxKindEnum } from "~/modules/outbox/schema";

type Kind = (typeof outboxKindEnum.enumValues)[number];

/**
 * Gives dead messages (attempts used up) a fresh start: status pending, attempts 0, due now — the
 * worker delivers them with the usual retries. One message (`id`) or every dead one of a `kind`.
 * Answers the messages queued again (id, kind, topic, recipient), for the caller's audit row.
 */
export async function requeueDeadMessages(tx: DbOrTx, which: { id: number } | { kind: Kind }) {
  return tx
    .update(outbox)
    .set({ status: "pending", attempts: 0, nextAttemptAt: sql`now()`, lockedUntil: null })
    .where(and(eq(outbox.status, "dead"), "id" in which ? eq(outbox.id, which.id) : eq(outbox.kind, which.kind)))
    .returning({ id: outbox.id, kind: outbox.kind, topic: outbox.topic, recipient: outbox.recipient });
}

/** The outbox's health: per kind, the messages waiting, retrying and given up; and the latest dead ones. */
export async function outboxHealth(db: DbOrTx, opts: { deadLimit?: number } = {}) {
  const counts = await db
    .select({
      kind: outbox.kind,
      pending: sql<number>`count(*) filter (where ${outbox.status} in ('pending', 'processing'))::int`,
      retrying: sql<number>`count(*) filter (where ${outbox.status} = 'failed')::int`,
      dead: sql<number>`count(*) filter (where ${outbox.status} = 'dead')::int`,
      oldestPending: sql<string | null>`min(${outbox.createdAt}) filter (where ${outbox.status} in ('pending', 'processing', 'failed'))`,
    })
    .from(outbox)
    .where(sql`${outbox.status} <> 'sent'`)
    .groupBy(outbox.kind)
    .orderBy(outbox.kind);
  const dead = await db
    .select({ id: outbox.id, kind: outbox.kind, topic: outbox.topic, recipient: outbox.recipient, attempts: outbox.attempts, lastError: outbox.lastError, createdAt: outbox.createdAt })
    .from(outbox)
    .where(eq(outbox.status, "dead"))
    .orderBy(desc(outbox.createdAt))
    .limit(opts.deadLimit ?? 20);
  return { counts, dead };
}

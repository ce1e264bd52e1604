import { sql } from "drizzle-orm";
import { bigserial, index, integer, jsonb, pgEnum, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt } from "~/lib/schema-helpers";

export const outboxKindEnum = pgEnum("outbox_kind", ["email", "push", "notification", "webhook"]);
export const outboxStatusEnum = pgEnum("outbox_status", ["pending", "processing", "sent", "failed", "dead"]);

/**
 * Side effects written in the same transaction as the change that causes them
 * and delivered by the worker with retries and backoff.
 */
export const outbox = pgTable(
  "outbox",
  {
    id: bigserial({ mode: "number" }).primaryKey(),
    kind: outboxKindEnum().notNull(),
    /** e.g. the template key for e-mails */
    topic: text().notNull(),
    /** Recipient address / user id, for the admin mailbox view. */
    recipient: text(),
    payload: jsonb().$type<Record<string, unknown>>().notNull(),
    status: outboxStatusEnum().notNull().default("pending"),
    attempts: integer().notNull().default(0),
    maxAttempts: integer().notNull().default(8),
    nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp({ withTimezone: true }),
    lastError: text(),
    /** Same key twice → one message. */
    dedupeKey: text(),
    /** What the delivery produced (e.g. the rendered mail), for inspection. */
    result: jsonb().$type<Record<string, unknown>>(),
    createdAt: createdAt(),
    sentAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index("outbox_due_idx").on(t.nextAttemptAt).where(sql`status in ('pending', 'failed')`),
    index().on(t.kind, t.createdAt.desc()),
    index().on(t.recipient),
    uniqueIndex("outbox_dedupe_key").on(t.dedupeKey).where(sql`dedupe_key is not null`),
  ],
);

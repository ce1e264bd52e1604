import type { outbox } from "~/modules/outbox/schema";

export type OutboxRow = typeof outbox.$inferSelect;
/** Delivers one message; throws to retry. May return what it produced (stored for inspection). */
export type OutboxHandler = (row: OutboxRow) => Promise<Record<string, unknown> | void>;

const handlers = new Map<string, OutboxHandler>();

/** Registers the delivery of one kind of message ("email", "push", …). */
export function registerOutboxHandler(kind: OutboxRow["kind"], handler: OutboxHandler): void {
  handlers.set(kind, handler);
}

export function outboxHandler(kind: OutboxRow["kind"]): OutboxHandler | undefined {
  return handlers.get(kind);
}

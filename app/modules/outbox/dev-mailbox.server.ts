import { and, desc, eq, sql } from "drizzle-orm";
import { db } from "~/lib/db.server";
import { outbox } from "~/modules/outbox/schema";

/** The development mailbox: the last 50 e-mails of the outbox, newest first, by recipient and template. */
export function listDevMails(filter: { to?: string; topic?: string }) {
  const to = filter.to?.toLowerCase();
  return db
    .select({ id: outbox.id, topic: outbox.topic, recipient: outbox.recipient, status: outbox.status, result: outbox.result, payload: outbox.payload, createdAt: outbox.createdAt, lastError: outbox.lastError })
    .from(outbox)
    .where(
      and(
        eq(outbox.kind, "email"),
        to ? sql`lower(${outbox.recipient}) = ${to}` : undefined,
        filter.topic ? eq(outbox.topic, filter.topic) : undefined,
      ),
    )
    .orderBy(desc(outbox.id))
    .limit(50);
}

import { and, desc, eq, ilike, or, sql } from "drizzle-orm";
import { likePattern, listPage, orderBy } from "~/lib/list/list.server";
import type { OutboxListParams } from "~/modules/mail/outbox-list";
import { AppError } from "~/lib/app-error";
import { db } from "~/lib/db.server";
import { isProductionMode } from "~/lib/env.server";
import type { Actor } from "~/modules/accounts/actor";
import { assertCan } from "~/modules/mail/permissions";
import { outbox } from "~/modules/outbox/schema";

export type OutboxMail = {
  id: number;
  topic: string;
  recipient: string | null;
  status: string;
  result: { subject?: string; text?: string; html?: string } | null;
  createdAt: string;
  lastError: string | null;
};

/** What a row of the outbox's e-mail lists shows. */
const MAIL_COLUMNS = {
  id: outbox.id,
  topic: outbox.topic,
  recipient: outbox.recipient,
  status: outbox.status,
  result: outbox.result,
  createdAt: outbox.createdAt,
  lastError: outbox.lastError,
};

/**
 * The e-mails of the outbox, newest first (at most 50), for admins in local mode only: without
 * SMTP_URL this is where a local installation's mail (sign-up links, password resets) can be read.
 * Anyone else, and every caller in production mode, gets NOT_FOUND: the page does not exist there.
 */
export async function listOutboxMails(input: { actor: Actor | null; to?: string | null; topic?: string | null }): Promise<OutboxMail[]> {
  if (isProductionMode()) throw new AppError("NOT_FOUND");
  assertCan(input.actor, "outboxMail.list");
  const to = input.to?.trim().toLowerCase().slice(0, 254) || undefined;
  const topic = input.topic?.trim().slice(0, 100) || undefined;
  const rows = await db
    .select(MAIL_COLUMNS)
    .from(outbox)
    .where(and(eq(outbox.kind, "email"), to ? sql`lower(${outbox.recipient}) = ${to}` : undefined, topic ? eq(outbox.topic, topic) : undefined))
    .orderBy(desc(outbox.id))
    .limit(50);
  return rows.map((r) => ({ ...r, result: (r.result as OutboxMail["result"]) ?? null, createdAt: r.createdAt.toISOString() }));
}

/** One page of the outbox's e-mails (the admin's outbox page, local mode only; NOT_FOUND otherwise). */
export async function getOutboxListView(actor: Actor | null, params: OutboxListParams) {
  if (isProductionMode()) throw new AppError("NOT_FOUND");
  assertCan(actor, "outboxMail.list");
  const q = params.q.trim();
  const where = and(
    eq(outbox.kind, "email"),
    params.filters.status ? eq(outbox.status, params.filters.status) : undefined,
    q ? or(ilike(outbox.recipient, likePattern(q)), ilike(outbox.topic, likePattern(q))) : undefined,
  );
  return listPage(params, {
    rows: ({ limit, offset }) =>
      db
        .select(MAIL_COLUMNS)
        .from(outbox)
        .where(where)
        .orderBy(...orderBy(params, { created: outbox.id }, outbox.id))
        .limit(limit)
        .offset(offset),
    total: () => db.$count(outbox, where),
    map: (r): OutboxMail => ({ ...r, result: (r.result as OutboxMail["result"]) ?? null, createdAt: r.createdAt.toISOString() }),
  });
}

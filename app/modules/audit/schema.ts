import { sql } from "drizzle-orm";
import { bigserial, index, jsonb, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAt } from "~/lib/schema-helpers";
import { user } from "~/modules/accounts/schema";

/** Who changed what, when, before and after. */
export const auditLog = pgTable(
  "audit_log",
  {
    id: bigserial({ mode: "number" }).primaryKey(),
    actorId: text(),
    actorEmail: text(),
    action: text().notNull(),
    entityType: text().notNull(),
    entityId: text(),
    before: jsonb().$type<Record<string, unknown>>(),
    after: jsonb().$type<Record<string, unknown>>(),
    ip: text(),
    createdAt: createdAt(),
  },
  // the audit log page reads newest first (created_at, id: its ORDER BY) — all of it, one action, one actor, one entity
  (t) => [
    index().on(t.entityType, t.entityId, t.createdAt.desc()),
    index().on(t.actorId, t.createdAt.desc(), t.id.desc()),
    index("audit_log_created_at_id_index").on(t.createdAt.desc(), t.id.desc()),
    index().on(t.action, t.createdAt.desc(), t.id.desc()),
    // an erased account's rows are still found by the e-mail they kept
    index().on(t.actorEmail),
  ],
);

export const reportStatusEnum = pgEnum("report_status", ["open", "resolved", "dismissed"]);

/** Content reported by users (an event, a review, a post, …) for admins to decide on. */
export const reports = pgTable(
  "reports",
  {
    id: uuid().primaryKey().defaultRandom(),
    reporterId: text().references(() => user.id, { onDelete: "set null" }),
    targetType: text().notNull(),
    targetId: text().notNull(),
    reason: text().notNull(),
    details: text(),
    status: reportStatusEnum().notNull().default("open"),
    resolvedBy: text().references(() => user.id, { onDelete: "set null" }),
    resolvedAt: timestamp({ withTimezone: true }),
    resolution: text(),
    createdAt: createdAt(),
  },
  (t) => [
    index().on(t.status, t.createdAt.desc()),
    index().on(t.targetType, t.targetId),
    // one open report per reporter and target: a repeated submit adds nothing
    uniqueIndex("reports_open_once").on(t.targetType, t.targetId, t.reporterId).where(sql`status = 'open'`),
  ],
);

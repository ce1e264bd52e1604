import type { DbOrTx } from "~/lib/db.server";
import { auditLog } from "~/modules/audit/schema";

export type AuditActor = { id: string; email?: string | null } | null;

/**
 * Writes one audit row (who, what, when, before/after) in the caller's transaction.
 * `entity` is "<type>:<id>" or { type, id }.
 */
export async function audit(
  tx: DbOrTx,
  actor: AuditActor,
  action: string,
  entity: { type: string; id?: string | null } | string,
  before?: Record<string, unknown> | null,
  after?: Record<string, unknown> | null,
  ip?: string | null,
): Promise<void> {
  const e = typeof entity === "string" ? { type: entity.split(":")[0], id: entity.split(":").slice(1).join(":") || null } : entity;
  await tx.insert(auditLog).values({
    actorId: actor?.id ?? null,
    actorEmail: actor?.email ?? null,
    action,
    entityType: e.type,
    entityId: e.id ?? null,
    before: before ?? null,
    after: after ?? null,
    ip: ip ?? null,
  });
}

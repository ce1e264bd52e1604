import type { DbOrTx } from "~/lib/db.server";
import type { Actor } from "~/modules/accounts/actor";
import type { AuditAction, AuditEntity } from "~/modules/audit/actions";
import { auditLog } from "~/modules/audit/schema";

/**
 * Writes one audit row (who, what, when, before/after) in the caller's transaction. `action` is one of
 * AUDIT_ACTION and the entity's type one of AUDIT_ENTITY (actions.ts), each with its German label.
 * `entity` is "<type>:<id>" or { type, id }. `actor` null: the system (worker, webhook); an empty
 * e-mail is stored as none (an erased account).
 */
export async function audit(
  tx: DbOrTx,
  actor: Pick<Actor, "id" | "email"> | null,
  action: AuditAction,
  entity: { type: AuditEntity; id?: string | null } | `${AuditEntity}:${string}`,
  before?: Record<string, unknown> | null,
  after?: Record<string, unknown> | null,
  ip?: string | null,
): Promise<void> {
  const e = typeof entity === "string" ? { type: entity.split(":")[0], id: entity.split(":").slice(1).join(":") || null } : entity;
  await tx.insert(auditLog).values({
    actorId: actor?.id ?? null,
    actorEmail: actor?.email || null,
    action,
    entityType: e.type,
    entityId: e.id ?? null,
    before: before ?? null,
    after: after ?? null,
    ip: ip ?? null,
  });
}

import type { DbOrTx } from "~/lib/db.server";
import type { Actor } from "~/modules/accounts/actor";
import type { AuditAction, AuditEntity } from "~/modules/audit/actions";
import { auditLog } from "~/modules/audit/schema";

/**
 * Writes one audit row (who, what, when, before/after) in the caller's transaction. `action` is one of
 * AUDIT_ACTION and the entity's type one of AUDIT_ENTITY (actions.ts), each with its German label.
 * `entity` is "<type>:<id>" or { type, id }. `actor` null: the system (worker, webhook); an empty
 * e-mail is stored as none (an erased account). While an admin impersonates someone, the row names
 * the admin as actor and keeps whom they acted as in `after.actingAs` (decision 0011).
 */
export async function audit(
  tx: DbOrTx,
  actor: (Pick<Actor, "id" | "email"> & Pick<Actor, "impersonatedBy">) | null,
  action: AuditAction,
  entity: { type: AuditEntity; id?: string | null } | `${AuditEntity}:${string}`,
  before?: Record<string, unknown> | null,
  after?: Record<string, unknown> | null,
  ip?: string | null,
): Promise<void> {
  const e = typeof entity === "string" ? { type: entity.split(":")[0], id: entity.split(":").slice(1).join(":") || null } : entity;
  const by = actor?.impersonatedBy;
  const real = by ? { id: by.id, email: by.email } : actor;
  await tx.insert(auditLog).values({
    actorId: real?.id ?? null,
    actorEmail: real?.email || null,
    action,
    entityType: e.type,
    entityId: e.id ?? null,
    before: before ?? null,
    after: by && actor ? { ...after, actingAs: { id: actor.id, email: actor.email } } : (after ?? null),
    ip: ip ?? null,
  });
}

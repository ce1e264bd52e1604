import { z } from "zod";
import { defineList, type ListParams } from "~/lib/list/list-spec";
import { AUDIT_ACTION, AUDIT_ENTITY } from "~/modules/audit/actions";

/**
 * The audit log's list (admin `/admin/users/audit`): newest first; `q` searches the actor by e-mail or
 * name; filters by action, entity type (and one entity's id, for links from an entity's page); the
 * period (`from`/`to`) is the time of the change.
 */
export const auditLogList = defineList({
  sortable: ["time"],
  defaultSort: "time",
  defaultDir: "desc",
  filters: {
    action: AUDIT_ACTION.schema,
    entity: AUDIT_ENTITY.schema,
    entityId: z.string().trim().min(1).max(100),
  },
  dateRange: true,
  pageSize: 25,
});

export type AuditLogListParams = ListParams<(typeof auditLogList.sortable)[number], NonNullable<typeof auditLogList.filters>>;

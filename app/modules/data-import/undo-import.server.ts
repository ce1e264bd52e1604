import { and, desc, eq, inArray } from "drizzle-orm";
import { AppError } from "~/lib/app-error";
import { db } from "~/lib/db.server";
import type { Actor } from "~/modules/accounts/actor";
import { audit } from "~/modules/audit/audit.server";
import { findImport } from "~/modules/data-import/find-import.server";
import { assertCan } from "~/modules/data-import/permissions";
import { dataImportRows, dataImports } from "~/modules/data-import/schema";
import { importTarget } from "~/modules/data-import/targets.server";

/** PostgreSQL's foreign_key_violation (23503): an imported row is referenced by now (e.g. a booking). */
function isForeignKeyViolation(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) if ((e as { code?: unknown }).code === "23503") return true;
  return false;
}

/**
 * Undoes a whole finished import in one transaction: every row it created is deleted, every row it
 * updated gets its before-state back — last row first, so a row the file touched twice ends as it
 * was before the import. Audited ("Import rückgängig gemacht"). A row referenced by now (bookings)
 * refuses the undo as a whole: nothing changes.
 */
export async function undoImport(input: { actor: Actor; id: string }) {
  assertCan(input.actor, "import.run");
  try {
    return await db.transaction(async (tx) => {
      const job = await findImport(tx, input.id, { forUpdate: true });
      if (job.status !== "done" && job.status !== "failed") throw new AppError("IMPORT_STATE");
      const target = importTarget(job.kind);
      const rows = await tx
        .select({ rowNumber: dataImportRows.rowNumber, outcome: dataImportRows.outcome, entityId: dataImportRows.entityId, before: dataImportRows.before })
        .from(dataImportRows)
        .where(and(eq(dataImportRows.importId, job.id), inArray(dataImportRows.outcome, ["created", "updated"])))
        .orderBy(desc(dataImportRows.rowNumber));
      for (const r of rows) await target.undo(tx, { id: r.entityId!, created: r.outcome === "created", before: r.before });
      await tx.update(dataImports).set({ status: "undone", undoneAt: new Date(), updatedAt: new Date() }).where(eq(dataImports.id, job.id));
      await audit(tx, input.actor, "import.undone", { type: "data_import", id: job.id }, { created: job.createdCount, updated: job.updatedCount }, { deleted: job.createdCount, restored: job.updatedCount });
      return { id: job.id, deleted: rows.filter((r) => r.outcome === "created").length, restored: rows.filter((r) => r.outcome === "updated").length };
    });
  } catch (error) {
    if (isForeignKeyViolation(error)) throw new AppError("IMPORT_UNDO_BLOCKED");
    throw error;
  }
}

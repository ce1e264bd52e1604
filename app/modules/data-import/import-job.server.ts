import { and, asc, eq, gt, lt, or, sql } from "drizzle-orm";
import { AppError, isAppError } from "~/lib/app-error";
import { db } from "~/lib/db.server";
import { isUniqueViolation } from "~/lib/db-errors";
import type { ImportTarget, RowIssue } from "~/lib/import-target";
import { logger } from "~/lib/logger.server";
import type { Actor } from "~/modules/accounts/actor";
import { audit } from "~/modules/audit/audit.server";
import { findImport, yieldToEventLoop } from "~/modules/data-import/find-import.server";
import { assertCan } from "~/modules/data-import/permissions";
import { dataImportRows, dataImports } from "~/modules/data-import/schema";
import { importTarget, mappedRecord } from "~/modules/data-import/targets.server";

/** Rows per batch; each batch is one transaction and moves the cursor. */
export const IMPORT_BATCH = 500;
const LEASE = sql`now() + interval '2 minutes'`;

/**
 * Step 3: queues a checked import (audited "Import gestartet") and starts its job. The job runs in
 * the background; the page shows its progress.
 */
export async function startImport(input: { actor: Actor; id: string; wait?: boolean }) {
  assertCan(input.actor, "import.run");
  await db.transaction(async (tx) => {
    const job = await findImport(tx, input.id, { forUpdate: true });
    if (job.status !== "validated" && job.status !== "failed") throw new AppError("IMPORT_STATE");
    if (job.status === "validated" && job.invalidRows >= job.totalRows) throw new AppError("IMPORT_NOTHING_VALID");
    await tx.update(dataImports).set({ status: "queued", lastError: null, updatedAt: new Date() }).where(eq(dataImports.id, job.id));
    if (job.status === "validated") {
      await audit(tx, input.actor, "import.started", { type: "data_import", id: job.id }, null, {
        kind: job.kind,
        fileName: job.fileName,
        rows: job.totalRows,
        invalidRows: job.invalidRows,
      });
    }
  });
  const run = runImportJob(input.id).catch((err) => logger.error({ err, importId: input.id }, "Import fehlgeschlagen"));
  if (input.wait) await run;
  return { id: input.id };
}

/**
 * Runs (or resumes) one import. A lease on the import row lets one runner work on it; one that died
 * is replaced after the lease ends. Batches of IMPORT_BATCH rows after the saved cursor, each in its
 * own transaction: the rows are read again with the form's schema, completed outside the
 * transaction (e.g. geocoding), then written; every row keeps what the write did and the row's
 * before-state, for undo. Between batches the event loop is free for other requests.
 */
export async function runImportJob(id: string): Promise<"done" | "busy" | "failed"> {
  const [job] = await db
    .update(dataImports)
    .set({ status: "running", lockedUntil: LEASE, attempts: sql`${dataImports.attempts} + 1`, startedAt: sql`coalesce(${dataImports.startedAt}, now())`, updatedAt: new Date() })
    .where(and(eq(dataImports.id, id), or(eq(dataImports.status, "queued"), and(eq(dataImports.status, "running"), lt(dataImports.lockedUntil, sql`now()`)))))
    .returning();
  if (!job) return "busy";
  const target = importTarget(job.kind);
  try {
    for (let cursor = job.cursor; ; ) {
      const rows = await db
        .select({ rowNumber: dataImportRows.rowNumber, cells: dataImportRows.cells, outcome: dataImportRows.outcome })
        .from(dataImportRows)
        .where(and(eq(dataImportRows.importId, id), gt(dataImportRows.rowNumber, cursor)))
        .orderBy(asc(dataImportRows.rowNumber))
        .limit(IMPORT_BATCH);
      if (!rows.length) break;
      // read and complete outside the transaction
      const todo: Todo[] = rows.map((r) => {
        const parsed = target.parse(mappedRecord(r.cells, job.mapping));
        return parsed.ok ? { n: r.rowNumber, values: parsed.values } : { n: r.rowNumber, issues: parsed.issues };
      });
      const valid = todo.filter((t): t is { n: number; values: unknown } => "values" in t);
      if (target.prepare && valid.length) {
        const prepared = await target.prepare(valid.map((t) => t.values));
        prepared.forEach((p, i) => {
          const t = todo.indexOf(valid[i]!);
          todo[t] = p.ok ? { n: valid[i]!.n, values: p.values } : { n: valid[i]!.n, issues: p.issues };
        });
      }
      // fast path: the whole batch in one transaction; a refused row (a slug taken twice in the file)
      // rolls it back and the batch runs again with a savepoint per row, so only that row is skipped
      const committed = await writeBatch(id, target, todo, job.createdBy, cursor, rows.at(-1)!.rowNumber, false).catch((error: unknown) => {
        if (isUniqueViolation(error) || isAppError(error)) return null;
        throw error;
      });
      if (!committed) await writeBatch(id, target, todo, job.createdBy, cursor, rows.at(-1)!.rowNumber, true);
      cursor = rows.at(-1)!.rowNumber;
      await yieldToEventLoop();
    }
    await db.transaction(async (tx) => {
      const [done] = await tx
        .update(dataImports)
        .set({ status: "done", lockedUntil: null, finishedAt: new Date(), lastError: null, updatedAt: new Date() })
        .where(eq(dataImports.id, id))
        .returning();
      await audit(tx, { id: job.createdBy ?? "system", email: "" }, "import.finished", { type: "data_import", id }, null, {
        created: done!.createdCount,
        updated: done!.updatedCount,
        skipped: done!.skippedCount,
      });
    });
    return "done";
  } catch (err) {
    logger.error({ err, importId: id }, "Import unterbrochen");
    await db
      .update(dataImports)
      .set({ status: "failed", lockedUntil: null, lastError: err instanceof Error ? err.message.slice(0, 500) : String(err), updatedAt: new Date() })
      .where(eq(dataImports.id, id));
    return "failed";
  }
}

type Todo = { n: number; values: unknown } | { n: number; issues: RowIssue[] };

/** Writes one batch in one transaction and moves the cursor with its counts. */
async function writeBatch(id: string, target: ImportTarget<unknown>, todo: Todo[], actorId: string | null, from: number, to: number, perRow: boolean) {
  return db.transaction(async (tx) => {
    const results: Array<{ n: number; outcome: string; entity_id: string | null; before: unknown; issues: RowIssue[] | null }> = [];
    for (const t of todo) {
      if ("issues" in t) {
        results.push({ n: t.n, outcome: "skipped", entity_id: null, before: null, issues: t.issues });
        continue;
      }
      if (!perRow) {
        const written = await target.write(tx, t.values, { actorId });
        results.push({ n: t.n, outcome: written.created ? "created" : "updated", entity_id: written.id, before: written.before, issues: null });
        continue;
      }
      try {
        const written = await tx.transaction((sp) => target.write(sp, t.values, { actorId }));
        results.push({ n: t.n, outcome: written.created ? "created" : "updated", entity_id: written.id, before: written.before, issues: null });
      } catch (error) {
        if (!isUniqueViolation(error) && !isAppError(error)) throw error;
        const message = isAppError(error) ? error.userMessage : "Diese Adresse (Slug) ist bereits vergeben.";
        results.push({ n: t.n, outcome: "skipped", entity_id: null, before: null, issues: [{ field: "slug", message }] });
      }
    }
    await tx.execute(sql`
      update data_import_rows d set outcome = x.outcome::import_row_outcome, entity_id = x.entity_id, before = x.before, issues = coalesce(x.issues, d.issues)
      from jsonb_to_recordset(${JSON.stringify(results)}::jsonb) as x(n int, outcome text, entity_id uuid, before jsonb, issues jsonb)
      where d.import_id = ${id} and d.row_number = x.n`);
    const count = (o: string) => results.filter((r) => r.outcome === o).length;
    // the cursor moves only from where this runner found it (a second runner after a lost lease changes nothing)
    const [moved] = await tx
      .update(dataImports)
      .set({
        cursor: to,
        createdCount: sql`${dataImports.createdCount} + ${count("created")}`,
        updatedCount: sql`${dataImports.updatedCount} + ${count("updated")}`,
        skippedCount: sql`${dataImports.skippedCount} + ${count("skipped")}`,
        lockedUntil: LEASE,
        updatedAt: new Date(),
      })
      .where(and(eq(dataImports.id, id), eq(dataImports.cursor, from)))
      .returning({ id: dataImports.id });
    if (!moved) throw new Error("Import-Cursor wurde von einem anderen Lauf bewegt");
    return true;
  });
}

/**
 * Periodic (the outbox worker's tick): resumes queued imports and those whose runner died (lease
 * over). The jobs run beside the tick, not inside it — a 10,000-row import never holds up the
 * outbox's mail; `wait` (tests) waits for them.
 */
export async function resumeImportJobs(opts: { wait?: boolean } = {}): Promise<number> {
  const due = await db
    .select({ id: dataImports.id })
    .from(dataImports)
    .where(or(eq(dataImports.status, "queued"), and(eq(dataImports.status, "running"), lt(dataImports.lockedUntil, sql`now()`))))
    .limit(5);
  const runs = due.map((j) => runImportJob(j.id).catch((err) => logger.error({ err, importId: j.id }, "Import fehlgeschlagen")));
  if (opts.wait) await Promise.all(runs);
  return due.length;
}

import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { db } from "~/lib/db.server";
import { listPage, orderBy } from "~/lib/list/list.server";
import type { Actor } from "~/modules/accounts/actor";
import { findImport } from "~/modules/data-import/find-import.server";
import { IMPORT_KIND, type ImportStatus } from "~/modules/data-import/labels";
import { assertCan } from "~/modules/data-import/permissions";
import { MAX_IMPORT_BYTES } from "~/modules/data-import/read-file.server";
import { dataImportRows, dataImports } from "~/modules/data-import/schema";
import { importFields } from "~/modules/data-import/targets.server";
import type { ImportListParams } from "~/modules/data-import/validation";
import { admin, linkTo } from "~/registry";

/** Rows with problems shown on the import's page (the rest are counted). */
export const SHOWN_ISSUE_ROWS = 200;

/** The admin's list of imports, newest first: what, which file, state and counts. */
export async function getImportListView(actor: Actor, params: ImportListParams) {
  assertCan(actor, "import.list");
  const where = and(
    params.filters.kind ? eq(dataImports.kind, params.filters.kind) : undefined,
    params.filters.status ? eq(dataImports.status, params.filters.status) : undefined,
    params.q ? sql`${dataImports.fileName} ilike ${`%${params.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}` : undefined,
  );
  return listPage(params, {
    rows: ({ limit, offset }) =>
      db
        .select()
        .from(dataImports)
        .where(where)
        .orderBy(...orderBy(params, { created: dataImports.createdAt, rows: dataImports.totalRows }, dataImports.id))
        .limit(limit)
        .offset(offset),
    total: () => db.$count(dataImports, where),
    map: (i) => ({
      id: i.id,
      kind: i.kind,
      kindLabel: IMPORT_KIND.label(i.kind),
      fileName: i.fileName,
      status: i.status,
      totalRows: i.totalRows,
      invalidRows: i.invalidRows,
      createdCount: i.createdCount,
      updatedCount: i.updatedCount,
      skippedCount: i.skippedCount,
      createdAt: i.createdAt.toISOString(),
      href: linkTo(admin, "storageImportDetail", { id: i.id }),
    }),
  });
}
export type ImportListRow = Awaited<ReturnType<typeof getImportListView>>["rows"][number];

/** What the upload form offers. */
export function getImportUploadOptions() {
  return { kinds: IMPORT_KIND.options(), maxMegabytes: MAX_IMPORT_BYTES / 1024 / 1024 };
}

/**
 * One import's page: the mapping (columns, the fields each may go to, the sample of the first rows),
 * the dry run's findings per row, the job's progress and its summary.
 */
export async function getImportView(actor: Actor, id: string) {
  assertCan(actor, "import.view");
  const job = await findImport(db, id);
  const fields = importFields(job.kind);
  const sample = await db
    .select({ cells: dataImportRows.cells })
    .from(dataImportRows)
    .where(eq(dataImportRows.importId, job.id))
    .orderBy(asc(dataImportRows.rowNumber))
    .limit(3);
  const showIssues: ImportStatus[] = ["validated", "done", "failed", "undone", "queued", "running"];
  const issueRows = showIssues.includes(job.status)
    ? await db
        .select({ rowNumber: dataImportRows.rowNumber, issues: dataImportRows.issues, outcome: dataImportRows.outcome })
        .from(dataImportRows)
        .where(and(eq(dataImportRows.importId, job.id), inArray(dataImportRows.outcome, ["invalid", "skipped"]), sql`${dataImportRows.issues} is not null`))
        .orderBy(asc(dataImportRows.rowNumber))
        .limit(SHOWN_ISSUE_ROWS)
    : [];
  const label = new Map(fields.map((f) => [f.key, f.label]));
  const fieldLabel = (key: string) => label.get(key) ?? label.get(key.split(".")[0]!) ?? (key ? key : "Zeile");
  const handled = job.createdCount + job.updatedCount + job.skippedCount;
  const columnOf = new Map(Object.entries(job.mapping).map(([h, f]) => [f, h]));
  return {
    id: job.id,
    kind: job.kind,
    kindLabel: IMPORT_KIND.label(job.kind),
    fileName: job.fileName,
    format: job.format,
    status: job.status,
    totalRows: job.totalRows,
    invalidRows: job.invalidRows,
    validRows: job.totalRows - job.invalidRows,
    createdCount: job.createdCount,
    updatedCount: job.updatedCount,
    skippedCount: job.skippedCount,
    progressPercent: job.totalRows ? Math.min(100, Math.round((job.cursor / job.totalRows) * 100)) : 0,
    handled,
    lastError: job.lastError,
    createdAt: job.createdAt.toISOString(),
    finishedAt: job.finishedAt?.toISOString() ?? null,
    undoneAt: job.undoneAt?.toISOString() ?? null,
    canMap: job.status === "uploaded" || job.status === "validated",
    canStart: job.status === "validated" && job.invalidRows < job.totalRows,
    canResume: job.status === "failed",
    canUndo: job.status === "done" || job.status === "failed",
    running: job.status === "queued" || job.status === "running",
    columns: job.headers.map((header) => ({ header, field: job.mapping[header] ?? "", samples: sample.map((s) => s.cells[header] ?? "") })),
    fieldOptions: fields.map((f) => ({ value: f.key, label: f.required ? `${f.label} (Pflichtfeld)` : f.label })),
    issues: issueRows.flatMap((r) =>
      (r.issues ?? []).map((i) => ({ rowNumber: r.rowNumber, field: fieldLabel(i.field), column: columnOf.get(i.field.split(".")[0]!) ?? columnOf.get(i.field) ?? null, message: i.message })),
    ),
    issuesCapped: issueRows.length >= SHOWN_ISSUE_ROWS,
    listHref: linkTo(admin, "storageImport"),
  };
}
export type ImportView = Awaited<ReturnType<typeof getImportView>>;


/** The import must exist (and be the actor's to see) before any of its actions is read. */
export async function assertImportVisible(actor: Actor, id: string): Promise<void> {
  assertCan(actor, "import.view");
  await findImport(db, id);
}

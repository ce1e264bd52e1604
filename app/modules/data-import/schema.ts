import { index, integer, jsonb, pgEnum, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "~/lib/schema-helpers";
import { user } from "~/modules/accounts/schema";

export const importKindEnum = pgEnum("import_kind", ["events", "places", "artists", "organizers"]);
/**
 * uploaded → (mapping + dry run) validated → queued → running → done → undone; failed when a batch
 * broke (resumable: the cursor says where it stopped).
 */
export const importStatusEnum = pgEnum("import_status", ["uploaded", "validated", "queued", "running", "done", "failed", "undone"]);
export const importRowOutcomeEnum = pgEnum("import_row_outcome", ["pending", "invalid", "created", "updated", "skipped"]);

/** One bulk import (admin, /admin/storage-import): the file, the column mapping, the job's progress. */
export const dataImports = pgTable(
  "data_imports",
  {
    id: uuid().primaryKey().defaultRandom(),
    kind: importKindEnum().notNull(),
    status: importStatusEnum().notNull().default("uploaded"),
    fileName: text().notNull(),
    /** csv, xlsx or json */
    format: text().notNull(),
    /** The file's column headers in order. */
    headers: jsonb().$type<string[]>().notNull(),
    /** header → target field key ("" = not imported). */
    mapping: jsonb().$type<Record<string, string>>().notNull().default({}),
    totalRows: integer().notNull().default(0),
    invalidRows: integer().notNull().default(0),
    /** The job's cursor: every row up to this row number is handled (a restart continues after it). */
    cursor: integer().notNull().default(0),
    createdCount: integer().notNull().default(0),
    updatedCount: integer().notNull().default(0),
    skippedCount: integer().notNull().default(0),
    attempts: integer().notNull().default(0),
    lockedUntil: timestamp({ withTimezone: true }),
    lastError: text(),
    createdBy: text().references(() => user.id, { onDelete: "set null" }),
    startedAt: timestamp({ withTimezone: true }),
    finishedAt: timestamp({ withTimezone: true }),
    undoneAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index().on(t.status), index().on(t.createdAt.desc())],
);

/** The rows of an import: the cells as read, the dry run's findings, and what the job did (with the before-state for undo). */
export const dataImportRows = pgTable(
  "data_import_rows",
  {
    importId: uuid()
      .notNull()
      .references(() => dataImports.id, { onDelete: "cascade" }),
    /** 1-based, the file's data rows (the header is not counted). */
    rowNumber: integer().notNull(),
    /** header → cell text */
    cells: jsonb().$type<Record<string, string>>().notNull(),
    /** The dry run's (or the job's) German messages, per field. */
    issues: jsonb().$type<Array<{ field: string; message: string }>>(),
    outcome: importRowOutcomeEnum().notNull().default("pending"),
    entityId: uuid(),
    /** The whole row before the import changed it (updates only): undo restores it. */
    before: jsonb().$type<Record<string, unknown>>(),
  },
  (t) => [primaryKey({ columns: [t.importId, t.rowNumber] }), index().on(t.importId, t.outcome)],
);

import { sql, getTableName } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { DbOrTx } from "~/lib/db.server";

/**
 * The contract between the bulk import (modules/data-import) and the module that owns a kind of
 * row (events, artists, places, organizers). The owner parses a mapped row with the SAME zod schema
 * its admin form uses and writes it; the import keeps the before-state each write answers, so the
 * whole import can be undone.
 */
export type ImportField = {
  /** The schema's field name. */
  key: string;
  /** German column label shown in the mapping. */
  label: string;
  /** Header names (lower case, without spaces, dashes and underscores) suggested for this field. */
  aliases?: readonly string[];
  required?: boolean;
};

export type RowIssue = { field: string; message: string };

export type ParsedRow<V> = { ok: true; values: V; slug: string | null } | { ok: false; issues: RowIssue[] };

/** What one write did: the row's id, whether it was created, and (when updated) the whole row before. */
export type WrittenRow = { id: string; created: boolean; before: Record<string, unknown> | null };

export type ImportTarget<V> = {
  fields: readonly ImportField[];
  /** Reads one mapped row (field key → cell text) with the form's schema; German messages per field. */
  parse(record: Record<string, string>): ParsedRow<V>;
  /**
   * Optional: completes a batch outside any transaction (e.g. the venue's coordinates by geocoding).
   * Answers one result per row, in order.
   */
  prepare?(rows: V[]): Promise<Array<{ ok: true; values: V } | { ok: false; issues: RowIssue[] }>>;
  /** Writes one row in the caller's transaction: the row with the slug is updated, else one is created. */
  write(tx: DbOrTx, values: V, ctx: { actorId: string | null }): Promise<WrittenRow>;
  /** Undoes one write in the caller's transaction (delete what was created, restore what was updated). */
  undo(tx: DbOrTx, written: WrittenRow): Promise<void>;
};

/** Header text → the form used to match aliases ("Start-Datum" → "startdatum"). */
export function headerKey(header: string): string {
  return header
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[\s_\-.:/()]+/g, "");
}

/** The whole row as JSON (every column, by its database name), locked for the write that follows. */
export async function rowBefore(tx: DbOrTx, table: PgTable, id: string): Promise<Record<string, unknown> | null> {
  const name = getTableName(table);
  const res = await tx.execute<{ row: Record<string, unknown> }>(sql`select to_jsonb(t) as row from ${sql.identifier(name)} t where t.id = ${id} for update`);
  return res.rows[0]?.row ?? null;
}

/**
 * Undoes one write generically: a created row is deleted; an updated one gets every stored
 * (non-generated) column back from its before-state.
 */
export async function undoRow(tx: DbOrTx, table: PgTable, written: WrittenRow): Promise<void> {
  const name = getTableName(table);
  if (written.created || !written.before) {
    await tx.execute(sql`delete from ${sql.identifier(name)} where id = ${written.id}`);
    return;
  }
  const cols = await tx.execute<{ column_name: string }>(sql`
    select column_name from information_schema.columns
    where table_schema = 'public' and table_name = ${name} and is_generated = 'NEVER' and column_name <> 'id'
    order by ordinal_position`);
  const list = cols.rows.map((c) => sql.identifier(c.column_name));
  const fromR = cols.rows.map((c) => sql`r.${sql.identifier(c.column_name)}`);
  await tx.execute(sql`
    update ${sql.identifier(name)} t set (${sql.join(list, sql`, `)}) = (select ${sql.join(fromR, sql`, `)}
      from jsonb_populate_record(null::${sql.identifier(name)}, ${JSON.stringify(written.before)}::jsonb) r)
    where t.id = ${written.id}`);
}

/** zod issues → one German message per field (the first), the field named by its path ("socialMedia.instagram"). */
export function issuesOf(error: { issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }> }): RowIssue[] {
  const seen = new Set<string>();
  const out: RowIssue[] = [];
  for (const i of error.issues) {
    const field = i.path.map(String).join(".");
    if (seen.has(field)) continue;
    seen.add(field);
    out.push({ field, message: i.message });
  }
  return out;
}

/** A mapped cell: trimmed, empty → undefined (the form's "left empty"). */
export const cell = (record: Record<string, string>, key: string): string | undefined => {
  const v = record[key]?.trim();
  return v ? v : undefined;
};

export const SLUG_RE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const SLUG_MESSAGE = "Die Adresse (Slug) darf nur Kleinbuchstaben, Ziffern und einzelne Bindestriche enthalten.";

/** A decimal cell as German spreadsheets write it ("53,8700") in the form's notation ("53.8700"). */
export const decimalCell = (record: Record<string, string>, key: string): string | undefined => {
  const v = cell(record, key);
  return v && /^-?\d+,\d+$/.test(v) ? v.replace(",", ".") : v;
};

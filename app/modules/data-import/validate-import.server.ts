import { and, asc, eq, gt, sql } from "drizzle-orm";
import { AppError } from "~/lib/app-error";
import { db } from "~/lib/db.server";
import type { Actor } from "~/modules/accounts/actor";
import { findImport, yieldToEventLoop } from "~/modules/data-import/find-import.server";
import { assertCan } from "~/modules/data-import/permissions";
import { dataImportRows, dataImports } from "~/modules/data-import/schema";
import { importFields, importTarget, mappedRecord } from "~/modules/data-import/targets.server";

const CHUNK = 500;

/**
 * Step 2: saves the column mapping and runs the dry run — every row through the form's own zod
 * schema, its German messages kept per row and field. Nothing is imported. May be repeated with
 * another mapping until the import starts.
 */
export async function validateImport(input: { actor: Actor; id: string; map: string[] }) {
  assertCan(input.actor, "import.run");
  const job = await findImport(db, input.id);
  if (job.status !== "uploaded" && job.status !== "validated") throw new AppError("IMPORT_STATE");
  const fields = importFields(job.kind);
  const known = new Map(fields.map((f) => [f.key, f]));
  const problems: Record<string, string> = {};
  const mapping: Record<string, string> = {};
  const chosen = new Map<string, number>();
  job.headers.forEach((header, i) => {
    const key = input.map[i] ?? "";
    if (key && !known.has(key)) problems[`map[${i}]`] = "Bitte wählen Sie ein Feld aus der Liste.";
    else if (key && chosen.has(key)) problems[`map[${i}]`] = `„${known.get(key)!.label}“ ist schon der Spalte „${job.headers[chosen.get(key)!]}“ zugeordnet.`;
    else if (key) chosen.set(key, i);
    mapping[header] = key;
  });
  const missing = fields.filter((f) => f.required && !chosen.has(f.key));
  if (missing.length) problems.map = `Bitte ordnen Sie eine Spalte ${missing.map((f) => `„${f.label}“`).join(", ")} zu.`;
  if (Object.keys(problems).length) throw new AppError("VALIDATION", { fields: problems });

  const target = importTarget(job.kind);
  let invalid = 0;
  for (let after = 0; ; ) {
    const rows = await db
      .select({ rowNumber: dataImportRows.rowNumber, cells: dataImportRows.cells })
      .from(dataImportRows)
      .where(and(eq(dataImportRows.importId, job.id), gt(dataImportRows.rowNumber, after)))
      .orderBy(asc(dataImportRows.rowNumber))
      .limit(CHUNK);
    if (!rows.length) break;
    const results = rows.map((r) => {
      const parsed = target.parse(mappedRecord(r.cells, mapping));
      return { n: r.rowNumber, issues: parsed.ok ? null : parsed.issues };
    });
    invalid += results.filter((r) => r.issues).length;
    await db.execute(sql`
      update data_import_rows d set issues = x.issues, outcome = (case when x.issues is null then 'pending' else 'invalid' end)::import_row_outcome
      from jsonb_to_recordset(${JSON.stringify(results)}::jsonb) as x(n int, issues jsonb)
      where d.import_id = ${job.id} and d.row_number = x.n`);
    after = rows.at(-1)!.rowNumber;
    await yieldToEventLoop();
  }
  await db.update(dataImports).set({ mapping, status: "validated", invalidRows: invalid, updatedAt: new Date() }).where(eq(dataImports.id, job.id));
  return { id: job.id, invalid, valid: job.totalRows - invalid };
}

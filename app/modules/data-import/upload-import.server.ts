import { AppError } from "~/lib/app-error";
import { db } from "~/lib/db.server";
import type { Actor } from "~/modules/accounts/actor";
import type { ImportKind } from "~/modules/data-import/labels";
import { assertCan } from "~/modules/data-import/permissions";
import { MAX_IMPORT_BYTES, readImportFile } from "~/modules/data-import/read-file.server";
import { dataImportRows, dataImports } from "~/modules/data-import/schema";
import { suggestMapping } from "~/modules/data-import/targets.server";

const INSERT_CHUNK = 1000;

/**
 * Step 1 of an import: reads the uploaded file (CSV with `;` or `,`, UTF-8 with or without BOM;
 * Excel .xlsx; JSON), keeps its rows and suggests a column mapping by header name. Nothing is
 * imported yet. Refusals (size, encoding, format, empty) carry German texts.
 */
export async function uploadImport(input: { actor: Actor; kind: ImportKind; file: File | null }) {
  assertCan(input.actor, "import.run");
  const file = input.file;
  if (!file || file.size === 0) throw new AppError("IMPORT_FILE_MISSING", { field: "file" });
  if (file.size > MAX_IMPORT_BYTES) throw new AppError("IMPORT_FILE_TOO_LARGE", { field: "file" });
  const read = await readImportFile(file.name, new Uint8Array(await file.arrayBuffer())).catch((error: unknown) => {
    if (error instanceof AppError) throw new AppError(error.code, { field: "file" });
    throw error;
  });
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(dataImports)
      .values({
        kind: input.kind,
        fileName: file.name.slice(0, 200) || "Upload",
        format: read.format,
        headers: read.headers,
        mapping: suggestMapping(input.kind, read.headers),
        totalRows: read.rows.length,
        createdBy: input.actor.id,
      })
      .returning({ id: dataImports.id });
    const id = created!.id;
    for (let i = 0; i < read.rows.length; i += INSERT_CHUNK) {
      await tx.insert(dataImportRows).values(read.rows.slice(i, i + INSERT_CHUNK).map((cells, j) => ({ importId: id, rowNumber: i + j + 1, cells })));
    }
    return { id };
  });
}

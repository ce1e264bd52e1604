import { eq } from "drizzle-orm";
import { AppError } from "~/lib/app-error";
import type { DbOrTx } from "~/lib/db.server";
import { isUuid } from "~/lib/input";
import { dataImports } from "~/modules/data-import/schema";

/** One import by id (locked for a change when asked), or IMPORT_NOT_FOUND. */
export async function findImport(tx: DbOrTx, id: string, opts: { forUpdate?: boolean } = {}) {
  if (!isUuid(id)) throw new AppError("IMPORT_NOT_FOUND");
  const q = tx.select().from(dataImports).where(eq(dataImports.id, id)).limit(1);
  const [row] = opts.forUpdate ? await q.for("update") : await q;
  if (!row) throw new AppError("IMPORT_NOT_FOUND");
  return row;
}

/** Lets other requests run between two chunks of work (10,000 rows never hold the event loop). */
export const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

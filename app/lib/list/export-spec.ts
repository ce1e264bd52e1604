/**
 * What a module hands an export (CSV or Excel): columns and rows in batches. The writers
 * (`csvExportResponse`, `xlsxExportResponse` in ~/ui/back-office/export.server) stream it.
 */
export type ExportColumn<T> = {
  header: string;
  value: (row: T) => string | number | boolean | Date | null | undefined;
  /** date → dd.MM.yyyy, datetime → dd.MM.yyyy HH:mm, money → cents shown as 12,50 (Excel: number with € format). */
  kind?: "text" | "number" | "money" | "date" | "datetime";
};

export type ExportSpec<T> = { filename: string; columns: Array<ExportColumn<T>>; batches: AsyncIterable<T[]> };

/**
 * Batches by keyset (`WHERE key > last ORDER BY key LIMIT n`): each call gets the last row's key.
 */
export async function* keysetBatches<T, K>(fetch: (after: K | null, limit: number) => Promise<T[]>, keyOf: (row: T) => K, batchSize = 1000): AsyncGenerator<T[]> {
  let after: K | null = null;
  for (;;) {
    const rows = await fetch(after, batchSize);
    if (rows.length) yield rows;
    if (rows.length < batchSize) return;
    after = keyOf(rows[rows.length - 1]);
  }
}

/**
 * Batches of a list in its own order (`OFFSET`, for exports that keep the page's sort): the query
 * gets `{ limit, offset }` like `listPage`'s rows.
 */
export async function* offsetBatches<T>(fetch: (window: { limit: number; offset: number }) => Promise<T[]>, batchSize = 1000): AsyncGenerator<T[]> {
  for (let offset = 0; ; offset += batchSize) {
    const rows = await fetch({ limit: batchSize, offset });
    if (rows.length) yield rows;
    if (rows.length < batchSize) return;
  }
}

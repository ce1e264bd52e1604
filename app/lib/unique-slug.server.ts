import { getTableName, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { DbOrTx } from "~/lib/db.server";

/**
 * Slugs of a table with a `slug` column (artists, places, organizers): whether one is taken, and the
 * first free one for a new row. Shared by the admin forms and the bulk import.
 */
export async function slugTaken(tx: DbOrTx, table: PgTable, slug: string, exceptId?: string): Promise<boolean> {
  const t = sql.identifier(getTableName(table));
  const hit = await tx.execute(
    exceptId ? sql`select 1 from ${t} where slug = ${slug} and id <> ${exceptId} limit 1` : sql`select 1 from ${t} where slug = ${slug} limit 1`,
  );
  return hit.rows.length > 0;
}

/**
 * The slug itself when free, else the slug with the first free number (`lotte-brandt-2`), read in one
 * query; after 49 taken numbers a random tail.
 */
export async function freeSlug(tx: DbOrTx, table: PgTable, base: string): Promise<string> {
  const t = sql.identifier(getTableName(table));
  const escaped = base.replace(/[\\%_]/g, (c) => `\\${c}`);
  const rows = await tx.execute<{ slug: string }>(sql`select slug from ${t} where slug = ${base} or slug like ${`${escaped}-%`}`);
  const taken = new Set(rows.rows.map((r) => r.slug));
  for (let n = 1; n < 50; n++) {
    const candidate = n === 1 ? base : `${base}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
  return `${base}-${crypto.randomUUID().slice(0, 8)}`;
}

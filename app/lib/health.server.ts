import { sql } from "drizzle-orm";
import { db, dbKind } from "~/lib/db.server";

/** Whether the database answers (the health route for load balancers); its kind when it does. */
export async function databaseHealth(): Promise<{ ok: true; database: ReturnType<typeof dbKind> } | { ok: false }> {
  try {
    await db.execute(sql`select 1`);
    return { ok: true, database: dbKind() };
  } catch {
    return { ok: false };
  }
}

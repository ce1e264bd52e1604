import { sql } from "drizzle-orm";
import { db, dbKind } from "~/lib/db.server";

/** Liveness + database check for load balancers. */
export async function loader() {
  try {
    await db.execute(sql`select 1`);
    return Response.json({ status: "ok", database: dbKind() }, { headers: { "Cache-Control": "no-store" } });
  } catch {
    return Response.json({ status: "error" }, { status: 503, headers: { "Cache-Control": "no-store" } });
  }
}

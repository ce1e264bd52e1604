import { databaseHealth } from "~/lib/health.server";

/** Liveness + database check for load balancers. */
export async function loader() {
  const health = await databaseHealth();
  if (!health.ok) return Response.json({ status: "error" }, { status: 503, headers: { "Cache-Control": "no-store" } });
  return Response.json({ status: "ok", database: health.database }, { headers: { "Cache-Control": "no-store" } });
}

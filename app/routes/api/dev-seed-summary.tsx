import { isProductionMode } from "~/lib/env.server";
import { demoSeedSummary } from "~/lib/dev-seed-summary.server";

/**
 * Local development only (never in production mode): the demo fixtures' slugs (radius near/far,
 * sold out, cancelled, free, early bird) so end-to-end tests can find them. Writes nothing.
 */
export async function loader() {
  if (isProductionMode()) return new Response("Nicht gefunden", { status: 404 });
  const summary = await demoSeedSummary();
  if (!summary) return Response.json({ message: "Keine Demodaten" }, { status: 404 });
  return Response.json(summary, { headers: { "Cache-Control": "no-store" } });
}

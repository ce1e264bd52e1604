import type { Route } from "./+types/stats-export";
import { parseSearchParams, throwAsResponse } from "~/lib/route-helpers.server";
import { requireRole } from "~/auth-edge/guards.server";
import { statsExport } from "~/modules/reporting/export-stats.server";
import { statsQuerySchema } from "~/modules/reporting/organizer-stats-params";
import { csvExportResponse } from "~/ui/back-office/export.server";

/** The stats page's figures per day as CSV (same event and period as the page). */
export async function loader({ request }: Route.LoaderArgs) {
  const actor = await requireRole(request, "organizer");
  try {
    return csvExportResponse(await statsExport(actor, parseSearchParams(request, statsQuerySchema)));
  } catch (error) {
    throwAsResponse(error);
  }
}

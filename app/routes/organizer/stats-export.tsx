import type { Route } from "./+types/stats-export";
import { parseSearchParams, throwAsResponse } from "~/lib/route-helpers.server";
import { statsExport } from "~/modules/reporting/export-stats.server";
import { statsQuerySchema } from "~/modules/reporting/organizer-stats-params";
import { csvExportResponse } from "~/ui/back-office/export.server";
import { requireOrganizerArea } from "~/routes/organizer/team-guard.server";

/** The stats page's figures per day as CSV (same event and period as the page). */
export async function loader({ request }: Route.LoaderArgs) {
  const actor = await requireOrganizerArea(request, "money");
  try {
    return csvExportResponse(await statsExport(actor, parseSearchParams(request, statsQuerySchema)));
  } catch (error) {
    throwAsResponse(error);
  }
}

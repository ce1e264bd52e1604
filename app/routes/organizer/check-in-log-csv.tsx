import type { Route } from "./+types/check-in-log-csv";
import { exportListParams } from "~/lib/list/load-list.server";
import { throwAsResponse } from "~/lib/route-helpers.server";
import { requireUser } from "~/auth-edge/guards.server";
import { checkInLogList } from "~/modules/ticketing/check-in-log";
import { getCheckInLogExport } from "~/modules/ticketing/check-in-log.server";
import { csvExportResponse } from "~/ui/back-office/export.server";

/** CSV export of an event's check-in log (organizer of the event or admin) with the page's search, filters and order, streamed in batches. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const viewer = await requireUser(request);
  return csvExportResponse(await getCheckInLogExport(viewer, params.eventId, exportListParams(request, checkInLogList)).catch(throwAsResponse));
}

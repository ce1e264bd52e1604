import type { Route } from "./+types/check-in-log-csv";
import { throwAsResponse } from "~/lib/route-helpers.server";
import { requireUser } from "~/auth-edge/guards.server";
import { getCheckInLogExport } from "~/modules/ticketing/check-in-log.server";
import { csvExportResponse } from "~/ui/back-office/export.server";

/** CSV export of an event's check-in log (organizer of the event or admin), streamed in batches. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const viewer = await requireUser(request);
  return csvExportResponse(await getCheckInLogExport(viewer, params.eventId).catch(throwAsResponse));
}

import { z } from "zod";
import type { Route } from "./+types/bookings-export";
import { parseSearchParams, throwAsResponse } from "~/lib/route-helpers.server";
import { requireRole } from "~/modules/accounts/session.server";
import { attendeeExport } from "~/modules/ticketing/export-attendees.server";
import { csvExportResponse, xlsxExportResponse } from "~/ui/back-office/export.server";

const query = z.object({ event: z.string().min(1, "Bitte wählen Sie ein Event."), format: z.enum(["csv", "xlsx"]).default("csv") });

/** Attendee list of one of the organizer's events, streamed as CSV or Excel. */
export async function loader({ request }: Route.LoaderArgs) {
  const actor = await requireRole(request, "organizer");
  try {
    const { event, format } = parseSearchParams(request, query);
    const spec = await attendeeExport({ actor, eventId: event });
    return format === "xlsx" ? xlsxExportResponse({ ...spec, filename: `${spec.filename}.xlsx` }) : csvExportResponse({ ...spec, filename: `${spec.filename}.csv` });
  } catch (error) {
    throwAsResponse(error);
  }
}

import { z } from "zod";
import type { Route } from "./+types/bookings-export";
import { isAppError } from "~/lib/app-error";
import { parseSearchParams } from "~/lib/route-helpers.server";
import { redirectWithToast } from "~/lib/toast.server";
import { requireRole } from "~/auth-edge/guards.server";
import { attendeeExport } from "~/modules/ticketing/export-attendees.server";
import { csvExportResponse, xlsxExportResponse } from "~/ui/back-office/export.server";

const query = z.object({
  event: z.string({ error: "Bitte wählen Sie zuerst ein Event." }).min(1, "Bitte wählen Sie zuerst ein Event."),
  format: z.enum(["csv", "xlsx"]).catch("csv"),
});

/**
 * Attendee list of one of the organizer's events, streamed as CSV or Excel. A download link opened
 * without an event (or with one that is not theirs) leads back to the bookings with the reason.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const actor = await requireRole(request, "organizer");
  try {
    const { event, format } = parseSearchParams(request, query);
    const spec = await attendeeExport({ actor, eventId: event });
    return format === "xlsx" ? xlsxExportResponse({ ...spec, filename: `${spec.filename}.xlsx` }) : csvExportResponse({ ...spec, filename: `${spec.filename}.csv` });
  } catch (error) {
    if (!isAppError(error)) throw error;
    throw await redirectWithToast("/organizer/bookings", {
      type: "info",
      title: "Teilnehmerliste exportieren",
      description: `${error.userMessage.replace(/[.!]?$/, ".")} Wählen Sie in der Liste ein Event, dann erscheinen die Knöpfe für CSV und Excel.`,
    });
  }
}

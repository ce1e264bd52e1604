import { z } from "zod";
import type { Route } from "./+types/bookings-export";
import { isAppError } from "~/lib/app-error";
import { exportListParams } from "~/lib/list/load-list.server";
import { parseSearchParams } from "~/lib/route-helpers.server";
import { redirectWithToast } from "~/lib/toast.server";
import { attendeeExport } from "~/modules/ticketing/export-attendees.server";
import { bookingsList } from "~/modules/ticketing/organizer-bookings-list";
import { linkTo, organizer } from "~/registry";
import { exportResponse } from "~/ui/back-office/export.server";
import { requireOrganizerArea } from "~/routes/organizer/team-guard.server";

const query = z.object({
  event: z.string({ error: "Bitte wählen Sie zuerst ein Event." }).min(1, "Bitte wählen Sie zuerst ein Event."),
});

/**
 * Attendee list of one of the organizer's events, streamed as CSV or Excel — of the bookings the list
 * shows (its search and filters). A download link opened without an event (or with one that is not
 * theirs) leads back to the bookings with the reason.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const actor = await requireOrganizerArea(request, "money");
  try {
    const { event } = parseSearchParams(request, query.loose());
    const spec = await attendeeExport({ actor, eventId: event, params: exportListParams(request, bookingsList) });
    return exportResponse(request, spec);
  } catch (error) {
    if (!isAppError(error)) throw error;
    throw await redirectWithToast(linkTo(organizer, "bookings"), {
      type: "info",
      title: "Teilnehmerliste exportieren",
      description: `${error.userMessage.replace(/[.!]?$/, ".")} Wählen Sie in der Liste ein Event, dann erscheinen die Knöpfe für CSV und Excel.`,
    });
  }
}

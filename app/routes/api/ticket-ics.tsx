import type { Route } from "./+types/ticket-ics";
import { isAppError } from "~/lib/app-error";
import { appUrl } from "~/lib/env.server";
import { getViewer } from "~/modules/accounts/session.server";
import { bookingIcs } from "~/modules/ticketing/ics.server";
import { getBookingForViewer } from "~/modules/ticketing/queries.server";

/** Calendar file (.ics) of a booked event — only for its owner or an admin. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const viewer = await getViewer(request);
  if (!viewer) return new Response("Bitte melden Sie sich an.", { status: 401 });
  try {
    const details = await getBookingForViewer(params.bookingId, viewer);
    if (!details.event) return new Response("Event-Daten nicht verfügbar", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
    const ics = bookingIcs(details, appUrl());
    return new Response(ics.content, {
      headers: {
        "Content-Type": "text/calendar; charset=utf-8",
        "Content-Disposition": `attachment; filename="${ics.filename}"`,
        "Cache-Control": "private, no-store",
      },
    });
  } catch (error) {
    if (isAppError(error)) return new Response(error.userMessage, { status: error.status, headers: { "Content-Type": "text/plain; charset=utf-8" } });
    throw error;
  }
}

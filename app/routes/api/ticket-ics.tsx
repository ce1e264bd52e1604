import type { Route } from "./+types/ticket-ics";
import { AppError } from "~/lib/app-error";
import { apiUseCase } from "~/lib/route-helpers.server";
import { appUrl } from "~/lib/env.server";
import { requireActor } from "~/modules/accounts/session.server";
import { bookingIcs } from "~/modules/ticketing/ics.server";
import { getBookingForViewer } from "~/modules/ticketing/queries.server";

/** Calendar file (.ics) of a booked event — only for its owner or an admin. */
export async function loader({ request, params }: Route.LoaderArgs) {
  return apiUseCase(async () => {
    const details = await getBookingForViewer(params.bookingId, await requireActor(request));
    if (!details.event) throw new AppError("NOT_FOUND", { message: "Event-Daten nicht verfügbar" });
    const ics = bookingIcs(details, appUrl());
    return new Response(ics.content, {
      headers: {
        "Content-Type": "text/calendar; charset=utf-8",
        "Content-Disposition": `attachment; filename="${ics.filename}"`,
        "Cache-Control": "private, no-store",
      },
    });
  });
}

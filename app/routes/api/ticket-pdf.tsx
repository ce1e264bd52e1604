import type { Route } from "./+types/ticket-pdf";
import { AppError } from "~/lib/app-error";
import { apiUseCase } from "~/lib/route-helpers.server";
import { requireActor } from "~/modules/accounts/session.server";
import { getBookingForViewer } from "~/modules/ticketing/queries.server";
import { generateTicketPdf } from "~/modules/ticketing/ticket-pdf.server";
import { pageUrl } from "~/lib/page-url.server";

/** spec §7 generate-ticket-pdf: the booking's tickets (or one attendee's) as a PDF download — only for its owner or an admin. */
export async function loader({ request, params }: Route.LoaderArgs) {
  return apiUseCase(async () => {
    const details = await getBookingForViewer(params.bookingId, await requireActor(request));
    const attendeeId = pageUrl(request).searchParams.get("attendee") ?? undefined;
    if (details.booking.status !== "confirmed" || (attendeeId && !details.attendees.some((a) => a.id === attendeeId))) {
      throw new AppError("TICKET_NOT_FOUND");
    }
    const pdf = await generateTicketPdf(details, attendeeId);
    return new Response(Buffer.from(pdf.bytes), {
      headers: {
        "Content-Type": "application/pdf",
        "Content-Disposition": `attachment; filename="${pdf.filename}"`,
        "Cache-Control": "private, no-store",
      },
    });
  });
}

import type { Route } from "./+types/ticket-pdf";
import { isAppError } from "~/lib/app-error";
import { getViewer } from "~/modules/accounts/session.server";
import { getBookingForViewer } from "~/modules/ticketing/queries.server";
import { generateTicketPdf } from "~/modules/ticketing/ticket-pdf.server";
import { pageUrl } from "~/lib/page-url.server";

/** spec §7 generate-ticket-pdf: the booking's tickets (or one attendee's) as a PDF download — only for its owner or an admin. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const viewer = await getViewer(request);
  if (!viewer) return new Response("Bitte melden Sie sich an.", { status: 401 });
  try {
    const details = await getBookingForViewer(params.bookingId, viewer);
    const attendeeId = pageUrl(request).searchParams.get("attendee") ?? undefined;
    if (details.booking.status !== "confirmed" || (attendeeId && !details.attendees.some((a) => a.id === attendeeId))) {
      return new Response("Ticket nicht gefunden", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
    }
    const pdf = await generateTicketPdf(details, attendeeId);
    return new Response(Buffer.from(pdf.bytes), {
      headers: {
        "Content-Type": "application/pdf",
        "Content-Disposition": `attachment; filename="${pdf.filename}"`,
        "Cache-Control": "private, no-store",
      },
    });
  } catch (error) {
    if (isAppError(error)) return new Response(error.userMessage, { status: error.status, headers: { "Content-Type": "text/plain; charset=utf-8" } });
    throw error;
  }
}

import type { Route } from "./+types/booking-detail";
import { throwAsResponse } from "~/lib/route-helpers.server";
import { requireRole } from "~/modules/accounts/session.server";
import { bookingDetailActions } from "~/modules/refunds/booking-detail-actions.server";
import { getBookingDetailView } from "~/modules/refunds/booking-detail-view.server";
import { BookingDetail, bookingDetailIntents } from "~/modules/refunds/components/booking-detail";
import { linkTo, organizer } from "~/registry";
import { runIntents } from "~/ui/back-office/intents.server";

export const meta: Route.MetaFunction = ({ data }) => [{ title: `Buchung ${data?.booking.reference ?? ""} – Organisator – Stadtpuls` }];

export async function loader({ request, params }: Route.LoaderArgs) {
  const actor = await requireRole(request, "organizer");
  return getBookingDetailView(actor, params.bookingId).catch(throwAsResponse);
}

/** Resend the tickets, cancel the booking for its guest, decide or pay back a refund request. */
export async function action({ request, params }: Route.ActionArgs) {
  const actor = await requireRole(request, "organizer");
  return runIntents(request, bookingDetailIntents, bookingDetailActions(actor, params.bookingId));
}

export default function OrganizerBookingDetail({ loaderData }: Route.ComponentProps) {
  return <BookingDetail d={loaderData} back={{ to: linkTo(organizer, "bookings"), label: "Alle Buchungen" }} />;
}

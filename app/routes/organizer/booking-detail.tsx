import type { Route } from "./+types/booking-detail";
import { throwAsResponse } from "~/lib/route-helpers.server";
import { requireRole, requireRoleOr403 } from "~/auth-edge/guards.server";
import { bookingDetailActions } from "~/modules/refunds/booking-detail-actions.server";
import { getBookingDetailView } from "~/modules/refunds/booking-detail-view.server";
import { BookingDetail, bookingDetailIntents } from "~/modules/refunds/components/booking-detail";
import { admin, linkTo, organizer, pageTitle } from "~/registry";
import { runIntents } from "~/ui/back-office/intents.server";
import { requireOrganizerArea } from "~/routes/organizer/team-guard.server";

/**
 * The page of one booking, for both areas (two registry entries, one file): `/admin/bookings/:id`
 * (admins: any booking, with the payment ledger and the tickets PDF) and
 * `/organizer/bookings/:bookingId` (the bookings of the organizer's events). The actions are the
 * same use cases; each checks what the actor may do.
 */
function pageOf(params: { id?: string; bookingId?: string }) {
  return params.id ? { area: "admin" as const, bookingId: params.id } : { area: "organizer" as const, bookingId: params.bookingId ?? "" };
}

export const meta: Route.MetaFunction = ({ data }) => [
  { title: data?.area === "admin" ? pageTitle(admin, admin.pages.bookingDetail) : `Buchung ${data?.booking.reference ?? ""} – Organisator – Stadtpuls` },
];

export async function loader({ request, params }: Route.LoaderArgs) {
  const { area, bookingId } = pageOf(params);
  const actor = area === "organizer" ? await requireOrganizerArea(request, "money") : await requireRole(request, area);
  return { area, ...(await getBookingDetailView(actor, bookingId).catch(throwAsResponse)) };
}

/** Resend the tickets, cancel the booking for its guest, decide or pay back a refund request. */
export async function action({ request, params }: Route.ActionArgs) {
  const { area, bookingId } = pageOf(params);
  const actor = area === "admin" ? await requireRoleOr403(request, "admin") : await requireOrganizerArea(request, "money");
  return runIntents(request, bookingDetailIntents, bookingDetailActions(actor, bookingId));
}

export default function BookingDetailPage({ loaderData: d }: Route.ComponentProps) {
  return d.area === "admin" ? (
    <BookingDetail d={d} back={{ to: linkTo(admin, "bookings"), label: "Alle Buchungen" }} showPayments ticketsPdf={`/api/tickets/${d.booking.id}/pdf`} />
  ) : (
    <BookingDetail d={d} back={{ to: linkTo(organizer, "bookings"), label: "Alle Buchungen" }} />
  );
}

import type { Route } from "./+types/booking-detail";
import { throwAsResponse } from "~/lib/route-helpers.server";
import { requireRole, requireRoleOr403 } from "~/modules/accounts/session.server";
import { bookingDetailActions } from "~/modules/refunds/booking-detail-actions.server";
import { getBookingDetailView } from "~/modules/refunds/booking-detail-view.server";
import { BookingDetail, bookingDetailIntents } from "~/modules/refunds/components/booking-detail";
import { admin, linkTo, pageTitle } from "~/registry";
import { runIntents } from "~/ui/back-office/intents.server";

export const meta: Route.MetaFunction = () => [{ title: pageTitle(admin, admin.pages.bookingDetail) }];

export async function loader({ request, params }: Route.LoaderArgs) {
  const actor = await requireRole(request, "admin");
  return getBookingDetailView(actor, params.id).catch(throwAsResponse);
}

export async function action({ request, params }: Route.ActionArgs) {
  const actor = await requireRoleOr403(request, "admin");
  return runIntents(request, bookingDetailIntents, bookingDetailActions(actor, params.id));
}

export default function AdminBookingDetailPage({ loaderData }: Route.ComponentProps) {
  return <BookingDetail d={loaderData} back={{ to: linkTo(admin, "bookings"), label: "Alle Buchungen" }} showPayments ticketsPdf={`/api/tickets/${loaderData.booking.id}/pdf`} />;
}

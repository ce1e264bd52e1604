import type { Route } from "./+types/bookings";
import { exportListParams, loadList } from "~/lib/list/load-list.server";
import { requireRole } from "~/auth-edge/guards.server";
import { BookingsTable } from "~/modules/ticketing/components/bookings-table";
import { exportBookings, listOrganizerBookings, organizerEventOptions } from "~/modules/ticketing/list-organizer-bookings.server";
import { bookingsList } from "~/modules/ticketing/organizer-bookings-list";
import { admin, linkTo, pageTitle } from "~/registry";
import { BackOfficeHeader, DataTableError } from "~/ui/back-office";
import { exportRequested, exportResponse } from "~/ui/back-office/export.server";

export const meta: Route.MetaFunction = () => [{ title: pageTitle(admin, admin.pages.bookings) }];

export async function loader({ request }: Route.LoaderArgs) {
  const actor = await requireRole(request, "admin");
  if (exportRequested(request)) return exportResponse(request, exportBookings(actor, exportListParams(request, bookingsList), "admin"));
  return loadList(request, bookingsList, async (params) => {
    const [list, options] = await Promise.all([listOrganizerBookings({ actor, params, area: "admin" }), organizerEventOptions(actor, params.filters.event)]);
    return { ...list, options };
  });
}

export default function AdminBookingsPage({ loaderData: { options, ...list } }: Route.ComponentProps) {
  return (
    <div className="flex flex-col gap-6">
      <BackOfficeHeader eyebrow="Verkauf" title="Buchungen">
        Alle Buchungen aller Events – suchen, filtern und als CSV oder Excel exportieren.
      </BackOfficeHeader>
      <BookingsTable
        caption="Buchungen"
        list={list}
        options={options}
        exportBase={linkTo(admin, "bookings")}
        empty={{ title: "Noch keine Buchungen", body: "Sobald Tickets gebucht werden, erscheinen sie hier." }}
      />
    </div>
  );
}

export function ErrorBoundary() {
  return <DataTableError retryHref={linkTo(admin, "bookings")} />;
}

import { Download, FileSpreadsheet } from "lucide-react";
import { useSearchParams } from "react-router";
import type { Route } from "./+types/bookings";
import { exportListParams, loadList } from "~/lib/list/load-list.server";
import { requireRole } from "~/auth-edge/guards.server";
import { BookingsTable } from "~/modules/ticketing/components/bookings-table";
import { exportBookings, listOrganizerBookings, organizerEventOptions } from "~/modules/ticketing/list-organizer-bookings.server";
import { bookingsList } from "~/modules/ticketing/organizer-bookings-list";
import { linkTo, organizer, pageTitle } from "~/registry";
import { BackOfficeHeader, DataTableError } from "~/ui/back-office";
import { exportRequested, exportResponse } from "~/ui/back-office/export.server";
import { buttonClass } from "~/ui/button";

export const meta: Route.MetaFunction = () => [{ title: pageTitle(organizer, organizer.pages.bookings) }];

export async function loader({ request }: Route.LoaderArgs) {
  const actor = await requireRole(request, "organizer");
  if (exportRequested(request)) return exportResponse(request, exportBookings(actor, exportListParams(request, bookingsList)));
  return loadList(request, bookingsList, async (params) => {
    const [list, options] = await Promise.all([listOrganizerBookings({ actor, params, area: "organizer" }), organizerEventOptions(actor, params.filters.event)]);
    return { ...list, options };
  });
}

/** The attendee list of the chosen event, narrowed like the list (search, status, category, check-in, code, period). */
function attendeeExportHref(current: URLSearchParams, format: "csv" | "xlsx") {
  const next = new URLSearchParams(current);
  for (const key of ["page", "sort", "dir"]) next.delete(key);
  next.set("format", format);
  return `${linkTo(organizer, "bookingsExport")}?${next.toString()}`;
}

export default function OrganizerBookings({ loaderData: { options, ...list } }: Route.ComponentProps) {
  const [searchParams] = useSearchParams();
  const selected = options.events.some((e) => e.id === searchParams.get("event"));
  return (
    <div className="space-y-6">
      <BackOfficeHeader eyebrow="Verwaltung" title="Event-Buchungen">
        Alle Buchungen Ihrer Events mit Gästen, Check-in-Stand und Erstattungen.
      </BackOfficeHeader>
      <BookingsTable
        caption="Buchungen Ihrer Events"
        list={list}
        options={options}
        exportBase={linkTo(organizer, "bookings")}
        toolbar={
          selected ? (
            <>
              <a href={attendeeExportHref(searchParams, "csv")} className={buttonClass("outline", "sm")} download>
                <Download aria-hidden="true" className="size-4" /> Teilnehmerliste CSV
              </a>
              <a href={attendeeExportHref(searchParams, "xlsx")} className={buttonClass("outline", "sm")} download>
                <FileSpreadsheet aria-hidden="true" className="size-4" /> Teilnehmerliste Excel
              </a>
            </>
          ) : (
            <p className="text-sm text-muted">Wählen Sie ein Event, um seine Teilnehmerliste zu exportieren.</p>
          )
        }
        empty={{ title: "Noch keine Buchungen", body: "Sobald jemand Tickets für eines Ihrer Events kauft, erscheint die Buchung hier." }}
      />
    </div>
  );
}

export function ErrorBoundary() {
  return <DataTableError retryHref={linkTo(organizer, "bookings")} />;
}

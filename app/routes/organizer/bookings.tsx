import { Download, FileSpreadsheet } from "lucide-react";
import { useSearchParams } from "react-router";
import type { Route } from "./+types/bookings";
import { exportListParams, loadList } from "~/lib/list/load-list.server";
import { pageUrl } from "~/lib/page-url.server";
import { requireRole, requireUser } from "~/auth-edge/guards.server";
import { BookingsTable } from "~/modules/ticketing/components/bookings-table";
import { exportBookings, listOrganizerBookings, organizerEventOptions, type BookingsArea } from "~/modules/ticketing/list-organizer-bookings.server";
import { bookingsList } from "~/modules/ticketing/organizer-bookings-list";
import { admin, businessOwner, linkTo, organizer, pageTitle } from "~/registry";
import { BackOfficeHeader, DataTableError } from "~/ui/back-office";
import { exportRequested, exportResponse } from "~/ui/back-office/export.server";
import { buttonClass } from "~/ui/button";
import { requireOrganizerArea } from "~/routes/organizer/team-guard.server";

/**
 * The bookings list, for every area (registry entries, one file): `/admin/bookings` (admins: every
 * booking), `/organizer/bookings` (the bookings of the organizer's events) and `/business-owner/bookings`
 * (the bookings of the events a business owner created at their venues, decision 0014). Same filters,
 * range, export of the filtered list; the organizer's page adds the attendee list of a chosen event.
 */
const AREAS = {
  admin: {
    title: pageTitle(admin, admin.pages.bookings),
    eyebrow: "Verkauf",
    heading: "Buchungen",
    intro: "Alle Buchungen aller Events – suchen, filtern und als CSV oder Excel exportieren.",
    caption: "Buchungen",
    href: linkTo(admin, "bookings"),
    empty: { title: "Noch keine Buchungen", body: "Sobald Tickets gebucht werden, erscheinen sie hier." },
  },
  organizer: {
    title: pageTitle(organizer, organizer.pages.bookings),
    eyebrow: "Verwaltung",
    heading: "Event-Buchungen",
    intro: "Alle Buchungen Ihrer Events mit Gästen, Check-in-Stand und Erstattungen.",
    caption: "Buchungen Ihrer Events",
    href: linkTo(organizer, "bookings"),
    empty: { title: "Noch keine Buchungen", body: "Sobald jemand Tickets für eines Ihrer Events kauft, erscheint die Buchung hier." },
  },
  "business-owner": {
    title: pageTitle(businessOwner, businessOwner.pages.bookings),
    eyebrow: "Business",
    heading: "Buchungen",
    intro:
      "Die Buchungen der Events, die Sie selbst an Ihren Orten angelegt haben – mit Gästen, Check-in-Stand und Erstattungen. Buchungen für Events anderer Veranstalter:innen an Ihren Orten sehen nur diese.",
    caption: "Buchungen Ihrer Events",
    href: linkTo(businessOwner, "bookings"),
    empty: { title: "Noch keine Buchungen", body: "Sobald jemand Tickets für eines Ihrer Events kauft, erscheint die Buchung hier. Events legen Sie unter „Events“ an." },
  },
} satisfies Record<BookingsArea, unknown>;

function areaOf(request: Request): BookingsArea {
  const path = pageUrl(request).pathname;
  return path.startsWith(AREAS.admin.href) ? "admin" : path.startsWith(AREAS["business-owner"].href) ? "business-owner" : "organizer";
}

export const meta: Route.MetaFunction = ({ data }) => [{ title: AREAS[data?.area ?? "organizer"].title }];

export async function loader({ request }: Route.LoaderArgs) {
  const area = areaOf(request);
  // the owner's page: any signed-in account, its rows the bookings of the events it created
  const actor = area === "business-owner" ? await requireUser(request) : area === "organizer" ? await requireOrganizerArea(request, "money") : await requireRole(request, area);
  if (exportRequested(request)) return exportResponse(request, exportBookings(actor, exportListParams(request, bookingsList), area));
  return loadList(request, bookingsList, async (params) => {
    const [list, options] = await Promise.all([listOrganizerBookings({ actor, params, area }), organizerEventOptions(actor, params.filters.event, area)]);
    return { ...list, options, area };
  });
}

/** The attendee list of the chosen event, narrowed like the list (search, status, category, check-in, code, period, range). */
function attendeeExportHref(current: URLSearchParams, format: "csv" | "xlsx") {
  const next = new URLSearchParams(current);
  for (const key of ["page", "sort", "dir"]) next.delete(key);
  next.set("format", format);
  return `${linkTo(organizer, "bookingsExport")}?${next.toString()}`;
}

function AttendeeExport({ events }: { events: Array<{ id: string }> }) {
  const [searchParams] = useSearchParams();
  if (!events.some((e) => e.id === searchParams.get("event"))) {
    return <p className="text-sm text-muted">Wählen Sie ein Event, um seine Teilnehmerliste zu exportieren.</p>;
  }
  return (
    <>
      <a href={attendeeExportHref(searchParams, "csv")} className={buttonClass("outline", "sm")} download>
        <Download aria-hidden="true" className="size-4" /> Teilnehmerliste CSV
      </a>
      <a href={attendeeExportHref(searchParams, "xlsx")} className={buttonClass("outline", "sm")} download>
        <FileSpreadsheet aria-hidden="true" className="size-4" /> Teilnehmerliste Excel
      </a>
    </>
  );
}

export default function BookingsPage({ loaderData: { options, area, ...list } }: Route.ComponentProps) {
  const page = AREAS[area];
  return (
    <div className="flex flex-col gap-6">
      <BackOfficeHeader eyebrow={page.eyebrow} title={page.heading}>
        {page.intro}
      </BackOfficeHeader>
      <BookingsTable
        caption={page.caption}
        list={list}
        options={options}
        exportBase={page.href}
        toolbar={area === "organizer" ? <AttendeeExport events={options.events} /> : null}
        empty={page.empty}
      />
    </div>
  );
}

export function ErrorBoundary() {
  return <DataTableError />;
}

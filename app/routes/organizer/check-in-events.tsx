import { ScanLine } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/check-in-events";
import { formatDate, formatTime } from "~/lib/format";
import { loadList } from "~/lib/list/load-list.server";
import { requireUser } from "~/auth-edge/guards.server";
import { doorEventsList, getDoorEventsView } from "~/modules/ticketing/door-events.server";
import { door, linkTo } from "~/registry";
import { DataTable, DataTableError, type Column } from "~/ui/back-office";
import { buttonClass } from "~/ui/button";

export const meta: Route.MetaFunction = () => [{ title: `${door.pages.events.title} – Stadtpuls` }, { name: "robots", content: "noindex" }];

/** Start page at the door: the events whose door this person may work (organizer, admin, check-in staff). */
export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await requireUser(request);
  return loadList(request, doorEventsList, (params) => getDoorEventsView(viewer, params));
}

type Row = Awaited<ReturnType<typeof getDoorEventsView>>["rows"][number];

const columns: Array<Column<Row>> = [
  {
    id: "title",
    header: "Event",
    meta: { sortKey: "title", primary: true },
    cell: ({ row: { original: e } }) => (
      <Link to={e.scannerHref} className="flex min-h-11 items-center gap-3 font-bold hover:text-primary-strong hover:underline">
        <ScanLine className="size-6 shrink-0 text-primary" aria-hidden />
        <span className="min-w-0 [overflow-wrap:anywhere]">{e.title}</span>
      </Link>
    ),
  },
  {
    id: "start",
    header: "Beginn",
    meta: { sortKey: "start", className: "whitespace-nowrap" },
    cell: ({ row: { original: e } }) => `${formatDate(e.startDate)} · ${formatTime(e.startDate)} Uhr`,
  },
  { id: "venue", header: "Ort", cell: ({ row: { original: e } }) => e.venue ?? "–" },
];

export default function CheckInEvents({ loaderData: list }: Route.ComponentProps) {
  return (
    <main className="mx-auto flex min-h-dvh max-w-3xl flex-col gap-5 bg-paper px-4 py-8">
      <header>
        <p className="text-sm font-semibold uppercase tracking-wider text-primary">Check-in</p>
        <h1 className="text-3xl font-bold">Für welches Event scannen Sie?</h1>
      </header>
      <DataTable
        caption="Events zum Einchecken"
        list={list}
        columns={columns}
        rowId={(e) => e.id}
        search={{ label: "Event suchen", placeholder: "Titel" }}
        rowActions={(e) => (
          <Link to={e.scannerHref} className={buttonClass("primary", "sm")}>
            Scannen<span className="sr-only">: {e.title}</span>
          </Link>
        )}
        empty={{
          title: "Keine Events zum Einchecken",
          body: "Sie sind für kein Event als Check-in-Personal eingetragen. Bitten Sie die Veranstalterin oder den Veranstalter, Sie mit der E-Mail-Adresse dieses Kontos einzuladen.",
        }}
      />
    </main>
  );
}

export function ErrorBoundary() {
  return <DataTableError retryHref={linkTo(door, "events")} />;
}

import { Download, FileSpreadsheet, Ticket } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/bookings";
import { formatDate, formatDateTime, formatMoney } from "~/lib/format";
import { pageUrl } from "~/lib/page-url.server";
import { throwAsResponse } from "~/lib/route-helpers.server";
import { requireRole } from "~/auth-edge/guards.server";
import { listOrganizerBookings, organizerEventOptions } from "~/modules/ticketing/list-organizer-bookings.server";
import { BOOKING_STATUS_LABELS, organizerBookingsList, PERIOD_OPTIONS } from "~/modules/ticketing/organizer-bookings-list";
import { DataTable, DataTableError, parseListParams, type Column } from "~/ui/back-office";
import { Badge } from "~/ui/badge";
import { buttonClass } from "~/ui/button";
import { BackOfficeHeader } from "~/ui/back-office/page-header";

export const meta: Route.MetaFunction = () => [{ title: "Event-Buchungen – Organisator – Stadtpuls" }];

export async function loader({ request }: Route.LoaderArgs) {
  const actor = await requireRole(request, "organizer");
  const params = parseListParams(pageUrl(request), organizerBookingsList);
  try {
    const [list, options] = await Promise.all([listOrganizerBookings({ actor, params }), organizerEventOptions(actor, params.filters.event)]);
    return { ...list, options, params: { sort: params.sort, dir: params.dir, event: params.filters.event ?? null }, notices: params.notices };
  } catch (error) {
    throwAsResponse(error);
  }
}

type Row = Awaited<ReturnType<typeof loader>>["rows"][number];

const tone = (s: string) => (s === "confirmed" ? "success" : s === "cancelled" ? "danger" : "warning");

const columns: Array<Column<Row>> = [
  {
    id: "reference",
    header: "Buchung",
    meta: { primary: true },
    cell: ({ row: { original: r } }) => (
      <div className="min-w-0">
        <Link to={r.href} className="font-semibold hover:underline">
          {r.buyerName || r.email || r.reference}
        </Link>
        <p className="font-mono text-xs text-muted">{r.reference}</p>
        {r.email ? <p className="truncate text-xs text-muted">{r.email}</p> : null}
      </div>
    ),
  },
  {
    id: "event",
    header: "Event",
    meta: { sortKey: "event" },
    cell: ({ row: { original: r } }) => (
      <div className="min-w-0">
        <p className="font-medium">{r.event.title}</p>
        <p className="text-xs text-muted">{formatDateTime(r.event.startDate)}</p>
      </div>
    ),
  },
  { id: "quantity", header: "Tickets", meta: { sortKey: "quantity", align: "right" }, cell: ({ row: { original: r } }) => `${r.quantity}` },
  {
    id: "checkedIn",
    header: "Check-in",
    meta: { align: "right" },
    cell: ({ row: { original: r } }) => (r.status === "confirmed" ? `${r.checkedIn} / ${r.quantity}` : "–"),
  },
  {
    id: "status",
    header: "Status",
    cell: ({ row: { original: r } }) => (
      <div className="flex flex-wrap gap-1">
        <Badge tone={tone(r.status)}>{r.statusLabel}</Badge>
        {r.paymentStatus !== "completed" ? <Badge tone="neutral">{r.paymentLabel}</Badge> : null}
        {r.isTestMode ? <Badge tone="neutral">Test</Badge> : null}
      </div>
    ),
  },
  {
    id: "total",
    header: "Betrag",
    meta: { sortKey: "total", align: "right" },
    cell: ({ row: { original: r } }) => (
      <div className="text-right">
        <p className="font-semibold tabular-nums">{formatMoney(r.totalCents)}</p>
        {r.refundedCents > 0 ? <p className="text-xs text-muted">erstattet {formatMoney(r.refundedCents)}</p> : null}
        {r.discountCode ? <p className="text-xs text-muted">Code {r.discountCode}</p> : null}
      </div>
    ),
  },
  { id: "created", header: "Gebucht am", meta: { sortKey: "created" }, cell: ({ row: { original: r } }) => formatDate(r.createdAt) },
];

export default function OrganizerBookings({ loaderData: d }: Route.ComponentProps) {
  const selected = d.params.event ? d.options.events.find((e) => e.id === d.params.event) : null;
  const exportHref = (format: "csv" | "xlsx") => `/organizer/bookings/export?event=${d.params.event}&format=${format}`;
  return (
    <div className="space-y-6">
      <BackOfficeHeader eyebrow="Verwaltung" title="Event-Buchungen">
        Alle Buchungen Ihrer Events mit Gästen, Check-in-Stand und Erstattungen.
      </BackOfficeHeader>
      <DataTable
        caption="Buchungen Ihrer Events"
        list={{ ...d, sort: d.params.sort, dir: d.params.dir }}
        columns={columns}
        rowId={(r) => r.id}
        search={{ label: "Suche", placeholder: "Name, E-Mail, Buchungs- oder Ticketnummer" }}
        filters={[
          { name: "event", label: "Event", allLabel: "Alle Events", options: d.options.events.map((e) => ({ value: e.id, label: `${e.title} (${formatDate(e.startDate)})` })) },
          { name: "status", label: "Status", allLabel: "Alle Status", options: Object.entries(BOOKING_STATUS_LABELS).map(([value, label]) => ({ value, label })) },
          ...(d.options.categories.length
            ? [{ name: "category", label: "Ticketkategorie", allLabel: "Alle Kategorien", options: d.options.categories.map((c) => ({ value: c.id, label: c.name })) }]
            : []),
          { name: "checkedIn", label: "Check-in", allLabel: "Alle", options: [{ value: "yes", label: "Eingecheckt" }, { value: "no", label: "Nicht eingecheckt" }] },
          ...(d.options.discountCodes.length
            ? [{ name: "discount", label: "Rabattcode", allLabel: "Alle Codes", options: d.options.discountCodes.map((c) => ({ value: c, label: c })) }]
            : []),
          { name: "period", label: "Gebucht", allLabel: "Jederzeit", options: PERIOD_OPTIONS },
        ]}
        rowActions={(r) => (
          <Link to={r.href} className={buttonClass("outline", "sm")}>
            Details
          </Link>
        )}
        toolbar={
          selected ? (
            <>
              <a href={exportHref("csv")} className={buttonClass("outline", "sm")} download>
                <Download aria-hidden="true" className="size-4" /> Teilnehmerliste CSV
              </a>
              <a href={exportHref("xlsx")} className={buttonClass("outline", "sm")} download>
                <FileSpreadsheet aria-hidden="true" className="size-4" /> Excel
              </a>
            </>
          ) : (
            <p className="text-sm text-muted">Wählen Sie ein Event, um seine Teilnehmerliste als CSV oder Excel zu exportieren.</p>
          )
        }
        empty={{
          icon: <Ticket aria-hidden="true" className="size-8" />,
          title: "Noch keine Buchungen",
          body: "Sobald jemand Tickets für eines Ihrer Events kauft, erscheint die Buchung hier.",
        }}
      />
    </div>
  );
}

export function ErrorBoundary() {
  return <DataTableError retryHref="/organizer/bookings" />;
}

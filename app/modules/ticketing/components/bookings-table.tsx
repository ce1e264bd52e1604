import { Ticket } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { formatDate, formatDateTime, formatMoney } from "~/lib/format";
import type { TableList } from "~/lib/list/list-spec";
import { BOOKING_STATUS, PAYMENT_STATUS, SALES_CHANNEL } from "~/modules/ticketing/labels";
import { PERIOD_OPTIONS } from "~/modules/ticketing/organizer-bookings-list";
import { DataTable, type Column, type TableFilter } from "~/ui/back-office";
import { Badge, EnumBadge } from "~/ui/badge";
import { buttonClass } from "~/ui/button";

/** A row of the bookings list (the module's `listOrganizerBookings`). */
export type BookingsTableRow = {
  id: string;
  reference: string;
  status: string;
  paymentStatus: string;
  totalCents: number;
  refundedCents: number;
  quantity: number;
  checkedIn: number;
  buyerName: string;
  email: string;
  discountCode: string | null;
  createdAt: string;
  isTestMode: boolean;
  /** Where it was sold ('online', 'box_office'), how it was paid and, at the box office, by whom. */
  channel: string;
  paymentMethod: string;
  seller: string | null;
  event: { id: string; title: string; startDate: string | null } | null;
  /** The booking's page; null where the area has none (the business owner's list). */
  href: string | null;
};

export type BookingsFilterOptions = {
  events: Array<{ id: string; title: string; startDate: string }>;
  categories: Array<{ id: string; name: string }>;
  discountCodes: string[];
};

const columns: Array<Column<BookingsTableRow>> = [
  {
    id: "reference",
    header: "Buchung",
    meta: { primary: true },
    cell: ({ row: { original: r } }) => (
      <div className="min-w-0">
        {r.href ? (
          <Link to={r.href} className="font-mono font-semibold whitespace-nowrap text-primary-strong hover:underline">
            {r.reference}
          </Link>
        ) : (
          <span className="font-mono font-semibold whitespace-nowrap">{r.reference}</span>
        )}
        {r.buyerName ? <p className="font-medium">{r.buyerName}</p> : null}
        <p className="truncate text-xs text-muted">{r.email || (r.channel === "box_office" ? "ohne E-Mail" : "anonymisiert")}</p>
      </div>
    ),
  },
  {
    id: "event",
    header: "Event",
    meta: { sortKey: "event" },
    cell: ({ row: { original: r } }) =>
      r.event ? (
        <div className="min-w-0">
          <p className="font-medium">{r.event.title}</p>
          {r.event.startDate ? <p className="text-xs text-muted">{formatDateTime(r.event.startDate)}</p> : null}
        </div>
      ) : (
        <span className="text-muted">Event-Daten nicht verfügbar</span>
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
        <EnumBadge of={BOOKING_STATUS} value={r.status} />
        {/* the sales channel (filter 'Kanal'); who sold it at the box office: the booking's page */}
        <EnumBadge of={SALES_CHANNEL} value={r.channel} />
        {r.paymentStatus !== "completed" ? <EnumBadge of={PAYMENT_STATUS} value={r.paymentStatus} /> : null}
        {r.isTestMode ? <Badge tone="warning">Testmodus</Badge> : null}
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
        <p className="text-xs whitespace-nowrap text-muted">{r.paymentMethod}</p>
      </div>
    ),
  },
  { id: "created", header: "Gebucht am", meta: { sortKey: "created" }, cell: ({ row: { original: r } }) => formatDate(r.createdAt) },
];

/**
 * The bookings list of the back office — the organizer's (their events) and the admin's (every
 * event) alike: search, the filters of `bookingsList`, the booking-day range, CSV/Excel of the
 * filtered list (`exportBase`: the page's own URL) and a link to each booking's detail page.
 */
export function BookingsTable({
  caption,
  list,
  options,
  exportBase,
  toolbar,
  empty,
}: {
  caption: string;
  list: TableList<BookingsTableRow>;
  options: BookingsFilterOptions;
  exportBase: string;
  toolbar?: ReactNode;
  empty: { title: string; body: string };
}) {
  const filters: TableFilter[] = [
    { name: "event", label: "Event", allLabel: "Alle Events", options: options.events.map((e) => ({ value: e.id, label: `${e.title} (${formatDate(e.startDate)})` })) },
    { name: "status", label: "Status", allLabel: "Alle Status", options: BOOKING_STATUS.options() },
    ...(options.categories.length
      ? [{ name: "category", label: "Ticketkategorie", allLabel: "Alle Kategorien", options: options.categories.map((c) => ({ value: c.id, label: c.name })) }]
      : []),
    { name: "checkedIn", label: "Check-in", allLabel: "Alle", options: [{ value: "yes", label: "Eingecheckt" }, { value: "no", label: "Nicht eingecheckt" }] },
    ...(options.discountCodes.length ? [{ name: "discount", label: "Rabattcode", allLabel: "Alle Codes", options: options.discountCodes.map((c) => ({ value: c, label: c })) }] : []),
    { name: "channel", label: "Kanal", allLabel: "Alle Kanäle", options: SALES_CHANNEL.options() },
    { name: "period", label: "Gebucht", allLabel: "Jederzeit", options: PERIOD_OPTIONS },
  ];
  return (
    <DataTable
      caption={caption}
      list={list}
      columns={columns}
      rowId={(r) => r.id}
      rowLabel={(r) => r.reference}
      search={{ label: "Suche", placeholder: "Name, E-Mail, Buchungs- oder Ticketnummer, Event" }}
      filters={filters}
      dateRange={{ label: "Gebucht zwischen" }}
      exportBase={exportBase}
      toolbar={toolbar}
      rowActions={(r) =>
        r.href ? (
          <Link to={r.href} className={buttonClass("outline", "sm")}>
            Details
          </Link>
        ) : null
      }
      empty={{ icon: <Ticket aria-hidden="true" className="size-8" />, ...empty }}
    />
  );
}

import { CalendarPlus, Copy, Eye, Pencil, Trash2 } from "lucide-react";
import { Link } from "react-router";
import { formatDate, formatMoney, formatNumber, formatTime } from "~/lib/format";
import type { TableList } from "~/lib/list/list-spec";
import { IntentButton } from "~/ui/back-office/action-result";
import { DataTable, type Column } from "~/ui/back-office/data-table";
import { defineIntents } from "~/ui/back-office/intents";
import { EVENT_STATUS, type EventStatus } from "~/modules/events/labels";
import { Badge, EnumBadge } from "~/ui/badge";
import { ButtonLink, buttonClass } from "~/ui/button";

export type OrganizerEventRow = {
  id: string;
  title: string;
  kind: string;
  status: EventStatus;
  startDate: string;
  venueName: string | null;
  venueCity: string | null;
  sold: number;
  capacity: number | null;
  revenueCents: number;
  isPast: boolean;
  publicHref: string | null;
  editHref: string;
  previewHref: string;
  job: { status: string; total: number; processed: number } | null;
};

const iconButton = buttonClass("ghost", "sm", "max-md:px-3 md:size-9 md:px-0");

/** The row and bulk actions of an organizer's event list (the action runs them through `runIntents`). */
export const eventListIntents = defineIntents({
  publish: {
    label: "Veröffentlichen",
    success: "Event veröffentlicht",
    tone: "primary",
    bulk: true,
    confirm: { title: "Ausgewählte Entwürfe veröffentlichen?", body: "Die Events erscheinen danach auf den Stadtseiten und in der Suche." },
  },
  duplicate: { label: "Duplizieren", success: "Event dupliziert" },
  delete: {
    label: "Löschen",
    success: "Event gelöscht",
    tone: "danger",
    bulk: true,
    confirm: { title: "Ausgewählte Events löschen?", body: "Events mit Buchungen werden nicht gelöscht – sagen Sie diese stattdessen ab.", confirmLabel: "Löschen" },
  },
});

const columns: Array<Column<OrganizerEventRow>> = [
  {
    id: "title",
    header: "Event",
    meta: { sortKey: "title", primary: true },
    cell: ({ row: { original: e } }) => (
      <div className="min-w-0 md:max-w-56">
        <Link to={e.editHref} className="font-semibold text-ink hover:text-primary-strong hover:underline">
          {e.title}
        </Link>
        <div className="text-xs text-muted">{[e.venueName, e.venueCity].filter(Boolean).join(", ") || "Ort folgt"}</div>
      </div>
    ),
  },
  {
    id: "start",
    header: "Datum",
    meta: { sortKey: "start" },
    cell: ({ row: { original: e } }) => (
      <span className="whitespace-nowrap tabular-nums md:flex md:flex-col">
        <span>{formatDate(e.startDate)}</span> <span className="text-muted md:text-xs">{formatTime(e.startDate)} Uhr</span>
      </span>
    ),
  },
  {
    id: "status",
    header: "Status",
    meta: { sortKey: "status" },
    cell: ({ row: { original: e } }) => (
      <div className="flex flex-wrap items-center gap-1">
        <EnumBadge of={EVENT_STATUS} value={e.status} />
        {e.isPast && e.status !== "cancelled" ? <Badge>Vergangen</Badge> : null}
        {e.job && e.job.status !== "done" ? (
          <span className="text-xs text-muted">
            Erstattungen {e.job.processed}/{e.job.total}
          </span>
        ) : null}
      </div>
    ),
  },
  {
    id: "sold",
    header: "Verkauft",
    meta: { sortKey: "sold", align: "right" },
    cell: ({ row: { original: e } }) => (
      <div className="flex flex-col items-end gap-1">
        <span className="tabular-nums">
          {formatNumber(e.sold)}
          <span className="text-muted"> / {e.capacity ? formatNumber(e.capacity) : "∞"}</span>
        </span>
        {e.capacity ? (
          <span className="block h-1.5 w-16 overflow-hidden rounded-full bg-sand" aria-hidden="true">
            <span className="block h-full rounded-full bg-accent" style={{ width: `${Math.min(100, (e.sold / e.capacity) * 100)}%` }} />
          </span>
        ) : null}
      </div>
    ),
  },
  {
    id: "revenue",
    header: "Umsatz",
    meta: { sortKey: "revenue", align: "right" },
    cell: ({ row: { original: e } }) => <span className="tabular-nums">{formatMoney(e.revenueCents)}</span>,
  },
];

/** The data table of an organizer's events or activities, with its row and bulk actions. */
export function OrganizerEventList({
  data,
  caption,
  createHref,
  emptyTitle,
  emptyBody,
}: {
  data: TableList<OrganizerEventRow>;
  caption: string;
  createHref: string;
  emptyTitle: string;
  emptyBody: string;
}) {
  return (
    <DataTable
      caption={caption}
      list={data}
      columns={columns}
      rowId={(r) => r.id}
      search={{ label: "Suche", placeholder: "Titel oder Ort" }}
      filters={[
        {
          name: "status",
          label: "Status",
          options: EVENT_STATUS.options(),
        },
        {
          name: "when",
          label: "Zeitraum",
          allLabel: "Alle Termine",
          options: [
            { value: "upcoming", label: "Kommende" },
            { value: "past", label: "Vergangene" },
          ],
        },
      ]}
      bulk={{ intents: eventListIntents, keys: ["publish", "delete"] }}
      rowLabel={(e) => e.title}
      rowActions={(e) => (
        <>
          <Link to={e.editHref} className={buttonClass("outline", "sm")}>
            <Pencil aria-hidden="true" className="size-4" /> Bearbeiten<span className="sr-only">: {e.title}</span>
          </Link>
          <Link to={e.publicHref ?? e.previewHref} title={e.publicHref ? "Öffentliche Seite" : "Vorschau"} className={iconButton}>
            <Eye aria-hidden="true" className="size-4" />
            <span className="max-md:not-sr-only md:sr-only">{e.publicHref ? "Ansehen" : "Vorschau"}</span>
            <span className="sr-only">: {e.title}</span>
          </Link>
          <IntentButton intent="duplicate" spec={eventListIntents.duplicate} id={e.id} variant="ghost" className="max-md:px-3 md:size-9 md:px-0" title="Duplizieren">
            <Copy aria-hidden="true" className="size-4" />
            <span className="max-md:not-sr-only md:sr-only">Duplizieren</span>
            <span className="sr-only">: {e.title}</span>
          </IntentButton>
          {e.status === "draft" && e.sold === 0 ? (
            <IntentButton
              intent="delete"
              spec={eventListIntents.delete}
              id={e.id}
              variant="ghost"
              className="text-danger max-md:px-3 md:size-9 md:px-0"
              confirmTitle={`„${e.title}“ löschen?`}
              confirmBody="Der Entwurf wird endgültig entfernt."
            >
              <Trash2 aria-hidden="true" className="size-4" />
              <span className="max-md:not-sr-only md:sr-only">Löschen</span>
              <span className="sr-only">: {e.title}</span>
            </IntentButton>
          ) : null}
        </>
      )}
      empty={{
        title: emptyTitle,
        body: emptyBody,
        icon: <CalendarPlus className="size-10" />,
        action: <ButtonLink to={createHref}>Jetzt anlegen</ButtonLink>,
      }}
    />
  );
}

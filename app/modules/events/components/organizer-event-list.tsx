import { Ban, CalendarPlus, Copy, Eye, Pencil, Star, Trash2 } from "lucide-react";
import { Link } from "react-router";
import { cn } from "~/lib/cn";
import { CITY_NAMES, isCityId } from "~/lib/cities";
import { formatDate, formatMoney, formatNumber, formatTime } from "~/lib/format";
import type { TableList } from "~/lib/list/list-spec";
import { IntentButton } from "~/ui/back-office/action-result";
import { DataTable, type Column, type TableFilter } from "~/ui/back-office/data-table";
import { defineIntents } from "~/ui/back-office/intents";
import { EVENT_STATUS, type EventStatus } from "~/modules/events/labels";
import { Badge, EnumBadge } from "~/ui/badge";
import { ButtonLink, buttonClass } from "~/ui/button";

export type OrganizerEventRow = {
  id: string;
  title: string;
  kind: string;
  status: EventStatus;
  isFeatured: boolean;
  cityId: string | null;
  organizerName: string | null;
  startDate: string;
  venueName: string | null;
  venueCity: string | null;
  sold: number;
  capacity: number | null;
  /** null where the actor sees no revenue (a team member without the money right) */
  revenueCents: number | null;
  isPast: boolean;
  publicHref: string | null;
  /** The actor runs it (false: another organizer's event at an owner's venue — shown, not edited). */
  editable: boolean;
  editHref: string;
  cancelHref: string;
  previewHref: string;
  job: { status: string; total: number; processed: number } | null;
  /** Open entries of its waiting list (waiting or offered) and the list's page; absent: nobody waits. */
  waitlist?: { count: number; href: string };
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

/** The admin's list adds featuring (bulk too); cancelling opens the editor's cancel dialog (refunds and mails). */
export const adminEventListIntents = defineIntents({
  ...eventListIntents,
  feature: {
    label: "Hervorheben",
    success: "Event hervorgehoben",
    bulk: true,
    confirm: { title: "Ausgewählte Events hervorheben?", body: "Sie erscheinen bei den hervorgehobenen Events auf der Startseite und den Stadtseiten." },
  },
  unfeature: { label: "Nicht mehr hervorheben", success: "Hervorhebung entfernt", bulk: true },
});

/** The admin list's filter choices (beside status and period). */
export type AdminEventFilterOptions = {
  cities: TableFilter["options"];
  categories: TableFilter["options"];
  organizers: TableFilter["options"];
  artists: TableFilter["options"];
};

const cityName = (id: string | null) => (id && isCityId(id) ? CITY_NAMES[id] : null);

const organizerColumn: Column<OrganizerEventRow> = {
  id: "organizer",
  header: "Veranstalter:in",
  meta: { sortKey: "organizer" },
  cell: ({ row: { original: e } }) => (
    <div className="min-w-0 md:max-w-36">
      <div className="md:truncate" title={e.organizerName ?? undefined}>
        {e.organizerName ?? "–"}
      </div>
      <div className="text-xs text-muted">{cityName(e.cityId) ?? "Keine Stadt"}</div>
    </div>
  ),
};

const columns: Array<Column<OrganizerEventRow>> = [
  {
    id: "title",
    header: "Event",
    meta: { sortKey: "title", primary: true },
    cell: ({ row: { original: e } }) => (
      <div className="min-w-0 md:max-w-56">
        {e.editable ? (
          <Link to={e.editHref} className="font-semibold text-ink hover:text-primary-strong hover:underline">
            {e.title}
          </Link>
        ) : (
          <span className="font-semibold text-ink">{e.title}</span>
        )}
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
        {e.isFeatured ? <Badge tone="accent">Hervorgehoben</Badge> : null}
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
        {e.waitlist ? (
          <Link to={e.waitlist.href} className="text-xs font-medium whitespace-nowrap text-primary-strong underline tabular-nums">
            {formatNumber(e.waitlist.count)} auf der Warteliste
          </Link>
        ) : null}
      </div>
    ),
  },
  {
    id: "revenue",
    header: "Umsatz",
    meta: { sortKey: "revenue", align: "right" },
    cell: ({ row: { original: e } }) => <span className="tabular-nums">{e.revenueCents === null ? "–" : formatMoney(e.revenueCents)}</span>,
  },
];

// the admin's list trades the revenue column for the organizer (revenue: the bookings page)
const adminColumns = [columns[0]!, organizerColumn, ...columns.slice(1).filter((c) => c.id !== "revenue")];

/**
 * The data table of events or activities: an organizer's own (publish, duplicate, delete) or, with
 * `adminOptions`, every organizer's (filters by city, category, organizer, artist, featured and start
 * date; feature / unfeature; cancel through the editor's dialog).
 */
export function OrganizerEventList({
  data,
  caption,
  createHref,
  emptyTitle,
  emptyBody,
  adminOptions,
}: {
  data: TableList<OrganizerEventRow> & { showRevenue?: boolean };
  caption: string;
  createHref: string;
  emptyTitle: string;
  emptyBody: string;
  adminOptions?: AdminEventFilterOptions | null;
}) {
  const intents = adminOptions ? adminEventListIntents : eventListIntents;
  const filters: TableFilter[] = [
    { name: "status", label: "Status", options: EVENT_STATUS.options() },
    {
      name: "when",
      label: "Zeitraum",
      allLabel: "Alle Termine",
      options: [
        { value: "upcoming", label: "Kommende" },
        { value: "past", label: "Vergangene" },
      ],
    },
  ];
  if (adminOptions) {
    filters.push(
      { name: "city", label: "Stadt", allLabel: "Alle Städte", options: adminOptions.cities },
      { name: "category", label: "Kategorie", allLabel: "Alle Kategorien", options: adminOptions.categories },
      { name: "organizer", label: "Veranstalter:in", allLabel: "Alle Veranstalter:innen", options: adminOptions.organizers },
      { name: "artist", label: "Artist", allLabel: "Alle Artists", options: adminOptions.artists },
      {
        name: "featured",
        label: "Hervorgehoben",
        allLabel: "Alle",
        options: [
          { value: "yes", label: "Hervorgehoben" },
          { value: "no", label: "Nicht hervorgehoben" },
        ],
      },
    );
  }
  return (
    <DataTable
      caption={caption}
      list={data}
      columns={adminOptions ? adminColumns : data.showRevenue === false ? columns.filter((c) => c.id !== "revenue") : columns}
      rowId={(r) => r.id}
      search={{ label: "Suche", placeholder: "Titel oder Ort" }}
      filters={filters}
      dateRange={adminOptions ? { label: "Beginn" } : undefined}
      bulk={{ intents, keys: adminOptions ? ["feature", "unfeature", "publish", "delete"] : ["publish", "delete"] }}
      rowLabel={(e) => e.title}
      rowActions={(e) => (e.editable ? <OwnRowActions e={e} adminOptions={adminOptions} /> : <OtherRowActions e={e} />)}
      empty={{
        title: emptyTitle,
        body: emptyBody,
        icon: <CalendarPlus className="size-10" />,
        action: <ButtonLink to={createHref}>Jetzt anlegen</ButtonLink>,
      }}
    />
  );
}

/** The actions of a row the actor runs: edit, view, duplicate (or feature), delete (or cancel). */
function OwnRowActions({ e, adminOptions }: { e: OrganizerEventRow; adminOptions?: AdminEventFilterOptions | null }) {
  return (
    <>
      {adminOptions ? (
        <Link to={e.editHref} title="Bearbeiten" className={iconButton}>
          <Pencil aria-hidden="true" className="size-4" />
          <span className="max-md:not-sr-only md:sr-only">Bearbeiten</span>
          <span className="sr-only">: {e.title}</span>
        </Link>
      ) : (
        <Link to={e.editHref} className={buttonClass("outline", "sm")}>
          <Pencil aria-hidden="true" className="size-4" /> Bearbeiten<span className="sr-only">: {e.title}</span>
        </Link>
      )}
      <Link to={e.publicHref ?? e.previewHref} title={e.publicHref ? "Öffentliche Seite" : "Vorschau"} className={iconButton}>
        <Eye aria-hidden="true" className="size-4" />
        <span className="max-md:not-sr-only md:sr-only">{e.publicHref ? "Ansehen" : "Vorschau"}</span>
        <span className="sr-only">: {e.title}</span>
      </Link>
      {adminOptions ? (
        <IntentButton
          intent={e.isFeatured ? "unfeature" : "feature"}
          spec={e.isFeatured ? adminEventListIntents.unfeature : adminEventListIntents.feature}
          id={e.id}
          variant="ghost"
          className="max-md:px-3 md:size-9 md:px-0"
          title={e.isFeatured ? "Nicht mehr hervorheben" : "Hervorheben"}
          confirmTitle={e.isFeatured ? undefined : `„${e.title}“ hervorheben?`}
        >
          <Star aria-hidden="true" className={e.isFeatured ? "size-4 fill-current text-primary" : "size-4"} />
          <span className="max-md:not-sr-only md:sr-only">{e.isFeatured ? "Nicht mehr hervorheben" : "Hervorheben"}</span>
          <span className="sr-only">: {e.title}</span>
        </IntentButton>
      ) : (
        <IntentButton intent="duplicate" spec={eventListIntents.duplicate} id={e.id} variant="ghost" className="max-md:px-3 md:size-9 md:px-0" title="Duplizieren">
          <Copy aria-hidden="true" className="size-4" />
          <span className="max-md:not-sr-only md:sr-only">Duplizieren</span>
          <span className="sr-only">: {e.title}</span>
        </IntentButton>
      )}
      {/* an admin deletes what nobody booked and cancels (refund, mail) what was booked: one of the two per row */}
      {adminOptions && e.sold > 0 && e.status !== "cancelled" && !e.isPast ? (
        <Link to={e.cancelHref} title="Absagen" className={cn(iconButton, "text-danger")}>
          <Ban aria-hidden="true" className="size-4" />
          <span className="max-md:not-sr-only md:sr-only">Absagen</span>
          <span className="sr-only">: {e.title}</span>
        </Link>
      ) : null}
      {(adminOptions || e.status === "draft") && e.sold === 0 ? (
        <IntentButton
          intent="delete"
          spec={eventListIntents.delete}
          id={e.id}
          variant="ghost"
          className="text-danger max-md:px-3 md:size-9 md:px-0"
          confirmTitle={`„${e.title}“ löschen?`}
          confirmBody={e.status === "draft" ? "Der Entwurf wird endgültig entfernt." : "Das Event wird endgültig entfernt. Events mit Buchungen werden nicht gelöscht."}
        >
          <Trash2 aria-hidden="true" className="size-4" />
          <span className="max-md:not-sr-only md:sr-only">Löschen</span>
          <span className="sr-only">: {e.title}</span>
        </IntentButton>
      ) : null}
    </>
  );
}

/** Another organizer's event at an owner's venue (decision 0014): only its public page. */
function OtherRowActions({ e }: { e: OrganizerEventRow }) {
  if (!e.publicHref) return null;
  return (
    <Link to={e.publicHref} title="Öffentliche Seite" className={iconButton}>
      <Eye aria-hidden="true" className="size-4" />
      <span className="max-md:not-sr-only md:sr-only">Ansehen</span>
      <span className="sr-only">: {e.title}</span>
    </Link>
  );
}

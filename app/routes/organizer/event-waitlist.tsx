import { ExternalLink, ListOrdered, Pencil, UserMinus } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/event-waitlist";
import { formatNumber } from "~/lib/format";
import { exportListParams, loadList } from "~/lib/list/load-list.server";
import { throwAsResponse } from "~/lib/route-helpers.server";
import { OrganizerEventErrorPage } from "~/modules/events/components/organizer-error-page";
import { holdHoursText, WAITLIST_STATUS, waitlistList } from "~/modules/ticketing/waitlist";
import { assertCanManageWaitlist, exportEventWaitlist, getEventWaitlistView, removeWaitlistEntry, type WaitlistListState, type WaitlistRow } from "~/modules/ticketing/waitlist-organizer.server";
import { linkTo, organizer, pageTitle } from "~/registry";
import { ActionResultNotice, BackOfficeHeader, DataTable, defineIntents, IntentButton, useActionResult, type Column } from "~/ui/back-office";
import { exportRequested, exportResponse } from "~/ui/back-office/export.server";
import { runIntents } from "~/ui/back-office/intents.server";
import { EnumBadge } from "~/ui/badge";
import { buttonClass } from "~/ui/button";
import { requireOrganizerArea } from "~/routes/organizer/team-guard.server";

export const meta: Route.MetaFunction = ({ data }) => [
  { title: data?.event ? `Warteliste: ${data.event.title} – Organisator – Stadtpuls` : pageTitle(organizer, organizer.pages.eventWaitlist) },
];

/** 'Warteliste' of one event: who waits in which order, open offers, what became of them; remove an entry, export the list. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const actor = await requireOrganizerArea(request, "money");
  if (exportRequested(request)) {
    return exportResponse(request, await exportEventWaitlist(actor, params.id, exportListParams(request, waitlistList)).catch(throwAsResponse));
  }
  return loadList(request, waitlistList, (p) => getEventWaitlistView(actor, params.id, p));
}

const intents = defineIntents({
  remove: {
    label: "Entfernen",
    success: "Von der Warteliste entfernt",
    tone: "danger",
    bulk: true,
    confirm: {
      title: "Von der Warteliste entfernen?",
      body: "Die Personen rücken nicht mehr nach. Ein offenes Angebot verfällt, und sein reservierter Platz geht sofort an die nächste Person in der Reihe.",
    },
  },
});

export async function action({ request, params }: Route.ActionArgs) {
  const actor = await requireOrganizerArea(request, "money", "write");
  // another organizer's event does not exist, whatever was posted
  await assertCanManageWaitlist(actor, params.id).catch(throwAsResponse);
  return runIntents(request, intents, {
    remove: ({ id }) => removeWaitlistEntry({ actor, eventId: params.id, entryId: id! }),
  });
}

const columns: Array<Column<WaitlistRow>> = [
  {
    id: "position",
    header: "Nr.",
    cell: ({ row: { original: e } }) =>
      e.position != null ? <span className="font-semibold tabular-nums">{e.position}</span> : <span className="text-muted" aria-label="keine">–</span>,
  },
  {
    id: "person",
    header: "Person",
    meta: { primary: true },
    cell: ({ row: { original: e } }) => (
      <div className="min-w-0">
        <p className="font-semibold break-words text-ink">{e.name}</p>
        <a href={`mailto:${e.email}`} className="text-sm break-all text-muted hover:text-primary-strong hover:underline">
          {e.email}
        </a>
      </div>
    ),
  },
  { id: "since", header: "Auf der Liste seit", cell: ({ row: { original: e } }) => <span className="whitespace-nowrap tabular-nums">{e.since}</span> },
  {
    id: "status",
    header: "Status",
    cell: ({ row: { original: e } }) => (
      <div className="flex flex-col items-start gap-1">
        <EnumBadge of={WAITLIST_STATUS} value={e.status} />
        {e.offerUntil ? <span className="text-xs text-muted tabular-nums">bis {e.offerUntil}</span> : null}
        {e.bookingHref ? (
          <Link to={e.bookingHref} className="text-xs font-medium text-primary-strong underline">
            Buchung ansehen
          </Link>
        ) : null}
      </div>
    ),
  },
];

/** What the event's page does with the list now, one sentence each. */
const STATE_TEXT: Record<WaitlistListState, string> = {
  open: "Ausverkauft – angemeldete Besucher:innen können sich auf der Eventseite eintragen.",
  seats_left: "Noch nicht ausverkauft – die Warteliste öffnet auf der Eventseite, sobald alle Plätze vergeben sind.",
  marked_sold_out:
    "Das Event ist von Hand als „Ausverkauft“ markiert: Angemeldete Besucher:innen können sich eintragen, und jeder freie Platz geht der Reihe nach an die Warteliste, nicht in den freien Verkauf. Wollen Sie Plätze zurückhalten, senken Sie die Teilnehmerzahl.",
  disabled:
    "Die Warteliste ist für dieses Event ausgeschaltet: Die Eventseite zeigt sie nicht, und frei werdende Plätze werden nicht angeboten. Wer schon wartet, behält den Platz in der Reihe; offene Angebote gelten weiter.",
  draft: "Das Event ist noch nicht veröffentlicht – eintragen kann man sich erst, wenn es veröffentlicht und ausverkauft ist.",
  closed: "Dieses Event führt keine Warteliste (mehr): Es hat keine eigene Platzgrenze, ist abgesagt, hat schon begonnen oder der Buchungsschluss ist vorbei.",
};

export default function EventWaitlist({ loaderData: d }: Route.ComponentProps) {
  const result = useActionResult();
  const open = d.counts.waiting + d.counts.offered;
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6">
      <BackOfficeHeader
        eyebrow="Warteliste"
        title={d.event.title}
        back={{ to: d.event.editHref, label: "Zum Event" }}
        actions={
          d.event.publicHref ? (
            <a href={d.event.publicHref} className={buttonClass("secondary", "sm")}>
              <ExternalLink aria-hidden="true" className="size-4" /> Eventseite
            </a>
          ) : null
        }
      >
        Am {d.event.date} · {d.event.seatsLabel}. Wird ein Platz frei, bekommt die erste Person in der Reihe ein Angebot per E-Mail; der Platz ist{" "}
        {holdHoursText(d.offerHours)} für sie reserviert und geht danach an die nächste Person.
      </BackOfficeHeader>

      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5" aria-label="Anzahl der Einträge">
        {WAITLIST_STATUS.values.map((s) => (
          <li key={s} className="rounded-2xl border border-line bg-white p-4">
            <p className="text-sm text-muted">{WAITLIST_STATUS.label(s)}</p>
            <p className="font-display text-2xl font-semibold tabular-nums">{formatNumber(d.counts[s])}</p>
          </li>
        ))}
      </ul>

      <p className="flex flex-col gap-2 rounded-2xl border border-line bg-white p-4 text-sm sm:flex-row sm:items-center sm:justify-between">
        <span>
          {STATE_TEXT[d.event.listState]}{" "}
          {d.event.listState === "open"
            ? `${formatNumber(open)} ${open === 1 ? "Person wartet" : "Personen warten"} auf einen Platz. Erhöhen Sie die Plätze, gehen die neuen zuerst an die Warteliste.`
            : null}
        </span>
        <Link to={d.event.editHref} className={buttonClass("outline", "sm", "shrink-0")}>
          <Pencil aria-hidden="true" className="size-4" /> Plätze und Warteliste einstellen
        </Link>
      </p>

      <ActionResultNotice result={result} />

      <DataTable
        caption={`Warteliste für ${d.event.title}`}
        list={d}
        columns={columns}
        rowId={(e) => e.id}
        rowLabel={(e) => e.name}
        filters={[{ name: "status", label: "Status", allLabel: "Alle", options: WAITLIST_STATUS.options() }]}
        bulk={{ intents, keys: ["remove"] }}
        exportBase={linkTo(organizer, "eventWaitlist", { id: d.event.id })}
        rowActions={(e) =>
          e.removable ? (
            <IntentButton
              intent="remove"
              spec={intents.remove}
              id={e.id}
              variant="ghost"
              className={buttonClass("ghost", "sm")}
              confirmTitle={`„${e.name}“ von der Warteliste entfernen?`}
              confirmBody={
                e.status === "offered"
                  ? "Das offene Angebot verfällt, und der reservierte Platz geht sofort an die nächste Person in der Reihe."
                  : "Die Person rückt nicht mehr nach. Sie kann sich wieder eintragen, solange das Event ausverkauft ist."
              }
            >
              <UserMinus aria-hidden="true" className="size-4" /> Entfernen<span className="sr-only">: {e.name}</span>
            </IntentButton>
          ) : null
        }
        empty={{
          icon: <ListOrdered className="size-10" />,
          title: "Noch niemand auf der Warteliste",
          body:
            d.event.listState === "disabled"
              ? "Die Warteliste ist für dieses Event ausgeschaltet. Schalten Sie sie im Event unter „Teilnahme“ ein, damit sich Besucher:innen eintragen können, sobald es ausverkauft ist."
              : "Sobald das Event ausverkauft ist, können sich angemeldete Besucher:innen auf der Eventseite eintragen. Sie erscheinen hier in der Reihenfolge, in der sie sich eingetragen haben.",
        }}
      />
    </div>
  );
}

export function ErrorBoundary() {
  return <OrganizerEventErrorPage />;
}

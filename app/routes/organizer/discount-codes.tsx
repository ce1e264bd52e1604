import { Download, Pause, Pencil, Play, Plus, TicketPercent, Trash2 } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/discount-codes";
import { formatDate } from "~/lib/format";
import { exportListParams, loadList } from "~/lib/list/load-list.server";
import { discountCodeList } from "~/modules/ticketing/discount-code-form";
import { deleteDiscountCode, discountScopeOptions, exportDiscountCodes, getDiscountCodesView, saveDiscountCode } from "~/modules/ticketing/discount-codes.server";
import { DISCOUNT_KIND, DISCOUNT_STATE } from "~/modules/ticketing/labels";
import { linkTo, organizer, pageTitle } from "~/registry";
import { BackOfficeHeader, DataTable, DataTableError, defineIntents, IntentButton, type Column } from "~/ui/back-office";
import { exportRequested, exportResponse } from "~/ui/back-office/export.server";
import { runIntents } from "~/ui/back-office/intents.server";
import { EnumBadge } from "~/ui/badge";
import { ButtonLink, buttonClass } from "~/ui/button";
import { requireOrganizerArea } from "~/routes/organizer/team-guard.server";

export const meta: Route.MetaFunction = () => [{ title: pageTitle(organizer, organizer.pages.discountCodes) }];

export async function loader({ request }: Route.LoaderArgs) {
  const actor = await requireOrganizerArea(request, "money");
  if (exportRequested(request)) return exportResponse(request, await exportDiscountCodes(actor, exportListParams(request, discountCodeList)));
  return loadList(request, discountCodeList, async (params) => {
    const [list, events] = await Promise.all([getDiscountCodesView(actor, params), discountScopeOptions(actor)]);
    return { ...list, events: events.map((e) => ({ value: e.id, label: `${e.title} (${formatDate(e.startDate)})` })), batch: params.filters.batch ?? null };
  });
}

const intents = defineIntents({
  activate: { label: "Aktivieren", success: "Rabattcode aktiviert", bulk: true },
  deactivate: {
    label: "Deaktivieren",
    success: "Rabattcode deaktiviert",
    tone: "danger",
    bulk: true,
    confirm: { title: "Rabattcodes deaktivieren?", body: "Deaktivierte Codes können an der Kasse nicht mehr eingelöst werden. Sie können sie jederzeit wieder aktivieren." },
  },
  delete: {
    label: "Löschen",
    success: "Rabattcode gelöscht",
    tone: "danger",
    bulk: true,
    confirm: { title: "Rabattcodes löschen?", body: "Nur Codes, die nie eingelöst wurden, lassen sich löschen. Eingelöste Codes deaktivieren Sie stattdessen." },
  },
});

export async function action({ request }: Route.ActionArgs) {
  const actor = await requireOrganizerArea(request, "money", "write");
  return runIntents(request, intents, {
    activate: ({ id }) => saveDiscountCode({ actor, id, values: { isActive: true } }),
    deactivate: ({ id }) => saveDiscountCode({ actor, id, values: { isActive: false } }),
    delete: ({ id }) => deleteDiscountCode({ actor, id }),
  });
}

type Row = Awaited<ReturnType<typeof getDiscountCodesView>>["rows"][number];

const columns: Array<Column<Row>> = [
  {
    id: "code",
    header: "Code",
    meta: { sortKey: "code", primary: true },
    cell: ({ row: { original: c } }) => (
      <div className="min-w-0">
        <Link to={c.editHref} className="font-mono font-semibold text-ink hover:text-primary-strong hover:underline">
          {c.code}
        </Link>
        <p className="truncate text-xs text-muted">{[c.scopeLabel, c.batch ? `Serie ${c.batch}` : null, `angelegt ${formatDate(c.createdAt)}`].filter(Boolean).join(" · ")}</p>
      </div>
    ),
  },
  { id: "discount", header: "Rabatt", cell: ({ row: { original: c } }) => c.discountLabel },
  {
    id: "valid",
    header: "Gültig",
    cell: ({ row: { original: c } }) =>
      c.validFrom || c.validUntil ? `${c.validFrom ? formatDate(c.validFrom) : "…"} – ${c.validUntil ? formatDate(c.validUntil) : "…"}` : "unbegrenzt",
  },
  { id: "uses", header: "Einlösungen", meta: { sortKey: "uses" }, cell: ({ row: { original: c } }) => <span className="tabular-nums">{c.usesLabel}</span> },
  { id: "revenue", header: "Umsatz", meta: { sortKey: "revenue" }, cell: ({ row: { original: c } }) => <span className="tabular-nums">{c.revenueLabel}</span> },
  { id: "state", header: "Status", cell: ({ row: { original: c } }) => <EnumBadge of={DISCOUNT_STATE} value={c.state} /> },
];

const icon = buttonClass("ghost", "sm", "max-md:px-3 md:size-9 md:px-0");

export default function DiscountCodes({ loaderData: list }: Route.ComponentProps) {
  return (
    <div className="flex flex-col gap-6">
      <BackOfficeHeader
        eyebrow="Verwaltung"
        title="Rabattcodes"
        actions={
          <ButtonLink to={linkTo(organizer, "discountCodeCreate")}>
            <Plus aria-hidden="true" className="size-4" /> Neuer Rabattcode
          </ButtonLink>
        }
      >
        Codes für Ihre Events – in Prozent oder als fester Betrag, mit Einlösungen und dem Umsatz, den sie gebracht haben.
      </BackOfficeHeader>
      {list.batch ? (
        <p className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-xl border border-line bg-white p-4 text-sm">
          <span>
            Codes der Serie <strong className="font-mono">{list.batch}</strong>
          </span>
          <a href={`${linkTo(organizer, "discountCodes")}?batch=${encodeURIComponent(list.batch)}&format=csv`} className={buttonClass("outline", "sm")}>
            <Download aria-hidden="true" className="size-4" /> Als CSV herunterladen
          </a>
          <Link to={linkTo(organizer, "discountCodes")} className="font-medium text-primary-strong underline">
            Alle Codes zeigen
          </Link>
        </p>
      ) : null}
      <DataTable
        caption="Rabattcodes"
        list={list}
        columns={columns}
        rowId={(c) => c.id}
        rowLabel={(c) => c.code}
        search={{ label: "Suche", placeholder: "Code" }}
        filters={[
          { name: "state", label: "Status", allLabel: "Alle", options: DISCOUNT_STATE.options() },
          { name: "kind", label: "Art", allLabel: "Alle Arten", options: DISCOUNT_KIND.options() },
          { name: "event", label: "Event", allLabel: "Alle Events", options: list.events },
        ]}
        bulk={{ intents, keys: ["activate", "deactivate", "delete"] }}
        exportBase={linkTo(organizer, "discountCodes")}
        rowActions={(c) => (
          <>
            <Link to={c.editHref} className={icon} title="Bearbeiten">
              <Pencil aria-hidden="true" className="size-4" />
              <span className="max-md:not-sr-only md:sr-only">Bearbeiten</span>
              <span className="sr-only">: {c.code}</span>
            </Link>
            {c.isActive ? (
              <IntentButton intent="deactivate" spec={intents.deactivate} id={c.id} variant="ghost" className={icon} confirmTitle={`„${c.code}“ deaktivieren?`}>
                <Pause aria-hidden="true" className="size-4" />
                <span className="max-md:not-sr-only md:sr-only">Deaktivieren</span>
                <span className="sr-only">: {c.code}</span>
              </IntentButton>
            ) : (
              <IntentButton intent="activate" spec={intents.activate} id={c.id} variant="ghost" className={icon} title="Aktivieren">
                <Play aria-hidden="true" className="size-4" />
                <span className="max-md:not-sr-only md:sr-only">Aktivieren</span>
                <span className="sr-only">: {c.code}</span>
              </IntentButton>
            )}
            {c.usedCount === 0 ? (
              <IntentButton intent="delete" spec={intents.delete} id={c.id} variant="ghost" className={icon} confirmTitle={`„${c.code}“ löschen?`}>
                <Trash2 aria-hidden="true" className="size-4" />
                <span className="max-md:not-sr-only md:sr-only">Löschen</span>
                <span className="sr-only">: {c.code}</span>
              </IntentButton>
            ) : null}
          </>
        )}
        empty={{
          icon: <TicketPercent className="size-10" />,
          title: list.batch ? `Keine Codes der Serie ${list.batch}` : "Noch keine Rabattcodes",
          body: "Legen Sie einen Code für Frühbucher, Vereine oder Sponsoren an – oder gleich viele Einmal-Codes auf einmal.",
          action: <ButtonLink to={linkTo(organizer, "discountCodeCreate")}>Rabattcode anlegen</ButtonLink>,
        }}
      />
    </div>
  );
}

export function ErrorBoundary() {
  return <DataTableError retryHref={linkTo(organizer, "discountCodes")} />;
}

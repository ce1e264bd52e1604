import { Banknote, Inbox } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/refunds";
import { formatDateTime, formatMoney } from "~/lib/format";
import { loadList } from "~/lib/list/load-list.server";
import { requireRole, requireRoleOr403 } from "~/auth-edge/guards.server";
import { decideRefundRequest } from "~/modules/refunds/decide-refund-request.server";
import { processRefund } from "~/modules/refunds/process-refund.server";
import { listRefundRequests } from "~/modules/refunds/queries.server";
import { adminRefundList, decisionResponseSchema } from "~/modules/refunds/validation";
import { REFUND_REQUEST_STATUS } from "~/modules/ticketing/refund-request-labels";
import { admin, linkTo, pageTitle } from "~/registry";
import { BackOfficeHeader, DataTable, DataTableError, DecisionForm, defineIntents, IntentButton, type Column } from "~/ui/back-office";
import { reply, runIntents } from "~/ui/back-office/intents.server";
import { Badge, EnumBadge } from "~/ui/badge";

export const meta: Route.MetaFunction = () => [{ title: pageTitle(admin, admin.pages.refunds) }];

export async function loader({ request }: Route.LoaderArgs) {
  const actor = await requireRole(request, "admin");
  return loadList(request, adminRefundList, (params) => listRefundRequests(actor, params));
}

const intents = defineIntents({
  approve: { label: "Genehmigen", success: "Anfrage aktualisiert: genehmigt", input: decisionResponseSchema },
  reject: { label: "Ablehnen", success: "Anfrage aktualisiert: abgelehnt", tone: "danger", input: decisionResponseSchema },
  process: { label: "Rückerstattung verarbeiten", success: "Rückerstattung verarbeitet" },
});

export async function action({ request }: Route.ActionArgs) {
  const actor = await requireRoleOr403(request, "admin");
  return runIntents(request, intents, {
    approve: ({ id, input }) => decideRefundRequest({ actor, requestId: id, decision: "approved", response: input.response }),
    reject: ({ id, input }) => decideRefundRequest({ actor, requestId: id, decision: "rejected", response: input.response }),
    process: async ({ id }) => {
      const done = await processRefund({ actor, requestId: id });
      return reply({ message: `Rückerstattung verarbeitet: ${formatMoney(done.refund.refundAmount)} erstattet.` });
    },
  });
}

type Row = Route.ComponentProps["loaderData"]["rows"][number];

const columns: Array<Column<Row>> = [
  {
    id: "request",
    header: "Anfrage",
    meta: { primary: true },
    cell: ({ row: { original: r } }) => (
      <div className="min-w-0 md:max-w-72">
        <p className="font-semibold">{r.event?.title ?? "Event-Daten nicht verfügbar"}</p>
        <p className="text-xs text-muted">
          {r.event ? `${formatDateTime(r.event.startDate)} · ` : ""}
          <Link to={r.booking.href} className="font-mono underline">
            {r.booking.reference}
          </Link>
        </p>
        <p className="truncate text-xs text-muted">
          {r.booking.userEmail ? (
            <a className="underline" href={`mailto:${r.booking.userEmail}`}>
              {r.booking.userEmail}
            </a>
          ) : (
            "anonymisiert"
          )}
          {r.attendees.length ? ` · ${r.attendees.join(", ")}` : ""}
        </p>
      </div>
    ),
  },
  {
    id: "reason",
    header: "Grund",
    cell: ({ row: { original: r } }) => (
      <div className="min-w-0 md:max-w-64">
        <p>{r.reason}</p>
        {r.customerMessage ? <p className="mt-1 whitespace-pre-line text-xs text-muted">„{r.customerMessage}“</p> : null}
      </div>
    ),
  },
  {
    id: "amount",
    header: "Erstattung",
    meta: { sortKey: "amount", align: "right" },
    cell: ({ row: { original: r } }) => (
      <div className="text-right">
        {r.calculation ? <p className="font-semibold tabular-nums">{formatMoney(r.calculation.final_refund)}</p> : <p>–</p>}
        {r.calculation ? (
          <p className="text-xs text-muted">
            {r.calculation.refund_percentage} %, Gebühr {formatMoney(r.calculation.processing_fee)}
          </p>
        ) : null}
        <p className="text-xs text-muted">
          von {formatMoney(r.booking.totalAmountCents)} · {r.booking.quantity} {r.booking.quantity === 1 ? "Ticket" : "Tickets"}
        </p>
        {r.requestedAmountCents != null ? <p className="text-xs text-muted">gewünscht {formatMoney(r.requestedAmountCents)}</p> : null}
      </div>
    ),
  },
  {
    id: "status",
    header: "Status",
    cell: ({ row: { original: r } }) => (
      <div className="flex flex-col gap-1">
        <div className="flex flex-wrap gap-1">
          <EnumBadge of={REFUND_REQUEST_STATUS} value={r.status} />
          {r.refundedAmountCents != null ? <Badge tone="neutral">Erstattet</Badge> : null}
          {r.booking.isTestMode ? <Badge tone="warning">Testmodus</Badge> : null}
        </div>
        {r.status !== "pending" ? (
          <p className="text-xs text-muted">
            {r.reviewer ? `von ${r.reviewer}` : ""}
            {r.reviewedAt ? ` am ${formatDateTime(r.reviewedAt)}` : ""}
            {r.adminResponse ? ` – „${r.adminResponse}“` : ""}
          </p>
        ) : null}
        {r.refundedAmountCents != null ? (
          <p className="text-xs text-success">
            {formatMoney(r.refundedAmountCents)} erstattet{r.processedAt ? ` am ${formatDateTime(r.processedAt)}` : ""}. Buchung storniert, Tickets ungültig.
          </p>
        ) : null}
      </div>
    ),
  },
  { id: "created", header: "Eingegangen", meta: { sortKey: "created" }, cell: ({ row: { original: r } }) => formatDateTime(r.createdAt) },
];

/** Approve or refuse an open request, with an optional answer to the customer (posted to `runIntents`). */
function Decision({ r }: { r: Row }) {
  return <DecisionForm id={r.id} labels={{ approve: intents.approve.label, reject: intents.reject.label }} response={{ label: "Antwort an die Kund:in (optional)" }} />;
}

export default function AdminRefundsPage({ loaderData: list }: Route.ComponentProps) {
  return (
    <div className="flex flex-col gap-6">
      <BackOfficeHeader eyebrow="Verkauf" title="Erstattungen">
        Stornierungsanfragen prüfen, genehmigen oder ablehnen und genehmigte Erstattungen auszahlen.
      </BackOfficeHeader>
      <DataTable
        caption="Stornierungsanfragen"
        list={list}
        columns={columns}
        rowId={(r) => r.id}
        rowLabel={(r) => r.booking.reference}
        search={{ label: "Suche", placeholder: "Buchungsnummer, E-Mail oder Event" }}
        filters={[
          // no status in the URL: the open requests (the daily work)
          { name: "status", label: "Status", allLabel: "Offen", options: [...REFUND_REQUEST_STATUS.options(["approved", "rejected"]), { value: "all", label: "Alle" }] },
        ]}
        rowActions={(r) =>
          r.status === "pending" ? (
            <Decision r={r} />
          ) : r.status === "approved" && r.refundedAmountCents == null && r.processedAt == null ? (
            <IntentButton intent="process" spec={intents.process} id={r.id} variant="primary">
              <Banknote aria-hidden="true" className="size-4" /> Rückerstattung verarbeiten ({formatMoney(r.calculation?.final_refund ?? 0)})
            </IntentButton>
          ) : null
        }
        empty={{ icon: <Inbox className="size-10" />, title: "Keine offenen Anfragen", body: "Neue Anfragen erscheinen hier, sobald Kund:innen eine Stornierung beantragen." }}
      />
    </div>
  );
}

export function ErrorBoundary() {
  return <DataTableError retryHref={linkTo(admin, "refunds")} />;
}

import { EyeOff, ExternalLink, Flag, X } from "lucide-react";
import { formatDate, formatDateTime } from "~/lib/format";
import type { getAdminReportsView } from "~/modules/reviews/admin-reports.server";
import { Stars } from "~/modules/reviews/components/stars";
import { REPORT_STATUS, REVIEW_STATUS } from "~/modules/reviews/labels";
import { DataTable, defineIntents, IntentButton, type Column } from "~/ui/back-office";
import { useActionResult } from "~/ui/back-office/action-result";
import { BackOfficeHeader } from "~/ui/back-office/page-header";
import { EnumBadge } from "~/ui/badge";
import { useToast } from "~/ui/toaster";

type View = Awaited<ReturnType<typeof getAdminReportsView>>;
type Row = View["rows"][number];

const columns: Array<Column<Row>> = [
  {
    id: "target",
    header: "Gemeldeter Inhalt",
    meta: { primary: true, className: "md:min-w-[22rem] md:align-top" },
    cell: ({ row: { original: r } }) =>
      r.target.kind === "review" ? (
        <div className="flex min-w-0 flex-col gap-1.5">
          <p className="text-xs font-semibold uppercase tracking-wide text-muted">Bewertung von {r.target.author}</p>
          <div className="flex flex-wrap items-center gap-2">
            <Stars rating={r.target.rating} />
            <span className="font-semibold [overflow-wrap:anywhere]">{r.target.label}</span>
            {r.target.hidden ? <EnumBadge of={REVIEW_STATUS} value="hidden" className="whitespace-nowrap" /> : null}
          </div>
          <p className="line-clamp-3 text-sm [overflow-wrap:anywhere]">{r.target.body}</p>
          {r.target.href ? (
            <a href={r.target.href} className="inline-flex w-fit items-center gap-1 text-sm font-medium text-primary-strong hover:underline">
              {r.target.eventTitle} <ExternalLink aria-hidden="true" className="size-3.5" />
              <span className="sr-only"> (öffentliche Event-Seite)</span>
            </a>
          ) : null}
        </div>
      ) : (
        <p className="font-medium">{r.target.label}</p>
      ),
  },
  {
    id: "reason",
    header: "Grund",
    meta: { className: "md:align-top md:max-w-[18rem]" },
    cell: ({ row: { original: r } }) => (
      <div className="min-w-0 max-md:text-right">
        <p className="whitespace-pre-line [overflow-wrap:anywhere]">{r.reason}</p>
        <p className="mt-1 text-xs text-muted">von {r.reporter}</p>
      </div>
    ),
  },
  {
    id: "status",
    header: "Status",
    meta: { className: "md:align-top" },
    cell: ({ row: { original: r } }) => (
      <div className="max-md:text-right">
        <EnumBadge of={REPORT_STATUS} value={r.status} className="whitespace-nowrap" />
        {r.resolvedAt ? (
          <p className="mt-1 text-xs text-muted">
            {formatDateTime(r.resolvedAt)}
            {r.resolverName ? ` · ${r.resolverName}` : ""}
          </p>
        ) : null}
      </div>
    ),
  },
  { id: "created", header: "Eingegangen", meta: { sortKey: "created", className: "md:align-top whitespace-nowrap" }, cell: ({ row: { original: r } }) => formatDate(r.createdAt) },
];

/** The decisions on an open report (posted to `runIntents` of /admin/reports). */
export const reportIntents = defineIntents({
  hide: {
    label: "Ausblenden",
    tone: "danger",
    confirm: {
      title: "Bewertung ausblenden?",
      body: "Die Bewertung verschwindet von der Event- und der Veranstalterseite. Alle offenen Meldungen zu ihr werden erledigt.",
      confirmLabel: "Ausblenden",
    },
  },
  dismiss: {
    label: "Verwerfen",
    tone: "primary",
    confirm: { title: "Meldung verwerfen?", body: "Die Bewertung bleibt sichtbar; die Meldung wird geschlossen.", confirmLabel: "Verwerfen" },
  },
});

function Decide({ row }: { row: Row }) {
  if (row.status !== "open") return null;
  return (
    <div className="flex flex-wrap gap-2 md:flex-col md:items-stretch">
      {row.target.kind === "review" && !row.target.hidden ? (
        <IntentButton intent="hide" spec={reportIntents.hide} id={row.id} variant="danger">
          <EyeOff aria-hidden="true" className="size-4" /> {reportIntents.hide.label}
        </IntentButton>
      ) : null}
      <IntentButton intent="dismiss" spec={reportIntents.dismiss} id={row.id}>
        <X aria-hidden="true" className="size-4" /> {reportIntents.dismiss.label}
      </IntentButton>
    </div>
  );
}

/** /admin/reports: reported content, open reports first, with the decisions hide and dismiss. */
export function AdminReportsPage({ data: d }: { data: View }) {
  const failed = useActionResult();
  useToast(failed && !failed.ok ? { type: "error", title: "Fehler", description: failed.message ?? "Bitte versuchen Sie es erneut." } : null, failed);
  return (
    <div className="flex flex-col gap-6">
      <BackOfficeHeader eyebrow="Administration" title="Meldungen">
        {d.openCount > 0
          ? `${d.openCount === 1 ? "Eine offene Meldung wartet" : `${d.openCount.toLocaleString("de-DE")} offene Meldungen warten`} auf Ihre Entscheidung.`
          : "Keine offenen Meldungen – alles erledigt."}
      </BackOfficeHeader>
      <DataTable
        caption="Meldungen"
        list={d}
        columns={columns}
        rowId={(r) => r.id}
        search={{ label: "Suche", placeholder: "Grund, Bewertung oder Event" }}
        filters={[
          {
            name: "status",
            label: "Status",
            allLabel: "Alle",
            options: REPORT_STATUS.options(),
          },
        ]}
        rowActions={(r) => <Decide row={r} />}
        empty={{ icon: <Flag aria-hidden="true" className="size-8" />, title: "Keine Meldungen", body: "Wenn Veranstalter:innen eine Bewertung melden, erscheint sie hier." }}
      />
    </div>
  );
}

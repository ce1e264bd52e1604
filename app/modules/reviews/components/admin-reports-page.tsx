import { AlertTriangle, Ban, EyeOff, ExternalLink, Flag, Trash2, X } from "lucide-react";
import { formatDate, formatDateTime } from "~/lib/format";
import type { getAdminReportsView } from "~/modules/reviews/admin-reports.server";
import { Stars } from "~/modules/reviews/components/stars";
import { REPORT_RESOLUTION, REPORT_STATUS, REPORT_TARGET } from "~/modules/reviews/labels";
import { DataTable, defineIntents, IntentButton, type Column } from "~/ui/back-office";
import { useActionResult } from "~/ui/back-office/action-result";
import { BackOfficeHeader } from "~/ui/back-office/page-header";
import { Badge, EnumBadge } from "~/ui/badge";
import { useToast } from "~/ui/toaster";

type View = Awaited<ReturnType<typeof getAdminReportsView>>;
type Row = View["rows"][number];

function ReportedContent({ row: r }: { row: Row }) {
  const c = r.content;
  if (!c) return <p className="font-medium text-muted">{r.missingLabel}</p>;
  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <p className="flex flex-wrap items-center gap-2 text-xs font-semibold uppercase tracking-wide text-muted">
        <Badge tone="neutral">{r.kind}</Badge> von {c.author}
      </p>
      <div className="flex flex-wrap items-center gap-2">
        {c.rating != null ? <Stars rating={c.rating} /> : null}
        <span className="font-semibold [overflow-wrap:anywhere]">{c.title}</span>
        {c.hidden ? <Badge tone="danger" className="whitespace-nowrap">Ausgeblendet</Badge> : null}
      </div>
      {c.body ? <p className="line-clamp-3 whitespace-pre-line text-sm [overflow-wrap:anywhere]">{c.body}</p> : null}
      {c.href ? (
        <a href={c.href} className="inline-flex w-fit items-center gap-1 text-sm font-medium text-primary-strong hover:underline">
          {c.context || "Öffentliche Seite ansehen"} <ExternalLink aria-hidden="true" className="size-3.5" />
          <span className="sr-only"> (öffentliche Seite)</span>
        </a>
      ) : c.context ? (
        <p className="text-sm text-muted">{c.context}</p>
      ) : null}
    </div>
  );
}

const columns: Array<Column<Row>> = [
  { id: "target", header: "Gemeldeter Inhalt", meta: { primary: true, className: "md:min-w-[18rem] md:align-top" }, cell: ({ row: { original: r } }) => <ReportedContent row={r} /> },
  {
    id: "reason",
    header: "Grund",
    meta: { className: "md:align-top md:min-w-[13rem] md:max-w-[20rem]" },
    cell: ({ row: { original: r } }) => (
      <div className="min-w-0 max-md:text-right">
        <p className="whitespace-pre-line [overflow-wrap:anywhere]">{r.reason}</p>
        <p className="mt-1 text-xs text-muted">gemeldet von {r.reporter}</p>
      </div>
    ),
  },
  {
    id: "status",
    header: "Status",
    meta: { className: "md:align-top" },
    cell: ({ row: { original: r } }) => (
      <div className="flex flex-col items-start gap-1 max-md:items-end">
        <EnumBadge of={REPORT_STATUS} value={r.status} className="whitespace-nowrap" />
        {r.resolution ? <EnumBadge of={REPORT_RESOLUTION} value={r.resolution} className="whitespace-nowrap" /> : null}
        {r.resolvedAt ? (
          <p className="text-xs text-muted">
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
      title: "Inhalt ausblenden?",
      body: "Der Inhalt verschwindet von den öffentlichen Seiten. Alle offenen Meldungen zu ihm werden erledigt; die meldenden Personen werden benachrichtigt.",
      confirmLabel: "Ausblenden",
    },
  },
  delete: {
    label: "Löschen",
    tone: "danger",
    confirm: {
      title: "Inhalt endgültig löschen?",
      body: "Der Inhalt wird gelöscht und lässt sich nicht wiederherstellen. Alle offenen Meldungen zu ihm werden erledigt; die meldenden Personen werden benachrichtigt.",
      confirmLabel: "Endgültig löschen",
    },
  },
  warn: {
    label: "Autor:in verwarnen",
    tone: "primary",
    confirm: {
      title: "Autor:in verwarnen?",
      body: "Die Person erhält eine Verwarnung der Redaktion als Benachrichtigung. Der Inhalt bleibt sichtbar; die offenen Meldungen zu ihm werden erledigt.",
      confirmLabel: "Verwarnen",
    },
  },
  ban: {
    label: "Autor:in sperren",
    tone: "danger",
    confirm: {
      title: "Inhalt ausblenden und Autor:in sperren?",
      body: "Der Inhalt verschwindet von den öffentlichen Seiten, das Konto der verfassenden Person wird gesperrt und alle ihre Sitzungen enden sofort. Entsperren können Sie es auf der Seite des Kontos.",
      confirmLabel: "Sperren",
    },
  },
  dismiss: {
    label: "Verwerfen",
    tone: "primary",
    confirm: { title: "Meldung verwerfen?", body: "Der Inhalt bleibt sichtbar; die Meldung wird geschlossen und die meldende Person benachrichtigt.", confirmLabel: "Verwerfen" },
  },
});

function Decide({ row }: { row: Row }) {
  if (row.status !== "open") return null;
  return (
    <div className="flex flex-wrap gap-2 md:flex-col md:items-stretch">
      {row.can.hide ? (
        <IntentButton intent="hide" spec={reportIntents.hide} id={row.id} variant="danger">
          <EyeOff aria-hidden="true" className="size-4" /> {reportIntents.hide.label}
        </IntentButton>
      ) : null}
      {row.can.delete ? (
        <IntentButton intent="delete" spec={reportIntents.delete} id={row.id} variant="danger">
          <Trash2 aria-hidden="true" className="size-4" /> {reportIntents.delete.label}
        </IntentButton>
      ) : null}
      {row.can.warn ? (
        <IntentButton intent="warn" spec={reportIntents.warn} id={row.id}>
          <AlertTriangle aria-hidden="true" className="size-4" /> {reportIntents.warn.label}
        </IntentButton>
      ) : null}
      {row.can.ban ? (
        <IntentButton intent="ban" spec={reportIntents.ban} id={row.id} variant="danger">
          <Ban aria-hidden="true" className="size-4" /> {reportIntents.ban.label}
        </IntentButton>
      ) : null}
      <IntentButton intent="dismiss" spec={reportIntents.dismiss} id={row.id}>
        <X aria-hidden="true" className="size-4" /> {reportIntents.dismiss.label}
      </IntentButton>
    </div>
  );
}

/** /admin/reports: reported reviews and articles, open reports first, with the decisions. */
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
        rowLabel={(r) => r.content?.title ?? r.missingLabel}
        search={{ label: "Suche", placeholder: "Grund, Bewertung, Artikel oder Event" }}
        filters={[
          { name: "status", label: "Status", allLabel: "Alle", options: REPORT_STATUS.options() },
          { name: "target", label: "Inhalt", allLabel: "Alle Inhalte", options: REPORT_TARGET.options() },
        ]}
        rowActions={(r) => <Decide row={r} />}
        empty={{ icon: <Flag aria-hidden="true" className="size-8" />, title: "Keine Meldungen", body: "Wenn jemand eine Bewertung oder einen Blog-Artikel meldet, erscheint die Meldung hier." }}
      />
    </div>
  );
}

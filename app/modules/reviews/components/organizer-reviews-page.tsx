import { BadgeCheck, ExternalLink, Flag, MessageSquareReply } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { formatDate } from "~/lib/format";
import type { getOrganizerReviewsView } from "~/modules/reviews/organizer-reviews.server";
import { countLabel, formatAverage } from "~/modules/reviews/rules";
import { Stars } from "~/modules/reviews/components/stars";
import { REVIEW_ANSWERED, REVIEW_STATUS } from "~/modules/reviews/labels";
import { answerReviewSchema, reportReviewSchema } from "~/modules/reviews/validation";
import { DataTable, defineIntents, SubmitButton, TextareaField, useActionResult, useZodForm, ZodForm, type Column, type SubmissionResult } from "~/ui/back-office";
import { listHref } from "~/lib/list/list-spec";
import { Badge, EnumBadge } from "~/ui/badge";
import { BackOfficeHeader } from "~/ui/back-office/page-header";

type View = Awaited<ReturnType<typeof getOrganizerReviewsView>>;
type Row = View["rows"][number];

/** The row forms of the reviews page: a public answer and a report to the admins (the action runs them through `runIntents`). */
export const reviewIntents = defineIntents({
  answer: { label: "Antwort veröffentlichen", input: answerReviewSchema },
  report: { label: "Meldung senden", input: reportReviewSchema },
});

/** The result of the last submit, only for the form (intent + review) it came from. */
function useLastResult(intent: keyof typeof reviewIntents, reviewId: string): SubmissionResult | undefined {
  const result = useActionResult();
  const v = result?.submission?.initialValue as Record<string, unknown> | undefined;
  return result?.intent === intent && v?.id === reviewId ? result.submission : undefined;
}

function AnswerForm({ row }: { row: Row }) {
  const lastResult = useLastResult("answer", row.id);
  const [form, fields] = useZodForm(answerReviewSchema, { id: `answer-${row.id}`, lastResult, defaultValue: { response: row.ownerResponse ?? "" } });
  return (
    <details className="rounded-xl border border-line bg-white open:basis-full" open={lastResult ? true : undefined}>
      <summary className="flex min-h-11 cursor-pointer list-none items-center gap-2 px-3 text-sm font-semibold text-secondary hover:bg-sand/60">
        <MessageSquareReply aria-hidden="true" className="size-4" /> {row.ownerResponse ? "Antwort bearbeiten" : "Öffentlich antworten"}
      </summary>
      <ZodForm form={form} className="gap-3 border-t border-line p-3">
        <input type="hidden" name="intent" value="answer" />
        <input type="hidden" name="id" value={row.id} />
        <TextareaField field={fields.response} label="Ihre öffentliche Antwort" rows={4} hint="Erscheint unter der Bewertung auf der Event-Seite. Die Person wird benachrichtigt." />
        <SubmitButton size="sm" className="self-start" pendingLabel="Wird veröffentlicht…">
          {row.ownerResponse ? "Antwort speichern" : "Antwort veröffentlichen"}
        </SubmitButton>
      </ZodForm>
    </details>
  );
}

function ReportForm({ row }: { row: Row }) {
  const lastResult = useLastResult("report", row.id);
  const [form, fields] = useZodForm(reportReviewSchema, { id: `report-${row.id}`, lastResult, });
  if (row.openReports > 0) {
    return (
      <p className="inline-flex min-h-11 items-center gap-1.5 text-sm text-muted">
        <Flag aria-hidden="true" className="size-4" /> Gemeldet – die Redaktion prüft
      </p>
    );
  }
  return (
    <details className="rounded-xl border border-line bg-white open:basis-full" open={lastResult ? true : undefined}>
      <summary className="flex min-h-11 cursor-pointer list-none items-center gap-2 px-3 text-sm font-semibold text-muted hover:bg-sand/60">
        <Flag aria-hidden="true" className="size-4" /> Melden
      </summary>
      <ZodForm form={form} className="gap-3 border-t border-line p-3">
        <input type="hidden" name="intent" value="report" />
        <input type="hidden" name="id" value={row.id} />
        <TextareaField field={fields.reason} label="Grund der Meldung" rows={3} hint="Zum Beispiel Beleidigung, falsche Tatsachen oder Werbung. Die Redaktion entscheidet." />
        <SubmitButton size="sm" variant="outline" className="self-start" pendingLabel="Wird gemeldet…">
          Meldung senden
        </SubmitButton>
      </ZodForm>
    </details>
  );
}

const columns: Array<Column<Row>> = [
  {
    id: "review",
    header: "Bewertung",
    meta: { primary: true, className: "md:min-w-[20rem] md:align-top" },
    cell: ({ row: { original: r } }) => (
      <div className="flex min-w-0 flex-col gap-2" data-review-id={r.id}>
        <div>
          <p className="font-semibold [overflow-wrap:anywhere]">{r.title || "Ohne Titel"}</p>
          <p className="flex flex-wrap items-center gap-x-2 text-xs text-muted">
            <span>{r.authorName}</span>
            {r.verified ? (
              <span className="inline-flex items-center gap-1 font-semibold text-success">
                <BadgeCheck aria-hidden="true" className="size-3.5" /> verifizierte Teilnahme
              </span>
            ) : null}
          </p>
        </div>
        <p className="line-clamp-4 whitespace-pre-line text-sm [overflow-wrap:anywhere]">{r.body}</p>
        {r.ownerResponse ? (
          <div className="rounded-lg border-l-4 border-secondary bg-secondary-soft/40 px-3 py-2 text-sm">
            <p className="text-xs font-semibold text-secondary">Ihre Antwort{r.ownerRespondedAt ? ` vom ${formatDate(r.ownerRespondedAt)}` : ""}</p>
            <p className="whitespace-pre-line [overflow-wrap:anywhere]">{r.ownerResponse}</p>
          </div>
        ) : null}
        <div className="flex flex-wrap items-start gap-2">
          <AnswerForm row={r} />
          <ReportForm row={r} />
        </div>
      </div>
    ),
  },
  {
    id: "rating",
    header: "Sterne",
    meta: { sortKey: "rating", className: "md:align-top" },
    cell: ({ row: { original: r } }) => <Stars rating={r.rating} />,
  },
  {
    id: "event",
    header: "Event",
    meta: { sortKey: "event", className: "md:align-top md:min-w-[11rem]" },
    cell: ({ row: { original: r } }) => (
      <div className="min-w-0 max-md:text-right">
        <a href={r.event.href} className="font-medium hover:underline">
          {r.event.title}
          <ExternalLink aria-hidden="true" className="ml-1 inline size-3.5 text-muted" />
          <span className="sr-only"> (öffentliche Event-Seite)</span>
        </a>
        <p className="text-xs text-muted">{formatDate(r.event.startDate)}</p>
      </div>
    ),
  },
  {
    id: "status",
    header: "Status",
    meta: { className: "md:align-top" },
    cell: ({ row: { original: r } }) => (
      <div className="flex flex-col items-start gap-1 max-md:flex-row max-md:flex-wrap max-md:justify-end">
        {r.status === "published" ? null : <EnumBadge of={REVIEW_STATUS} value={r.status} />}
        <EnumBadge of={REVIEW_ANSWERED} value={r.ownerResponse ? "yes" : "no"} />
        {r.openReports > 0 ? <Badge tone="neutral" className="whitespace-nowrap">Gemeldet</Badge> : null}
      </div>
    ),
  },
  { id: "created", header: "Eingegangen", meta: { sortKey: "created", className: "md:align-top whitespace-nowrap" }, cell: ({ row: { original: r } }) => formatDate(r.createdAt) },
];

function Figure({ label, value, hint }: { label: string; value: ReactNode; hint?: string }) {
  return (
    <div className="rounded-2xl border border-line bg-white p-4">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="mt-1 font-display text-3xl font-bold tabular-nums">{value}</dd>
      {hint ? <dd className="text-xs text-muted">{hint}</dd> : null}
    </div>
  );
}

/** /organizer/reviews: figures, the average per event, and every review with answer and report. */
export function OrganizerReviewsPage({ data: d, empty }: { data: View; empty: { icon: ReactNode; title: string; body: string } }) {
  const t = d.totals;
  return (
    <div className="flex flex-col gap-8">
      <BackOfficeHeader eyebrow="Verwaltung" title="Bewertungen">
        Was Ihre Gäste über Ihre Events sagen. Antworten Sie öffentlich oder melden Sie unangemessene Bewertungen der Redaktion.
      </BackOfficeHeader>

      {t.count > 0 ? (
        <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          <Figure label="Durchschnitt" value={<span className="flex flex-wrap items-center gap-x-2">{formatAverage(t.average)} <Stars rating={t.average} average size="size-4" /></span>} />
          <Figure label="Bewertungen" value={t.count.toLocaleString("de-DE")} hint="öffentlich sichtbar" />
          <Figure label="Unbeantwortet" value={t.unanswered.toLocaleString("de-DE")} />
          <Figure label="Gemeldet" value={t.reported.toLocaleString("de-DE")} hint="warten auf die Redaktion" />
        </dl>
      ) : null}

      {d.perEvent.length > 0 ? (
        <section aria-labelledby="per-event">
          <h2 id="per-event" className="text-xl font-bold">
            Durchschnitt je Event
          </h2>
          <ul className="mt-3 grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
            {d.perEvent.slice(0, 6).map((e) => (
              <li key={e.id}>
                <Link
                  to={listHref(new URLSearchParams(), { event: e.id })}
                  className="flex h-full flex-col gap-2 rounded-2xl border border-line bg-white p-4 transition hover:border-ink/40 hover:shadow-sm"
                  preventScrollReset
                >
                  <span className="font-semibold leading-snug">{e.title}</span>
                  <span className="text-xs text-muted">{formatDate(e.startDate)}</span>
                  <span className="mt-auto flex flex-wrap items-center gap-x-3 gap-y-1">
                    <span className="font-display text-2xl font-bold tabular-nums">{formatAverage(e.average)}</span>
                    <Stars rating={e.average} average />
                    <span className="text-sm text-muted">{countLabel(e.count)}</span>
                  </span>
                  {e.unanswered > 0 ? <span className="text-xs font-semibold text-warning">{e.unanswered} unbeantwortet</span> : null}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <DataTable
        caption="Bewertungen Ihrer Events"
        list={d}
        columns={columns}
        rowId={(r) => r.id}
        rowLabel={(r) => r.title || `Bewertung von ${r.authorName}`}
        search={{ label: "Suche", placeholder: "Titel, Text, Name oder Event" }}
        filters={[
          { name: "event", label: "Event", allLabel: "Alle Events", options: d.perEvent.map((e) => ({ value: e.id, label: `${e.title} (${formatDate(e.startDate)})` })) },
          { name: "rating", label: "Sterne", allLabel: "Alle Sterne", options: [5, 4, 3, 2, 1].map((n) => ({ value: String(n), label: n === 1 ? "1 Stern" : `${n} Sterne` })) },
          { name: "answered", label: "Antwort", allLabel: "Alle", options: REVIEW_ANSWERED.options() },
          { name: "status", label: "Sichtbarkeit", allLabel: "Alle", options: REVIEW_STATUS.options(["published", "hidden"]) },
        ]}
        empty={empty}
      />
    </div>
  );
}

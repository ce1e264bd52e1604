import { BadgeCheck, ExternalLink, Flag, MessageSquareReply } from "lucide-react";
import { useMemo, type ReactNode } from "react";
import { Link } from "react-router";
import { formatDate } from "~/lib/format";
import type { getOrganizerReviewsView } from "~/modules/reviews/organizer-reviews.server";
import type { getOwnerReviewsView } from "~/modules/reviews/owner-reviews.server";
import { ReviewSummaryCard } from "~/modules/reviews/components/review-list";
import { countLabel, formatAverage } from "~/modules/reviews/rules";
import { Stars } from "~/modules/reviews/components/stars";
import { REVIEW_ANSWERED, REVIEW_STATUS } from "~/modules/reviews/labels";
import { answerReviewSchema, reportReviewSchema } from "~/modules/reviews/validation";
import { DataTable, defineIntents, SubmitButton, TextareaField, useActionResult, useZodForm, ZodForm, type Column, type SubmissionResult } from "~/ui/back-office";
import { listHref } from "~/lib/list/list-spec";
import { Badge, EnumBadge } from "~/ui/badge";
import { BackOfficeHeader } from "~/ui/back-office/page-header";

type OrganizerView = Awaited<ReturnType<typeof getOrganizerReviewsView>>;
type OwnerView = Awaited<ReturnType<typeof getOwnerReviewsView>>;
type View = OrganizerView | OwnerView;
type Row = OrganizerView["rows"][number] | OwnerView["rows"][number];

/** What a reviews page is about: the organizer's events or the business owner's places. */
export type ReviewsPageSubject = {
  /** Column header and filter label ("Event", "Ort"). */
  label: string;
  /** The list filter's URL name ("event", "place") and its "all" option. */
  filter: string;
  allLabel: string;
  /** "Durchschnitt je Event". */
  perHeading: string;
  caption: string;
  intro: string;
  search: string;
  /** Where the answer appears ("auf der Event-Seite"). */
  answerWhere: string;
  /** Offer the visibility filter (organizer list). */
  statusFilter?: boolean;
  /** The chart/text of the star distribution (business owner). */
  distribution?: boolean;
};

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

function AnswerForm({ row, where }: { row: Row; where: string }) {
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
        <TextareaField field={fields.response} label="Ihre öffentliche Antwort" rows={4} hint={`Erscheint unter der Bewertung ${where}. Die Person wird benachrichtigt.`} />
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

const columnsFor = (subject: ReviewsPageSubject): Array<Column<Row>> => [
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
          <AnswerForm row={r} where={subject.answerWhere} />
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
    id: "subject",
    header: subject.label,
    meta: { sortKey: subject.filter === "event" ? "event" : undefined, className: "md:align-top md:min-w-[11rem]" },
    cell: ({ row: { original: r } }) => (
      <div className="min-w-0 max-md:text-right">
        <a href={r.subject.href} className="font-medium hover:underline">
          {r.subject.title}
          <ExternalLink aria-hidden="true" className="ml-1 inline size-3.5 text-muted" />
          <span className="sr-only"> (öffentliche Seite)</span>
        </a>
        {r.subject.date ? <p className="text-xs text-muted">{formatDate(r.subject.date)}</p> : null}
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

/** /organizer/reviews and /business-owner/reviews: figures, the average per event or place, and every review with answer and report. */
export function ReviewsManagePage({ data: d, subject, empty }: { data: View; subject: ReviewsPageSubject; empty: { icon: ReactNode; title: string; body: string } }) {
  const t = d.totals;
  const columns = useMemo(() => columnsFor(subject), [subject]);
  const perSubject: OrganizerView["perSubject"] = d.perSubject;
  return (
    <div className="flex flex-col gap-8">
      <BackOfficeHeader eyebrow="Verwaltung" title="Bewertungen">
        {subject.intro}
      </BackOfficeHeader>

      {t.count > 0 ? (
        <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          <Figure label="Durchschnitt" value={<span className="flex flex-wrap items-center gap-x-2">{formatAverage(t.average)} <Stars rating={t.average} average size="size-4" /></span>} />
          <Figure label="Bewertungen" value={t.count.toLocaleString("de-DE")} hint="öffentlich sichtbar" />
          <Figure label="Unbeantwortet" value={t.unanswered.toLocaleString("de-DE")} />
          <Figure label="Gemeldet" value={t.reported.toLocaleString("de-DE")} hint="warten auf die Redaktion" />
        </dl>
      ) : null}

      {"distribution" in d && subject.distribution && t.count > 0 ? <ReviewSummaryCard summary={{ count: t.count, average: t.average, distribution: d.distribution }} /> : null}

      {perSubject.length > 0 ? (
        <section aria-labelledby="per-subject">
          <h2 id="per-subject" className="text-xl font-bold">
            {subject.perHeading}
          </h2>
          <ul className="mt-3 grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
            {perSubject.slice(0, 6).map((e) => (
              <li key={e.id}>
                <Link
                  to={listHref(new URLSearchParams(), { [subject.filter]: e.id })}
                  className="flex h-full flex-col gap-2 rounded-2xl border border-line bg-white p-4 transition hover:border-ink/40 hover:shadow-sm"
                  preventScrollReset
                >
                  <span className="font-semibold leading-snug">{e.title}</span>
                  {e.date ? <span className="text-xs text-muted">{formatDate(e.date)}</span> : null}
                  <span className="mt-auto flex flex-wrap items-center gap-x-3 gap-y-1">
                    <span className="font-display text-2xl font-bold tabular-nums">{formatAverage(e.average)}</span>
                    <Stars rating={e.average} average />
                    <span className="text-sm text-muted">{e.count > 0 ? countLabel(e.count) : "Noch keine Bewertungen"}</span>
                  </span>
                  {e.unanswered > 0 ? <span className="text-xs font-semibold text-warning">{e.unanswered} unbeantwortet</span> : null}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <DataTable
        caption={subject.caption}
        list={d}
        columns={columns}
        rowId={(r) => r.id}
        rowLabel={(r) => r.title || `Bewertung von ${r.authorName}`}
        search={{ label: "Suche", placeholder: subject.search }}
        filters={[
          { name: subject.filter, label: subject.label, allLabel: subject.allLabel, options: perSubject.map((e) => ({ value: e.id, label: e.date ? `${e.title} (${formatDate(e.date)})` : e.title })) },
          { name: "rating", label: "Sterne", allLabel: "Alle Sterne", options: [5, 4, 3, 2, 1].map((n) => ({ value: String(n), label: n === 1 ? "1 Stern" : `${n} Sterne` })) },
          { name: "answered", label: "Antwort", allLabel: "Alle", options: REVIEW_ANSWERED.options() },
          ...(subject.statusFilter ? [{ name: "status", label: "Sichtbarkeit", allLabel: "Alle", options: REVIEW_STATUS.options(["published", "hidden"]) }] : []),
        ]}
        empty={empty}
      />
    </div>
  );
}

/** The organizer's reviews page (/organizer/reviews). */
export const ORGANIZER_REVIEWS: ReviewsPageSubject = {
  label: "Event",
  filter: "event",
  allLabel: "Alle Events",
  perHeading: "Durchschnitt je Event",
  caption: "Bewertungen Ihrer Events",
  intro: "Was Ihre Gäste über Ihre Events sagen. Antworten Sie öffentlich oder melden Sie unangemessene Bewertungen der Redaktion.",
  search: "Titel, Text, Name oder Event",
  answerWhere: "auf der Event-Seite",
  statusFilter: true,
};

/** The business owner's reviews page (/business-owner/reviews). */
export const OWNER_REVIEWS: ReviewsPageSubject = {
  label: "Ort",
  filter: "place",
  allLabel: "Alle Orte",
  perHeading: "Durchschnitt je Ort",
  caption: "Bewertungen Ihrer Orte",
  intro: "Was Ihre Gäste über Ihre Orte sagen. Antworten Sie öffentlich oder melden Sie unangemessene Bewertungen der Redaktion.",
  search: "Titel, Text oder Name",
  answerWhere: "auf der Seite Ihres Orts",
  distribution: true,
};

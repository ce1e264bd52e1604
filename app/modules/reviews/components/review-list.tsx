import { BadgeCheck, MessageSquareReply } from "lucide-react";
import { Link } from "react-router";
import { formatDate } from "~/lib/format";
import type { PublicReview, ReviewSummary } from "~/modules/reviews/queries.server";
import { countLabel, formatAverage } from "~/modules/reviews/rules";
import { ReportDisclosure } from "~/modules/reviews/components/report-disclosure";
import { Stars } from "~/modules/reviews/components/stars";

/** Average, count and the distribution of stars (a list of bars, readable without seeing them). */
export function ReviewSummaryCard({ summary }: { summary: ReviewSummary }) {
  const max = Math.max(1, ...summary.distribution);
  return (
    <div className="flex flex-col gap-5 rounded-[var(--radius-card)] border border-line bg-white p-5 sm:flex-row sm:items-center sm:gap-8">
      <div className="flex items-center gap-4 sm:flex-col sm:items-start sm:gap-1">
        <p className="font-display text-5xl font-bold leading-none tabular-nums">{formatAverage(summary.average)}</p>
        <div>
          <Stars rating={summary.average} average size="size-5" />
          <p className="mt-1 text-sm text-muted">{countLabel(summary.count)}</p>
        </div>
      </div>
      <ul className="flex flex-1 flex-col gap-1.5 text-sm" aria-label="Verteilung der Sterne">
        {[5, 4, 3, 2, 1].map((stars) => {
          const n = summary.distribution[stars - 1]!;
          return (
            <li key={stars} className="flex items-center gap-3">
              <span className="w-16 shrink-0 text-muted">{stars === 1 ? "1 Stern" : `${stars} Sterne`}</span>
              <span aria-hidden="true" className="h-2 flex-1 overflow-hidden rounded-full bg-sand">
                <span className="block h-full rounded-full bg-[#f5a623]" style={{ width: `${(n / max) * 100}%` }} />
              </span>
              <span className="w-8 shrink-0 text-right tabular-nums">{n}</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/**
 * Published reviews, newest first, each with the organizer's public answer; with `reportAction`
 * (the event's review API) signed-in visitors may report a review to the admins.
 */
export function ReviewList({
  reviews,
  organizerName,
  reportAction,
  answerer = "des Veranstalters",
}: {
  reviews: PublicReview[];
  organizerName: string | null;
  reportAction?: string;
  /** Who answers when no name is given ("des Veranstalters", "des Betreibers"). */
  answerer?: string;
}) {
  return (
    <ul className="flex flex-col gap-4" data-testid="review-list">
      {reviews.map((r) => (
        <li key={r.id}>
          <article className="rounded-[var(--radius-card)] border border-line bg-white p-5" aria-labelledby={`review-${r.id}`}>
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <Stars rating={r.rating} />
              <h3 id={`review-${r.id}`} className="min-w-0 font-semibold [overflow-wrap:anywhere]">
                {r.title}
              </h3>
            </div>
            <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted">
              <span className="font-medium text-ink">{r.authorName}</span>
              <span aria-hidden="true">·</span>
              <time dateTime={r.createdAt}>{formatDate(r.createdAt)}</time>
              {r.verified ? (
                <span className="inline-flex items-center gap-1 rounded-full bg-[#dcfae6] px-2 py-0.5 text-xs font-semibold text-success">
                  <BadgeCheck aria-hidden="true" className="size-3.5" /> verifizierte Teilnahme
                </span>
              ) : null}
            </p>
            {r.event ? (
              <p className="mt-1 text-sm">
                zu{" "}
                <Link to={r.event.href} className="font-medium text-primary-strong underline-offset-4 hover:underline">
                  {r.event.title}
                </Link>
              </p>
            ) : null}
            <p className="mt-3 whitespace-pre-line leading-relaxed [overflow-wrap:anywhere]">{r.body}</p>
            {r.ownerResponse ? (
              <div className="mt-4 rounded-xl border-l-4 border-secondary bg-secondary-soft/50 px-4 py-3">
                <p className="flex flex-wrap items-center gap-x-1.5 text-sm font-semibold">
                  <MessageSquareReply aria-hidden="true" className="size-4 shrink-0 text-secondary" /> Antwort {organizerName ? `von ${organizerName}` : answerer}
                  {r.ownerRespondedAt ? <span className="whitespace-nowrap font-normal text-muted">· {formatDate(r.ownerRespondedAt)}</span> : null}
                </p>
                <p className="mt-1 whitespace-pre-line text-sm leading-relaxed [overflow-wrap:anywhere]">{r.ownerResponse}</p>
              </div>
            ) : null}
            {reportAction ? (
              <div className="mt-4">
                <ReportDisclosure
                  label="Bewertung melden"
                  question="Was ist an dieser Bewertung problematisch?"
                  action={reportAction}
                  fields={{ reviewId: r.id }}
                  thanks="Die Redaktion prüft die Bewertung und benachrichtigt Sie über das Ergebnis."
                />
              </div>
            ) : null}
          </article>
        </li>
      ))}
    </ul>
  );
}

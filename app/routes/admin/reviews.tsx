import { BadgeCheck, ExternalLink, Eye, EyeOff, Flag, MessageSquareText, Star } from "lucide-react";
import type { Route } from "./+types/reviews";
import { requireRole, requireRoleOr403 } from "~/auth-edge/guards.server";
import { formatDate } from "~/lib/format";
import { loadList } from "~/lib/list/load-list.server";
import { getAdminReviewsView } from "~/modules/reviews/admin-reviews.server";
import { Stars } from "~/modules/reviews/components/stars";
import { REVIEW_ANSWERED, REVIEW_STATUS, REVIEW_TARGET } from "~/modules/reviews/labels";
import { moderateReview } from "~/modules/reviews/moderate-review.server";
import { adminReviewsList } from "~/modules/reviews/validation";
import { admin, linkTo, pageTitle } from "~/registry";
import { BackOfficeHeader, DataTable, DataTableError, defineIntents, IntentButton, type Column, type TableFilter } from "~/ui/back-office";
import { runIntents } from "~/ui/back-office/intents.server";
import { Badge, EnumBadge } from "~/ui/badge";

export const meta: Route.MetaFunction = () => [{ title: pageTitle(admin, admin.pages.reviews) }];

export async function loader({ request }: Route.LoaderArgs) {
  const actor = await requireRole(request, "admin");
  return loadList(request, adminReviewsList, (params) => getAdminReviewsView(actor, params));
}

const intents = defineIntents({
  hide: {
    label: "Ausblenden",
    success: "Bewertung ausgeblendet",
    tone: "danger",
    bulk: true,
    confirm: { title: "Bewertungen ausblenden?", body: "Ausgeblendete Bewertungen verschwinden von der öffentlichen Seite und aus dem Durchschnitt. Sie können sie jederzeit wieder veröffentlichen.", confirmLabel: "Ausblenden" },
  },
  publish: { label: "Veröffentlichen", success: "Bewertung veröffentlicht", bulk: true },
});

export async function action({ request }: Route.ActionArgs) {
  const actor = await requireRoleOr403(request, "admin");
  return runIntents(request, intents, {
    hide: ({ id }) => moderateReview({ actor, reviewId: id, status: "hidden" }),
    publish: ({ id }) => moderateReview({ actor, reviewId: id, status: "published" }),
  });
}

type View = Awaited<ReturnType<typeof getAdminReviewsView>>;
type Row = View["rows"][number];

const columns: Array<Column<Row>> = [
  {
    id: "review",
    header: "Bewertung",
    meta: { primary: true, className: "md:min-w-[18rem] md:align-top" },
    cell: ({ row: { original: r } }) => (
      <div className="flex min-w-0 flex-col gap-1.5">
        <p className="font-semibold [overflow-wrap:anywhere]">{r.title || "Ohne Titel"}</p>
        <p className="flex flex-wrap items-center gap-x-2 text-xs text-muted">
          <span>{r.authorName}</span>
          {r.verified ? (
            <span className="inline-flex items-center gap-1 font-semibold text-success">
              <BadgeCheck aria-hidden="true" className="size-3.5" /> verifizierte Teilnahme
            </span>
          ) : null}
        </p>
        <p className="text-sm">
          <span className="text-muted">{r.targetLabel}: </span>
          {r.href ? (
            <a href={r.href} className="font-medium text-primary-strong hover:underline [overflow-wrap:anywhere]">
              {r.targetTitle}
              <ExternalLink aria-hidden="true" className="ml-1 inline size-3.5" />
              <span className="sr-only"> (öffentliche Seite)</span>
            </a>
          ) : (
            <span className="font-medium">{r.targetTitle}</span>
          )}
        </p>
        <p className="line-clamp-3 whitespace-pre-line text-sm [overflow-wrap:anywhere]">{r.body}</p>
        {r.ownerResponse ? (
          <details className="rounded-lg border-l-4 border-secondary bg-secondary-soft/40 px-3 py-2 text-sm">
            <summary className="inline-flex min-h-8 cursor-pointer items-center gap-1.5 text-xs font-semibold text-secondary">
              <MessageSquareText aria-hidden="true" className="size-3.5" /> Antwort {r.targetType === "event" ? "des Veranstalters" : "des Betreibers"}
              {r.ownerRespondedAt ? ` vom ${formatDate(r.ownerRespondedAt)}` : ""}
            </summary>
            <p className="mt-1 whitespace-pre-line [overflow-wrap:anywhere]">{r.ownerResponse}</p>
          </details>
        ) : null}
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
    id: "status",
    header: "Status",
    meta: { className: "md:align-top" },
    cell: ({ row: { original: r } }) => (
      <div className="flex flex-col items-start gap-1 max-md:flex-row max-md:flex-wrap max-md:justify-end">
        <EnumBadge of={REVIEW_STATUS} value={r.status} className="whitespace-nowrap" />
        <EnumBadge of={REVIEW_ANSWERED} value={r.ownerResponse ? "yes" : "no"} className="whitespace-nowrap" />
        {r.openReports > 0 ? (
          <Badge tone="warning" className="whitespace-nowrap">
            <Flag aria-hidden="true" className="size-3" /> {r.openReports === 1 ? "1 Meldung" : `${r.openReports} Meldungen`}
          </Badge>
        ) : null}
      </div>
    ),
  },
  { id: "created", header: "Eingegangen", meta: { sortKey: "created", className: "md:align-top whitespace-nowrap" }, cell: ({ row: { original: r } }) => formatDate(r.createdAt) },
];

export default function AdminReviews({ loaderData: d }: Route.ComponentProps) {
  const filters: TableFilter[] = [
    { name: "status", label: "Status", allLabel: "Alle", options: REVIEW_STATUS.options() },
    { name: "rating", label: "Sterne", allLabel: "Alle", options: ["5", "4", "3", "2", "1"].map((v) => ({ value: v, label: v === "1" ? "1 Stern" : `${v} Sterne` })) },
    { name: "answered", label: "Antwort", allLabel: "Alle", options: REVIEW_ANSWERED.options() },
    ...(d.hasPlaceReviews ? [{ name: "target", label: "Bewertet", allLabel: "Events und Orte", options: REVIEW_TARGET.options() }] : []),
  ];
  return (
    <div className="flex flex-col gap-6">
      <BackOfficeHeader eyebrow="Inhalte verwalten" title="Bewertungen">
        Alle Bewertungen von Events{d.hasPlaceReviews ? " und Orten" : ""}. Blenden Sie unangemessene Bewertungen aus oder veröffentlichen Sie sie wieder.
      </BackOfficeHeader>
      <DataTable
        caption="Bewertungen"
        list={d}
        columns={columns}
        rowId={(r) => r.id}
        rowLabel={(r) => r.title || `Bewertung von ${r.authorName}`}
        search={{ label: "Suche", placeholder: "Titel, Text, Person, Event oder Ort" }}
        filters={filters}
        bulk={{ intents, keys: ["hide", "publish"] }}
        rowActions={(r) =>
          r.status === "hidden" ? (
            <IntentButton intent="publish" spec={intents.publish} id={r.id}>
              <Eye aria-hidden="true" className="size-4" /> {intents.publish.label}
            </IntentButton>
          ) : (
            <IntentButton intent="hide" spec={intents.hide} id={r.id} variant="danger">
              <EyeOff aria-hidden="true" className="size-4" /> {intents.hide.label}
            </IntentButton>
          )
        }
        empty={{ icon: <Star aria-hidden="true" className="size-8" />, title: "Keine Bewertungen", body: "Sobald Gäste Events oder Orte bewerten, erscheinen die Bewertungen hier." }}
      />
    </div>
  );
}

export function ErrorBoundary() {
  return <DataTableError retryHref={linkTo(admin, "reviews")} />;
}

import { ExternalLink, Inbox } from "lucide-react";
import type { Route } from "./+types/requests";
import { requireRole, requireRoleOr403 } from "~/auth-edge/guards.server";
import { formatDateTime } from "~/lib/format";
import { loadList } from "~/lib/list/load-list.server";
import { pageUrl } from "~/lib/page-url.server";
import { redirectWithToast } from "~/lib/toast.server";
import { approveRequestSchema, EVENT_TYPE_OPTIONS, rejectRequestSchema } from "~/modules/accounts/validation";
import { adminOrganizerRequestList, ORGANIZER_REQUEST_STATUS } from "~/modules/profile/labels";
import { listOrganizerRequests, reviewOrganizerRequest } from "~/modules/profile/organizer-requests.server";
import { admin, linkTo, pageTitle } from "~/registry";
import { BackOfficeHeader, DataTable, DataTableError, DecisionForm, defineIntents, type Column } from "~/ui/back-office";
import { useActionResult } from "~/ui/back-office/action-result";
import { runIntents } from "~/ui/back-office/intents.server";
import { EnumBadge } from "~/ui/badge";
import { useToast } from "~/ui/toaster";

export const meta: Route.MetaFunction = () => [{ title: pageTitle(admin, admin.pages.requests) }];

export async function loader({ request }: Route.LoaderArgs) {
  const actor = await requireRole(request, "admin");
  return loadList(request, adminOrganizerRequestList, (params) => listOrganizerRequests(actor, params));
}

const intents = defineIntents({
  approve: { label: "Freigeben", input: approveRequestSchema },
  reject: { label: "Ablehnen", tone: "danger", input: rejectRequestSchema },
});

export async function action({ request }: Route.ActionArgs) {
  const actor = await requireRoleOr403(request, "admin");
  const { pathname, search } = pageUrl(request);
  // the decision is answered as a toast on the same list (the applicant is told by notification and e-mail)
  const answered = (description: string) => redirectWithToast(pathname + search, { type: "success", title: "Anfrage aktualisiert", description });
  return runIntents(request, intents, {
    approve: async ({ id, input }) => {
      await reviewOrganizerRequest({ actor, requestId: id, decision: "approve", response: input.response });
      return answered("genehmigt – die Person ist jetzt Veranstalter:in.");
    },
    reject: async ({ id, input }) => {
      await reviewOrganizerRequest({ actor, requestId: id, decision: "reject", response: input.response });
      return answered("abgelehnt – die Person wurde benachrichtigt.");
    },
  });
}

type Row = Route.ComponentProps["loaderData"]["rows"][number];

const typeLabel = (id: string) => EVENT_TYPE_OPTIONS.find(([k]) => k === id)?.[1] ?? id;

const columns: Array<Column<Row>> = [
  {
    id: "organization",
    header: "Organisation",
    meta: { primary: true, sortKey: "organization" },
    cell: ({ row: { original: r } }) => (
      <div className="min-w-0 md:max-w-64">
        <p className="font-semibold">{r.organizationName}</p>
        <p className="text-xs text-muted">{r.applicant}</p>
        <p className="truncate text-xs text-muted">
          <a className="underline" href={`mailto:${r.email}`}>
            {r.email}
          </a>
        </p>
      </div>
    ),
  },
  {
    id: "details",
    header: "Angaben",
    cell: ({ row: { original: r } }) => (
      <div className="min-w-0 md:max-w-96">
        <p className="whitespace-pre-line">{r.description}</p>
        <dl className="mt-2 flex flex-col gap-0.5 text-xs">
          {r.eventTypes.length ? (
            <div>
              <dt className="inline font-semibold">Veranstaltungsarten: </dt>
              <dd className="inline">{r.eventTypes.map(typeLabel).join(", ")}</dd>
            </div>
          ) : null}
          {r.city ? (
            <div>
              <dt className="inline font-semibold">Stadt: </dt>
              <dd className="inline">{r.city}</dd>
            </div>
          ) : null}
          {r.phone ? (
            <div>
              <dt className="inline font-semibold">Telefon: </dt>
              <dd className="inline">{r.phone}</dd>
            </div>
          ) : null}
          {r.website ? (
            <div>
              <dt className="inline font-semibold">Website: </dt>
              <dd className="inline">
                <a className="inline-flex items-center gap-1 underline" href={r.website} target="_blank" rel="noreferrer noopener">
                  {r.website.replace(/^https?:\/\//, "")} <ExternalLink aria-hidden="true" className="size-3.5" />
                </a>
              </dd>
            </div>
          ) : null}
        </dl>
      </div>
    ),
  },
  {
    id: "status",
    header: "Status",
    cell: ({ row: { original: r } }) => (
      <div className="flex flex-col gap-1">
        <EnumBadge of={ORGANIZER_REQUEST_STATUS} value={r.status} />
        {r.status !== "pending" && r.adminResponse ? (
          <p className="text-xs text-muted">
            Antwort{r.reviewedAt ? ` vom ${formatDateTime(r.reviewedAt)}` : ""}: „{r.adminResponse}“
          </p>
        ) : null}
      </div>
    ),
  },
  { id: "created", header: "Eingegangen", meta: { sortKey: "created" }, cell: ({ row: { original: r } }) => formatDateTime(r.createdAt) },
];

/** Approve or reject an open request, with an answer to the applicant (required to reject; posted to `runIntents`). */
function Decision({ r }: { r: Row }) {
  return (
    <DecisionForm
      id={r.id}
      labels={{ approve: intents.approve.label, reject: intents.reject.label }}
      response={{ label: "Antwort an die Antragsteller:in", hint: "Bei einer Ablehnung erforderlich." }}
    />
  );
}

export default function AdminRequestsPage({ loaderData: list }: Route.ComponentProps) {
  const result = useActionResult();
  useToast(result && !result.ok ? { type: "error", title: "Fehler", description: result.message ?? "Bitte prüfen Sie Ihre Eingaben." } : null, result);
  return (
    <div className="flex flex-col gap-6">
      <BackOfficeHeader eyebrow="User-Verwaltung" title="Organisator-Anfragen">
        Prüfen Sie Anfragen und antworten Sie – die Person wird per Benachrichtigung und E-Mail informiert.
      </BackOfficeHeader>
      <DataTable
        caption="Organisator-Anfragen"
        list={list}
        columns={columns}
        rowId={(r) => r.id}
        rowLabel={(r) => r.organizationName}
        search={{ label: "Suche", placeholder: "Organisation, Name oder E-Mail" }}
        filters={[
          // no status in the URL: the open requests (the daily work)
          { name: "status", label: "Status", allLabel: "Offen", options: [...ORGANIZER_REQUEST_STATUS.options(["approved", "rejected"]), { value: "all", label: "Alle" }] },
        ]}
        rowActions={(r) => (r.status === "pending" ? <Decision r={r} /> : null)}
        empty={{ icon: <Inbox className="size-10" />, title: "Keine Anfragen in dieser Ansicht", body: "Neue Anfragen erscheinen hier, sobald jemand Veranstalter:in werden möchte." }}
      />
    </div>
  );
}

export function ErrorBoundary() {
  return <DataTableError retryHref={linkTo(admin, "requests")} />;
}

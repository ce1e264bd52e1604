import { Check, ExternalLink, Inbox, X } from "lucide-react";
import { Form, Link, useActionData, useNavigation, useSearchParams } from "react-router";
import type { Route } from "./+types/requests";
import { admin, pageTitle } from "~/registry";
import { cn } from "~/lib/cn";
import { formatDateTime } from "~/lib/format";
import { parseForm, readForm, runUseCase } from "~/lib/route-helpers.server";
import { redirectWithToast } from "~/lib/toast.server";
import { listRequestsForAdmin, reviewOrganizerRequest } from "~/modules/profile/organizer-requests.server";
import { requireRole, requireRoleOr403 } from "~/auth-edge/guards.server";
import { EVENT_TYPE_OPTIONS, reviewRequestSchema } from "~/modules/accounts/validation";
import { Badge } from "~/ui/badge";
import { Button } from "~/ui/button";
import { EmptyState } from "~/ui/empty-state";
import { TextAreaField } from "~/ui/form-field";
import { useToast } from "~/ui/toaster";
import { pageUrl } from "~/lib/page-url.server";
import { BackOfficeHeader } from "~/ui/back-office/page-header";
import { safeWebUrl } from "~/lib/input";

export const meta: Route.MetaFunction = () => [{ title: pageTitle(admin, admin.pages.requests) }];

const FILTERS = [
  ["pending", "Offen"],
  ["approved", "Freigegeben"],
  ["rejected", "Abgelehnt"],
  ["all", "Alle"],
] as const;
type Filter = (typeof FILTERS)[number][0];

export async function loader({ request }: Route.LoaderArgs) {
  const actor = await requireRole(request, "admin");
  const raw = pageUrl(request).searchParams.get("status");
  const status: Filter = FILTERS.some(([k]) => k === raw) ? (raw as Filter) : "pending";
  const rows = await listRequestsForAdmin(actor, status);
  return {
    status,
    requests: rows.map(({ request: r, email, name, firstName, lastName }) => ({
      id: r.id,
      applicant: [firstName, lastName].filter(Boolean).join(" ") || name,
      email,
      organizationName: r.organizationName,
      description: r.description,
      website: safeWebUrl(r.website),
      phone: r.phone,
      city: r.city,
      eventTypes: r.eventTypes,
      status: r.status,
      adminResponse: r.adminResponse,
      createdAt: r.createdAt.toISOString(),
      reviewedAt: r.reviewedAt?.toISOString() ?? null,
    })),
  };
}

export async function action({ request }: Route.ActionArgs) {
  const admin = await requireRoleOr403(request, "admin");
  return runUseCase(async () => {
    const input = parseForm(await readForm(request), reviewRequestSchema);
    await reviewOrganizerRequest({ actor: admin, requestId: input.requestId, decision: input.decision, response: input.response });
    const { pathname, search } = pageUrl(request);
    return redirectWithToast(pathname + search, {
      type: "success",
      title: "Anfrage aktualisiert",
      description: input.decision === "approve" ? "genehmigt – die Person ist jetzt Veranstalter:in." : "abgelehnt – die Person wurde benachrichtigt.",
    });
  });
}

const typeLabel = (id: string) => EVENT_TYPE_OPTIONS.find(([k]) => k === id)?.[1] ?? id;
const STATUS = {
  pending: { label: "Offen", tone: "warning" as const },
  approved: { label: "Freigegeben", tone: "success" as const },
  rejected: { label: "Abgelehnt", tone: "danger" as const },
};

export default function AdminRequestsPage({ loaderData }: Route.ComponentProps) {
  const actionData = useActionData<typeof action>() as { ok: false; message: string; fields?: Record<string, string> } | undefined;
  const navigation = useNavigation();
  const [params] = useSearchParams();
  useToast(actionData && !actionData.ok ? { type: "error", title: "Fehler", description: actionData.message } : null, actionData);
  const busyId = navigation.formData?.get("requestId");

  return (
    <div>
      <BackOfficeHeader eyebrow="User-Verwaltung" title="Organisator-Anfragen">
        Prüfen Sie Anfragen und antworten Sie – die Person wird per Benachrichtigung und E-Mail informiert.
      </BackOfficeHeader>
      <nav aria-label="Status filtern" className="mt-5 flex flex-wrap gap-2">
        {FILTERS.map(([key, label]) => (
          <Link
            key={key}
            to={`?status=${key}`}
            aria-current={loaderData.status === key ? "page" : undefined}
            className={cn(
              "inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-semibold",
              loaderData.status === key ? "border-ink bg-ink text-white" : "border-line bg-white hover:border-ink/40",
            )}
          >
            {label}
          </Link>
        ))}
      </nav>
      {loaderData.requests.length === 0 ? (
        <EmptyState className="mt-8" icon={<Inbox className="size-10" />} title={params.get("status") === "all" ? "Noch keine Anfragen" : "Keine Anfragen in dieser Ansicht"}>
          Neue Anfragen erscheinen hier, sobald jemand Veranstalter:in werden möchte.
        </EmptyState>
      ) : (
        <ul className="mt-6 flex flex-col gap-4" data-testid="admin-requests">
          {loaderData.requests.map((r) => (
            <li key={r.id} className="rounded-2xl border border-line bg-white p-5" data-request-email={r.email}>
              <div className="flex flex-wrap items-start justify-between gap-3">
                <div>
                  <h2 className="text-xl font-bold">{r.organizationName}</h2>
                  <p className="text-sm text-muted">
                    {r.applicant} · <a className="underline" href={`mailto:${r.email}`}>{r.email}</a> · {formatDateTime(r.createdAt)}
                  </p>
                </div>
                <Badge tone={STATUS[r.status].tone}>{STATUS[r.status].label}</Badge>
              </div>
              <p className="mt-3 whitespace-pre-line">{r.description}</p>
              <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
                {r.eventTypes.length ? (
                  <div><dt className="inline font-semibold">Veranstaltungsarten: </dt><dd className="inline">{r.eventTypes.map(typeLabel).join(", ")}</dd></div>
                ) : null}
                {r.city ? <div><dt className="inline font-semibold">Stadt: </dt><dd className="inline">{r.city}</dd></div> : null}
                {r.phone ? <div><dt className="inline font-semibold">Telefon: </dt><dd className="inline">{r.phone}</dd></div> : null}
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
              {r.status === "pending" ? (
                <Form method="post" className="mt-4 flex flex-col gap-3 border-t border-line pt-4">
                  <input type="hidden" name="requestId" value={r.id} />
                  <TextAreaField label="Antwort an die Antragsteller:in" name="response" className="min-h-20" hint="Bei einer Ablehnung erforderlich." maxLength={2000} />
                  <div className="flex flex-wrap gap-2">
                    <Button type="submit" name="decision" value="approve" disabled={busyId === r.id}>
                      <Check aria-hidden="true" className="size-4" /> Freigeben
                    </Button>
                    <Button type="submit" name="decision" value="reject" variant="outline" disabled={busyId === r.id}>
                      <X aria-hidden="true" className="size-4" /> Ablehnen
                    </Button>
                  </div>
                </Form>
              ) : r.adminResponse ? (
                <p className="mt-4 rounded-xl bg-sand p-3 text-sm">
                  <span className="font-semibold">Antwort{r.reviewedAt ? ` vom ${formatDateTime(r.reviewedAt)}` : ""}: </span>
                  {r.adminResponse}
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

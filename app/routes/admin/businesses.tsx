import { BadgeCheck, Eye, EyeOff, FileText, Pencil, Plus } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/businesses";
import { CITY_IDS, CITY_NAMES } from "~/lib/cities";
import { formatDate, formatDateTime } from "~/lib/format";
import { loadList } from "~/lib/list/load-list.server";
import { pageUrl } from "~/lib/page-url.server";
import { redirectWithToast } from "~/lib/toast.server";
import { requireRole, requireRoleOr403 } from "~/auth-edge/guards.server";
import { createNotification } from "~/modules/engagement/create-notification.server";
import { getAdminBusinessesView, listRegistrationsForAdmin, setBusinessFlag, type AdminRegistration } from "~/modules/places/admin-businesses.server";
import { approveRegistrationSchema, businessList, PROOF_KIND, REGISTRATION_STATE, rejectRegistrationSchema } from "~/modules/places/business-registration";
import { reviewRegistration } from "~/modules/places/business-registration.server";
import { admin, linkTo, pageTitle } from "~/registry";
import { BackOfficeHeader, DataTable, DataTableError, DecisionForm, defineIntents, IntentButton, useActionResult, type Column } from "~/ui/back-office";
import { runIntents } from "~/ui/back-office/intents.server";
import { Badge, EnumBadge } from "~/ui/badge";
import { ButtonLink, buttonClass } from "~/ui/button";
import { useToast } from "~/ui/toaster";

export const meta: Route.MetaFunction = () => [{ title: pageTitle(admin, admin.pages.businesses) }];

export async function loader({ request }: Route.LoaderArgs) {
  const actor = await requireRole(request, "admin");
  const [list, registrations] = await Promise.all([loadList(request, businessList, (params) => getAdminBusinessesView(actor, params)), listRegistrationsForAdmin(actor)]);
  return { list, registrations };
}

const intents = defineIntents({
  approve: { label: "Freigeben", input: approveRegistrationSchema },
  reject: { label: "Ablehnen", tone: "danger", input: rejectRegistrationSchema },
  verify: { label: "Verifizieren", success: "Business verifiziert", bulk: true },
  unverify: { label: "Verifizierung entfernen", success: "Verifizierung entfernt", bulk: true },
  activate: { label: "Aktivieren", success: "Business aktiviert", bulk: true },
  deactivate: { label: "Deaktivieren", success: "Business deaktiviert", tone: "danger", bulk: true },
});

export async function action({ request }: Route.ActionArgs) {
  const actor = await requireRoleOr403(request, "admin");
  const { pathname, search } = pageUrl(request);
  const answered = (description: string) => redirectWithToast(`${pathname}${search}#registrierungen`, { type: "success", title: "Registrierung bearbeitet", description });
  const set = (values: { isActive?: boolean; isVerified?: boolean }) => ({ id }: { id: string }) => setBusinessFlag({ actor, id, values });
  return runIntents(request, intents, {
    approve: async ({ id }) => {
      await reviewRegistration({ actor, id, decision: "approve", notify: createNotification });
      return answered("freigegeben – die Person verwaltet jetzt ihr Business und wurde benachrichtigt.");
    },
    reject: async ({ id, input }) => {
      await reviewRegistration({ actor, id, decision: "reject", reason: input.response, notify: createNotification });
      return answered("abgelehnt – die Person wurde mit Begründung benachrichtigt.");
    },
    verify: set({ isVerified: true }),
    unverify: set({ isVerified: false }),
    activate: set({ isActive: true }),
    deactivate: set({ isActive: false }),
  });
}

type Row = Awaited<ReturnType<typeof getAdminBusinessesView>>["rows"][number];

const columns: Array<Column<Row>> = [
  {
    id: "name",
    header: "Business",
    meta: { sortKey: "name", primary: true },
    cell: ({ row: { original: b } }) => (
      <div className="min-w-0 md:max-w-64">
        <Link to={b.editHref} className="font-semibold text-ink hover:text-primary-strong hover:underline">
          {b.name}
        </Link>
        <p className="truncate text-xs text-muted">{b.ownerEmail ?? "ohne Inhaber:in"}</p>
      </div>
    ),
  },
  { id: "city", header: "Stadt", cell: ({ row: { original: b } }) => b.cityName },
  { id: "place", header: "Ort", cell: ({ row: { original: b } }) => b.placeName ?? <span className="text-muted">kein Ort</span> },
  {
    id: "status",
    header: "Status",
    cell: ({ row: { original: b } }) => (
      <div className="flex flex-wrap gap-1">
        {b.isActive ? null : <Badge tone="neutral">Inaktiv</Badge>}
        {b.isVerified ? <Badge tone="success">Verifiziert</Badge> : null}
        {b.isActive && !b.isVerified ? <span className="text-muted">Aktiv</span> : null}
      </div>
    ),
  },
  { id: "created", header: "Angelegt", meta: { sortKey: "created" }, cell: ({ row: { original: b } }) => formatDate(b.createdAt) },
];

const yesNo = (yes: string, no: string) => [
  { value: "yes", label: yes },
  { value: "no", label: no },
];
const icon = buttonClass("ghost", "sm", "max-md:px-3 md:size-9 md:px-0");

export default function AdminBusinesses({ loaderData: { list, registrations } }: Route.ComponentProps) {
  const result = useActionResult();
  useToast(result && !result.ok ? { type: "error", title: "Fehler", description: result.message ?? "Bitte prüfen Sie Ihre Eingaben." } : null, result);
  const open = registrations.filter((r) => r.state === "pending" || r.state === "awaiting_email");
  const decided = registrations.filter((r) => r.state === "approved" || r.state === "rejected");
  return (
    <div className="flex flex-col gap-6">
      <BackOfficeHeader
        eyebrow="Inhalte verwalten"
        title="Businesses"
        actions={
          <ButtonLink to={linkTo(admin, "businessCreate")}>
            <Plus aria-hidden="true" className="size-4" /> Neues Business
          </ButtonLink>
        }
      >
        Business-Profile und ihre Orte – und die Registrierungen von Business-Inhaber:innen, die auf Freigabe warten.
      </BackOfficeHeader>

      <section id="registrierungen" aria-labelledby="registrations-title" className="flex flex-col gap-3">
        <h2 id="registrations-title" className="text-xl font-semibold">
          Registrierungen {open.length ? <Badge tone="warning">{open.length} offen</Badge> : null}
        </h2>
        {open.length ? (
          <ul className="flex flex-col gap-3">
            {open.map((r) => (
              <RegistrationCard key={r.id} r={r} />
            ))}
          </ul>
        ) : (
          <p className="rounded-2xl border border-line bg-white p-5 text-muted">Keine offenen Registrierungen.</p>
        )}
        {decided.length ? (
          <details className="rounded-2xl border border-line bg-white p-5">
            <summary className="cursor-pointer font-semibold">Zuletzt bearbeitet ({decided.length})</summary>
            <ul className="mt-3 divide-y divide-line">
              {decided.map((r) => (
                <li key={r.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                  <span>
                    <span className="font-semibold">{r.businessName}</span> <span className="text-sm text-muted">· {r.email}</span>
                    {r.reason ? <span className="block text-sm text-muted">Begründung: {r.reason}</span> : null}
                  </span>
                  <EnumBadge of={REGISTRATION_STATE} value={r.state} />
                </li>
              ))}
            </ul>
          </details>
        ) : null}
      </section>

      <section aria-labelledby="profiles-title" className="flex flex-col gap-3">
        <h2 id="profiles-title" className="text-xl font-semibold">
          Business-Profile
        </h2>
        <DataTable
          caption="Business-Profile"
          list={list}
          columns={columns}
          rowId={(b) => b.id}
          rowLabel={(b) => b.name}
          search={{ label: "Suche", placeholder: "Name, Stadt oder E-Mail der Inhaber:in" }}
          filters={[
            { name: "city", label: "Stadt", allLabel: "Alle Städte", options: CITY_IDS.map((c) => ({ value: c, label: CITY_NAMES[c] })) },
            { name: "active", label: "Sichtbarkeit", allLabel: "Alle", options: yesNo("Aktiv", "Inaktiv") },
            { name: "verified", label: "Verifiziert", allLabel: "Alle", options: yesNo("Verifiziert", "Nicht verifiziert") },
            { name: "place", label: "Ort", allLabel: "Alle", options: yesNo("Mit Ort", "Ohne Ort") },
          ]}
          bulk={{ intents, keys: ["verify", "unverify", "activate", "deactivate"] }}
          rowActions={(b) => (
            <>
              <Link to={b.editHref} className={icon} title="Bearbeiten">
                <Pencil aria-hidden="true" className="size-4" />
                <span className="max-md:not-sr-only md:sr-only">Bearbeiten</span>
                <span className="sr-only">: {b.name}</span>
              </Link>
              <IntentButton intent={b.isVerified ? "unverify" : "verify"} spec={intents[b.isVerified ? "unverify" : "verify"]} id={b.id} variant="ghost" className={icon} title={b.isVerified ? "Verifizierung entfernen" : "Verifizieren"}>
                <BadgeCheck aria-hidden="true" className={b.isVerified ? "size-4 text-success" : "size-4"} />
                <span className="max-md:not-sr-only md:sr-only">{b.isVerified ? "Verifizierung entfernen" : "Verifizieren"}</span>
                <span className="sr-only">: {b.name}</span>
              </IntentButton>
              <IntentButton intent={b.isActive ? "deactivate" : "activate"} spec={intents[b.isActive ? "deactivate" : "activate"]} id={b.id} variant="ghost" className={icon} title={b.isActive ? "Deaktivieren" : "Aktivieren"}>
                {b.isActive ? <EyeOff aria-hidden="true" className="size-4" /> : <Eye aria-hidden="true" className="size-4" />}
                <span className="max-md:not-sr-only md:sr-only">{b.isActive ? "Deaktivieren" : "Aktivieren"}</span>
                <span className="sr-only">: {b.name}</span>
              </IntentButton>
            </>
          )}
          empty={{ title: "Noch keine Businesses", body: "Legen Sie ein Business an oder geben Sie eine Registrierung frei.", action: <ButtonLink to={linkTo(admin, "businessCreate")}>Business anlegen</ButtonLink> }}
        />
      </section>
    </div>
  );
}

function RegistrationCard({ r }: { r: AdminRegistration }) {
  return (
    <li className="flex flex-col gap-4 rounded-2xl border border-line bg-white p-5 md:flex-row md:justify-between">
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="text-lg font-semibold">{r.businessName}</h3>
          <EnumBadge of={REGISTRATION_STATE} value={r.state} />
        </div>
        <p className="text-sm text-muted">
          {r.placeName ? `Beansprucht „${r.placeName}“` : "Neues Business"} · eingegangen {formatDateTime(r.createdAt)}
        </p>
        <dl className="mt-3 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
          <dt className="text-muted">Person</dt>
          <dd>
            {r.applicant} ({r.email})
          </dd>
          <dt className="text-muted">Rolle</dt>
          <dd>{r.roleAtBusiness ?? "–"}</dd>
          <dt className="text-muted">Nachweis</dt>
          <dd>
            {r.proofKind ? PROOF_KIND.label(r.proofKind) : "–"}
            {r.proofKind === "email" ? ` · ${r.proofEmail ?? ""} ${r.state === "awaiting_email" ? "(noch nicht bestätigt)" : "(bestätigt)"}` : null}
            {r.documents.map((href, i) => (
              <a key={href} href={href} target="_blank" rel="noreferrer" className="ml-2 inline-flex items-center gap-1 text-primary-strong underline">
                <FileText aria-hidden="true" className="size-4" /> Dokument {r.documents.length > 1 ? i + 1 : ""}
                <span className="sr-only"> von {r.businessName} (öffnet in neuem Tab)</span>
              </a>
            ))}
          </dd>
          {r.address ? (
            <>
              <dt className="text-muted">Adresse</dt>
              <dd>{r.address}</dd>
            </>
          ) : null}
          {r.website ? (
            <>
              <dt className="text-muted">Website</dt>
              <dd>
                <a href={r.website} target="_blank" rel="noreferrer" className="text-primary-strong underline">
                  {r.website}
                </a>
              </dd>
            </>
          ) : null}
        </dl>
      </div>
      <DecisionForm
        id={r.id}
        labels={{ approve: intents.approve.label, reject: intents.reject.label }}
        response={{ label: `Begründung bei Ablehnung: ${r.businessName}`, hint: "Bei einer Ablehnung erforderlich; geht per E-Mail an die Person." }}
      />
    </li>
  );
}

export function ErrorBoundary() {
  return <DataTableError retryHref={linkTo(admin, "businesses")} />;
}

import { BadgeCheck, Building2, ExternalLink, Eye, EyeOff, Pencil, Plus, UserRound } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/organizers";
import { cityOptions } from "~/lib/cities";
import { formatDate } from "~/lib/format";
import { exportListParams, loadList } from "~/lib/list/load-list.server";
import { requireRole, requireRoleOr403 } from "~/auth-edge/guards.server";
import { exportOrganizers, getAdminOrganizersView } from "~/modules/organizers/admin-organizers.server";
import { moderateOrganizer, type OrganizerModeration } from "~/modules/organizers/moderate-organizer.server";
import { PLANS } from "~/modules/organizers/plans";
import { organizerList } from "~/modules/organizers/validation";
import { admin, linkTo, pageTitle } from "~/registry";
import { BackOfficeHeader, DataTable, DataTableError, defineIntents, IntentButton, TitleCell, type Column } from "~/ui/back-office";
import { exportRequested, exportResponse } from "~/ui/back-office/export.server";
import { runIntents } from "~/ui/back-office/intents.server";
import { Badge } from "~/ui/badge";
import { buttonClass, ButtonLink } from "~/ui/button";

export const meta: Route.MetaFunction = () => [{ title: pageTitle(admin, admin.pages.organizers) }];

export async function loader({ request }: Route.LoaderArgs) {
  const actor = await requireRole(request, "admin");
  if (exportRequested(request)) return exportResponse(request, await exportOrganizers(actor, exportListParams(request, organizerList)));
  return loadList(request, organizerList, (params) => getAdminOrganizersView(actor, params));
}

const intents = defineIntents({
  verify: { label: "Verifizieren", success: "Veranstalter:in verifiziert", bulk: true },
  unverify: { label: "Verifizierung entfernen", success: "Verifizierung entfernt", bulk: true },
  activate: { label: "Aktivieren", success: "Veranstalter:in aktiviert", bulk: true },
  deactivate: {
    label: "Deaktivieren",
    success: "Veranstalter:in deaktiviert",
    tone: "danger",
    bulk: true,
    confirm: { title: "Veranstalter:innen deaktivieren?", body: "Deaktivierte Profile verschwinden von den Stadtseiten und aus der Suche. Sie können sie jederzeit wieder aktivieren." },
  },
});

export async function action({ request }: Route.ActionArgs) {
  const actor = await requireRoleOr403(request, "admin");
  const run = (change: OrganizerModeration) => ({ id }: { id: string }) => moderateOrganizer({ actor, id, change });
  return runIntents(request, intents, { verify: run("verify"), unverify: run("unverify"), activate: run("activate"), deactivate: run("deactivate") });
}

type Row = Awaited<ReturnType<typeof getAdminOrganizersView>>["rows"][number];

const columns: Array<Column<Row>> = [
  {
    id: "name",
    header: "Veranstalter:in",
    meta: { sortKey: "name", primary: true },
    cell: ({ row: { original: o } }) => <TitleCell to={o.editHref} title={o.name} detail={[o.cityName, o.email].filter(Boolean).join(" · ") || undefined} />,
  },
  {
    id: "account",
    header: "Konto",
    cell: ({ row: { original: o } }) =>
      o.account ? (
        <Link to={o.account.href} className="inline-flex items-center gap-1.5 font-medium text-ink hover:text-primary-strong hover:underline">
          <UserRound aria-hidden="true" className="size-4 shrink-0" />
          <span className="[overflow-wrap:anywhere]">{o.account.email ?? o.account.name}</span>
        </Link>
      ) : (
        <span className="text-muted">Kein Konto</span>
      ),
  },
  {
    id: "plan",
    header: "Tarif",
    meta: { sortKey: "plan" },
    cell: ({ row: { original: o } }) => (
      <span>
        {o.plan}
        {o.planValidUntil ? <span className="block text-xs text-muted">bis {formatDate(o.planValidUntil)}</span> : null}
      </span>
    ),
  },
  {
    id: "status",
    header: "Status",
    cell: ({ row: { original: o } }) => (
      <div className="flex flex-wrap gap-1">
        {o.isActive ? <Badge tone="success">Aktiv</Badge> : <Badge tone="neutral">Inaktiv</Badge>}
        {o.isVerified ? <Badge tone="primary">Verifiziert</Badge> : null}
      </div>
    ),
  },
  { id: "created", header: "Angelegt", meta: { sortKey: "created" }, cell: ({ row: { original: o } }) => formatDate(o.createdAt) },
];

const yesNo = (yes: string, no: string) => [
  { value: "yes", label: yes },
  { value: "no", label: no },
];

const icon = buttonClass("ghost", "sm", "max-md:px-3 md:size-9 md:px-0");

export default function AdminOrganizers({ loaderData: list }: Route.ComponentProps) {
  return (
    <div className="flex flex-col gap-6">
      <BackOfficeHeader
        eyebrow="Inhalte verwalten"
        title="Veranstalter:innen"
        actions={
          <ButtonLink to={linkTo(admin, "organizerCreate")}>
            <Plus aria-hidden="true" className="size-4" /> Neue:r Veranstalter:in
          </ButtonLink>
        }
      >
        Die öffentlichen Profile aller Veranstalter:innen mit dem Konto, das sie führt, und ihrem Tarif – anlegen, prüfen, verifizieren, deaktivieren.
      </BackOfficeHeader>
      <DataTable
        caption="Veranstalter:innen"
        list={list}
        columns={columns}
        rowId={(o) => o.id}
        rowLabel={(o) => o.name}
        search={{ label: "Suche", placeholder: "Name, E-Mail oder Konto" }}
        filters={[
          { name: "city", label: "Stadt", allLabel: "Alle Städte", options: cityOptions() },
          { name: "verified", label: "Verifiziert", allLabel: "Alle", options: yesNo("Verifiziert", "Nicht verifiziert") },
          { name: "active", label: "Sichtbarkeit", allLabel: "Alle", options: yesNo("Aktiv", "Inaktiv") },
          { name: "plan", label: "Tarif", allLabel: "Alle Tarife", options: Object.values(PLANS).map((p) => ({ value: p.id, label: p.label })) },
        ]}
        bulk={{ intents, keys: ["verify", "unverify", "activate", "deactivate"] }}
        exportBase={linkTo(admin, "organizers")}
        rowActions={(o) => (
          <>
            <Link to={o.editHref} className={icon} title="Bearbeiten">
              <Pencil aria-hidden="true" className="size-4" />
              <span className="max-md:not-sr-only md:sr-only">Bearbeiten</span>
              <span className="sr-only">: {o.name}</span>
            </Link>
            {o.publicHref ? (
              <a href={o.publicHref} className={icon} title="Öffentliche Seite" target="_blank" rel="noreferrer">
                <ExternalLink aria-hidden="true" className="size-4" />
                <span className="max-md:not-sr-only md:sr-only">Öffentliche Seite</span>
                <span className="sr-only">: {o.name}</span>
              </a>
            ) : null}
            <IntentButton intent={o.isVerified ? "unverify" : "verify"} spec={intents[o.isVerified ? "unverify" : "verify"]} id={o.id} variant="ghost" className={icon} title={o.isVerified ? "Verifizierung entfernen" : "Verifizieren"}>
              <BadgeCheck aria-hidden="true" className={o.isVerified ? "size-4 text-success" : "size-4"} />
              <span className="max-md:not-sr-only md:sr-only">{o.isVerified ? "Verifizierung entfernen" : "Verifizieren"}</span>
              <span className="sr-only">: {o.name}</span>
            </IntentButton>
            {o.isActive ? (
              <IntentButton intent="deactivate" spec={intents.deactivate} id={o.id} variant="ghost" className={icon} confirmTitle={`„${o.name}“ deaktivieren?`}>
                <EyeOff aria-hidden="true" className="size-4" />
                <span className="max-md:not-sr-only md:sr-only">Deaktivieren</span>
                <span className="sr-only">: {o.name}</span>
              </IntentButton>
            ) : (
              <IntentButton intent="activate" spec={intents.activate} id={o.id} variant="ghost" className={icon} title="Aktivieren">
                <Eye aria-hidden="true" className="size-4" />
                <span className="max-md:not-sr-only md:sr-only">Aktivieren</span>
                <span className="sr-only">: {o.name}</span>
              </IntentButton>
            )}
          </>
        )}
        empty={{
          icon: <Building2 className="size-10" />,
          title: "Keine Veranstalter:innen gefunden",
          body: "Ändern Sie die Suche oder die Filter. Neue Profile entstehen, wenn eine Veranstalter-Anfrage genehmigt wird – oder legen Sie eines an.",
          action: <ButtonLink to={linkTo(admin, "organizerCreate")}>Veranstalter:in anlegen</ButtonLink>,
        }}
      />
    </div>
  );
}

export function ErrorBoundary() {
  return <DataTableError retryHref={linkTo(admin, "organizers")} />;
}

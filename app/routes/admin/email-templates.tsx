import { Mail, Pencil } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/email-templates";
import { formatDateTime } from "~/lib/format";
import { throwAsResponse } from "~/lib/route-helpers.server";
import { requireRole } from "~/auth-edge/guards.server";
import { getEmailTemplatesView, type EmailTemplateRow } from "~/modules/mail/email-templates.server";
import { admin, linkTo, pageTitle } from "~/registry";
import { BackOfficeHeader, DataTable, DataTableError, type Column } from "~/ui/back-office";
import { Badge } from "~/ui/badge";
import { buttonClass } from "~/ui/button";

export const meta: Route.MetaFunction = () => [{ title: pageTitle(admin, admin.pages.emailTemplates) }];

/** Every e-mail the product sends, its purpose and whether an admin changed its wording. */
export async function loader({ request }: Route.LoaderArgs) {
  const actor = await requireRole(request, "admin");
  return getEmailTemplatesView(actor).catch(throwAsResponse);
}

const columns: Array<Column<EmailTemplateRow>> = [
  {
    id: "name",
    header: "Vorlage",
    meta: { primary: true },
    cell: ({ row: { original: t } }) => (
      <div className="min-w-0 md:max-w-xl">
        <Link to={t.editHref} className="font-semibold text-ink hover:text-primary-strong hover:underline">
          {t.name}
        </Link>
        {t.purpose ? <p className="text-sm text-muted">{t.purpose}</p> : null}
      </div>
    ),
  },
  {
    id: "variables",
    header: "Platzhalter",
    cell: ({ row: { original: t } }) => <span className="text-sm text-muted">{t.variables.length ? t.variables.map((v) => `{{${v}}}`).join(" ") : "–"}</span>,
  },
  {
    id: "state",
    header: "Stand",
    cell: ({ row: { original: t } }) => (t.customized ? <Badge tone="primary">Angepasst</Badge> : <Badge tone="neutral">Standard</Badge>),
  },
  { id: "updated", header: "Zuletzt geändert", cell: ({ row: { original: t } }) => (t.updatedAt ? formatDateTime(t.updatedAt) : "–") },
];

const icon = buttonClass("ghost", "sm", "max-md:px-3 md:size-9 md:px-0");

export default function AdminEmailTemplates({ loaderData: list }: Route.ComponentProps) {
  return (
    <div className="flex flex-col gap-6">
      <BackOfficeHeader eyebrow="Administration" title="E-Mail-Vorlagen">
        Jede E-Mail, die Stadtpuls verschickt – Betreff und Text anpassen, mit Beispieldaten prüfen und bei Bedarf auf den Standard zurücksetzen.
      </BackOfficeHeader>
      <DataTable
        caption="E-Mail-Vorlagen"
        list={list}
        columns={columns}
        rowId={(t) => t.key}
        rowLabel={(t) => t.name}
        rowActions={(t) => (
          <Link to={t.editHref} className={icon} title="Bearbeiten">
            <Pencil aria-hidden="true" className="size-4" />
            <span className="max-md:not-sr-only md:sr-only">Bearbeiten</span>
            <span className="sr-only">: {t.name}</span>
          </Link>
        )}
        empty={{ icon: <Mail className="size-10" />, title: "Keine Vorlagen", body: "Stadtpuls verschickt noch keine E-Mails." }}
      />
    </div>
  );
}

export function ErrorBoundary() {
  return <DataTableError retryHref={linkTo(admin, "emailTemplates")} />;
}

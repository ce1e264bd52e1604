import { Mail } from "lucide-react";
import type { Route } from "./+types/outbox";
import { formatDateTime } from "~/lib/format";
import { loadList } from "~/lib/list/load-list.server";
import { requireRole } from "~/auth-edge/guards.server";
import { getOutboxListView, type OutboxMail } from "~/modules/mail/list-outbox-mails.server";
import { outboxList } from "~/modules/mail/outbox-list";
import { OUTBOX_STATUS } from "~/modules/outbox/labels";
import { admin, linkTo, pageTitle } from "~/registry";
import { BackOfficeHeader, DataTable, DataTableError, type Column } from "~/ui/back-office";
import { EnumBadge } from "~/ui/badge";

export const meta: Route.MetaFunction = () => [{ title: pageTitle(admin, admin.pages.outbox) }];

/** The outbox's e-mails (local mode only): where a local installation without SMTP_URL keeps its mail. */
export async function loader({ request }: Route.LoaderArgs) {
  const actor = await requireRole(request, "admin");
  return loadList(request, outboxList, (params) => getOutboxListView(actor, params));
}

const columns: Array<Column<OutboxMail>> = [
  {
    id: "subject",
    header: "E-Mail",
    meta: { primary: true },
    cell: ({ row: { original: m } }) => (
      <div className="min-w-0 md:max-w-xl">
        <p className="font-semibold">{m.result?.subject ?? m.topic}</p>
        {m.result?.text ? (
          <details className="mt-1">
            <summary className="cursor-pointer text-sm font-semibold text-primary-strong">Text anzeigen</summary>
            <pre className="mt-2 whitespace-pre-wrap break-words text-sm">{m.result.text}</pre>
          </details>
        ) : null}
        {m.lastError ? <p className="mt-1 text-sm text-danger">Letzter Fehler: {m.lastError}</p> : null}
      </div>
    ),
  },
  { id: "recipient", header: "An", cell: ({ row: { original: m } }) => m.recipient ?? "–" },
  { id: "status", header: "Status", cell: ({ row: { original: m } }) => <EnumBadge of={OUTBOX_STATUS} value={m.status} /> },
  { id: "created", header: "Erstellt", meta: { sortKey: "created" }, cell: ({ row: { original: m } }) => formatDateTime(m.createdAt) },
];

export default function AdminOutboxPage({ loaderData: list }: Route.ComponentProps) {
  return (
    <div className="flex flex-col gap-6">
      <BackOfficeHeader eyebrow="Administration" title="Postausgang">
        Lokaler Modus ohne SMTP: E-Mails werden hier abgelegt statt verschickt. Im Produktivbetrieb gibt es diese Seite nicht.
      </BackOfficeHeader>
      <DataTable
        caption="E-Mails im Postausgang"
        list={list}
        columns={columns}
        rowId={(m) => String(m.id)}
        search={{ label: "Empfänger:in oder Thema", placeholder: "E-Mail-Adresse oder Thema" }}
        filters={[{ name: "status", label: "Status", allLabel: "Alle Status", options: OUTBOX_STATUS.options() }]}
        empty={{ icon: <Mail className="size-10" />, title: "Keine E-Mails", body: "Sobald E-Mails verschickt werden, erscheinen sie hier." }}
      />
    </div>
  );
}

export function ErrorBoundary() {
  return <DataTableError retryHref={linkTo(admin, "outbox")} />;
}

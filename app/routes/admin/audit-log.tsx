import { History } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/audit-log";
import { exportListParams, loadList } from "~/lib/list/load-list.server";
import { listHref } from "~/lib/list/list-spec";
import { requireRole } from "~/auth-edge/guards.server";
import { AUDIT_ACTION, AUDIT_ENTITY } from "~/modules/audit/actions";
import { auditLogList } from "~/modules/reporting/audit-log-list";
import { exportAuditLog, getAuditLogView } from "~/modules/reporting/audit-log.server";
import { admin, linkTo, pageTitle } from "~/registry";
import { BackOfficeHeader, DataTable, DataTableError, type Column } from "~/ui/back-office";
import { exportRequested, exportResponse } from "~/ui/back-office/export.server";
import { useSearchParams } from "react-router";

export const meta: Route.MetaFunction = () => [{ title: pageTitle(admin, admin.pages.userAudit) }];

export async function loader({ request }: Route.LoaderArgs) {
  const actor = await requireRole(request, "support");
  if (exportRequested(request)) return exportResponse(request, await exportAuditLog(actor, exportListParams(request, auditLogList)));
  return loadList(request, auditLogList, (params) => getAuditLogView(actor, params));
}

type Row = Awaited<ReturnType<typeof getAuditLogView>>["rows"][number];

const link = "font-semibold text-primary-strong hover:underline";

/** Before → after per field; a long change folds away behind its first three fields. */
function Changes({ row: r }: { row: Row }) {
  if (r.changes.length === 0) return <span className="text-muted">Keine Feldänderungen</span>;
  const item = (c: Row["changes"][number]) => (
    <div key={c.field} className="grid gap-x-2 sm:grid-cols-[minmax(7rem,auto)_1fr]">
      <dt className="font-semibold text-ink">{c.label}</dt>
      <dd className="min-w-0 break-words">
        {c.before === "–" && c.after !== "–" ? (
          <span>{c.after}</span>
        ) : c.after === "–" && c.before !== "–" ? (
          <span className="text-muted line-through">{c.before}</span>
        ) : c.changed ? (
          <>
            <span className="text-muted line-through">{c.before}</span>
            <span aria-hidden="true"> → </span>
            <span className="sr-only"> geändert in </span>
            <span>{c.after}</span>
          </>
        ) : (
          <span className="text-muted">{c.after} (unverändert)</span>
        )}
      </dd>
    </div>
  );
  const first = r.changes.slice(0, 3);
  const rest = r.changes.slice(3);
  return (
    <div className="text-sm md:max-w-md">
      <dl className="flex flex-col gap-1">{first.map(item)}</dl>
      {rest.length ? (
        <details className="mt-1">
          <summary className="cursor-pointer text-sm font-semibold text-primary-strong">{rest.length === 1 ? "1 weiteres Feld" : `${rest.length} weitere Felder`}</summary>
          <dl className="mt-1 flex flex-col gap-1">{rest.map(item)}</dl>
        </details>
      ) : null}
    </div>
  );
}

const columns: Array<Column<Row>> = [
  {
    id: "action",
    header: "Aktion",
    meta: { primary: true },
    cell: ({ row: { original: r } }) => (
      <div className="min-w-0 md:max-w-56">
        <p className="font-semibold text-ink">{r.actionLabel}</p>
        <p className="text-xs text-muted md:hidden">
          <time dateTime={r.at}>{r.time}</time>
        </p>
      </div>
    ),
  },
  {
    id: "time",
    header: "Zeit",
    meta: { sortKey: "time", className: "whitespace-nowrap max-md:hidden" },
    cell: ({ row: { original: r } }) => <time dateTime={r.at}>{r.time}</time>,
  },
  {
    id: "actor",
    header: "Wer",
    cell: ({ row: { original: r } }) =>
      r.actorEmail || r.actorName ? (
        <div className="min-w-0 break-words md:max-w-56">
          {r.actorHref ? (
            <Link to={r.actorHref} className={link}>
              {r.actorName || r.actorEmail}
            </Link>
          ) : (
            <span className="font-semibold">{r.actorName || r.actorEmail}</span>
          )}
          {r.actorName && r.actorEmail ? <p className="text-xs text-muted">{r.actorEmail}</p> : null}
        </div>
      ) : (
        <span className="text-muted">System</span>
      ),
  },
  {
    id: "entity",
    header: "Objekt",
    cell: ({ row: { original: r } }) => {
      const name = r.entityName ?? (r.entityId ? `#${r.entityId.slice(0, 8)}` : null);
      return (
        <div className="min-w-0 break-words md:max-w-56">
          <p className="text-xs font-semibold uppercase tracking-wide text-muted">{r.entityLabel}</p>
          {name ? (
            r.entityHref ? (
              <Link to={r.entityHref} className={link}>
                {name}
              </Link>
            ) : (
              <span>{name}</span>
            )
          ) : null}
        </div>
      );
    },
  },
  { id: "changes", header: "Änderungen", cell: ({ row: { original: r } }) => <Changes row={r} /> },
];

export default function AdminAuditLog({ loaderData: list }: Route.ComponentProps) {
  const [searchParams] = useSearchParams();
  const entityId = searchParams.get("entityId");
  return (
    <div className="flex flex-col gap-6">
      <BackOfficeHeader eyebrow="User-Verwaltung" title="Audit-Log">
        Jede protokollierte Änderung: wer was wann geändert hat, mit den Werten vorher und nachher.
      </BackOfficeHeader>
      {entityId ? (
        <p className="rounded-xl border border-line bg-white px-4 py-3 text-sm">
          Es werden nur Änderungen an einem Objekt gezeigt ({entityId.slice(0, 40)}).{" "}
          <Link to={listHref(searchParams, { entityId: null })} className={link}>
            Alle Objekte zeigen
          </Link>
        </p>
      ) : null}
      <DataTable
        caption="Audit-Log"
        list={list}
        columns={columns}
        rowId={(r) => r.id}
        search={{ label: "Wer", placeholder: "E-Mail oder Name" }}
        filters={[
          { name: "action", label: "Aktion", allLabel: "Alle Aktionen", options: AUDIT_ACTION.options() },
          { name: "entity", label: "Objektart", allLabel: "Alle Objektarten", options: AUDIT_ENTITY.options() },
        ]}
        dateRange={{ label: "Zeitraum" }}
        exportBase={list.canExport ? linkTo(admin, "userAudit") : undefined}
        empty={{
          icon: <History className="size-10" />,
          title: "Noch keine protokollierten Änderungen",
          body: "Sobald jemand Inhalte, Buchungen, Rollen oder Einstellungen ändert, steht es hier.",
        }}
      />
    </div>
  );
}

export function ErrorBoundary() {
  return <DataTableError retryHref={linkTo(admin, "userAudit")} />;
}

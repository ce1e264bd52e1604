import { Pencil, UserPlus, Users } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/users";
import { CITY_IDS, CITY_NAMES } from "~/lib/cities";
import { formatDate } from "~/lib/format";
import { exportListParams, loadList } from "~/lib/list/load-list.server";
import { requireRole } from "~/auth-edge/guards.server";
import { throwAsResponse } from "~/lib/route-helpers.server";
import { exportUsers, getAdminUsersView } from "~/modules/profile/admin-users.server";
import { FIXED_ADMIN_LABEL, ROLE } from "~/modules/profile/labels";
import { userList } from "~/modules/profile/validation";
import { admin, linkTo, pageTitle } from "~/registry";
import { BackOfficeHeader, DataTable, DataTableError, type Column } from "~/ui/back-office";
import { exportRequested, exportResponse } from "~/ui/back-office/export.server";
import { ButtonLink, buttonClass } from "~/ui/button";
import { Badge, EnumBadge } from "~/ui/badge";

export const meta: Route.MetaFunction = () => [{ title: pageTitle(admin, admin.pages.users) }];

/** Every account (admins and support, decision 0011); the export is admins' only. */
export async function loader({ request }: Route.LoaderArgs) {
  const actor = await requireRole(request, "support");
  if (exportRequested(request)) return exportResponse(request, await exportUsers(actor, exportListParams(request, userList)).catch(throwAsResponse));
  return loadList(request, userList, (params) => getAdminUsersView(actor, params));
}

type Row = Awaited<ReturnType<typeof getAdminUsersView>>["rows"][number];

const columns: Array<Column<Row>> = [
  {
    id: "name",
    header: "Name",
    meta: { sortKey: "name", primary: true },
    cell: ({ row: { original: u } }) => (
      <div className="min-w-0 md:max-w-72">
        <Link to={u.editHref} className="font-semibold text-ink hover:text-primary-strong hover:underline">
          {u.name}
        </Link>
        <p className="truncate text-xs text-muted">{u.email}</p>
      </div>
    ),
  },
  {
    id: "role",
    header: "Rolle",
    meta: { sortKey: "role" },
    cell: ({ row: { original: u } }) => (
      <div className="flex flex-wrap gap-1">
        <EnumBadge of={ROLE} value={u.role} />
        {u.fixed ? <Badge tone="neutral">{FIXED_ADMIN_LABEL}</Badge> : null}
      </div>
    ),
  },
  {
    id: "status",
    header: "Status",
    cell: ({ row: { original: u } }) => (
      <div className="flex flex-wrap gap-1">
        {u.banned ? <Badge tone="danger">Gesperrt</Badge> : null}
        {u.emailVerified ? <span className="text-muted">Bestätigt</span> : <Badge tone="warning">Nicht bestätigt</Badge>}
      </div>
    ),
  },
  { id: "city", header: "Stadt", cell: ({ row: { original: u } }) => u.city ?? "–" },
  { id: "created", header: "Registriert", meta: { sortKey: "created" }, cell: ({ row: { original: u } }) => formatDate(u.createdAt) },
];

const yesNo = (yes: string, no: string) => [
  { value: "yes", label: yes },
  { value: "no", label: no },
];

const icon = buttonClass("ghost", "sm", "max-md:px-3 md:size-9 md:px-0");

export default function AdminUsers({ loaderData: list }: Route.ComponentProps) {
  return (
    <div className="flex flex-col gap-6">
      <BackOfficeHeader
        eyebrow="User-Verwaltung"
        title="Benutzer:innen"
        actions={
          list.canCreate ? (
            <ButtonLink to={linkTo(admin, "userCreate")}>
              <UserPlus aria-hidden="true" className="size-4" /> Neue:r Benutzer:in
            </ButtonLink>
          ) : null
        }
      >
        Alle Konten mit Rolle, Bestätigung und Sperre – suchen, prüfen und verwalten.
      </BackOfficeHeader>
      <DataTable
        caption="Benutzer:innen"
        list={list}
        columns={columns}
        rowId={(u) => u.id}
        rowLabel={(u) => u.name}
        search={{ label: "Suche", placeholder: "Name oder E-Mail" }}
        filters={[
          { name: "role", label: "Rolle", allLabel: "Alle Rollen", options: ROLE.options() },
          { name: "confirmed", label: "E-Mail", allLabel: "Alle", options: yesNo("Bestätigt", "Nicht bestätigt") },
          { name: "banned", label: "Sperre", allLabel: "Alle", options: yesNo("Gesperrt", "Nicht gesperrt") },
          { name: "city", label: "Stadt", allLabel: "Alle Städte", options: CITY_IDS.map((c) => ({ value: c, label: CITY_NAMES[c] })) },
        ]}
        dateRange={{ label: "Registriert" }}
        exportBase={list.canExport ? linkTo(admin, "users") : undefined}
        rowActions={(u) => (
          <Link to={u.editHref} className={icon} title="Öffnen">
            <Pencil aria-hidden="true" className="size-4" />
            <span className="max-md:not-sr-only md:sr-only">Öffnen</span>
            <span className="sr-only">: {u.name}</span>
          </Link>
        )}
        empty={{
          icon: <Users className="size-10" />,
          title: "Keine Konten gefunden",
          body: "Passen Sie die Suche oder die Filter an.",
        }}
      />
    </div>
  );
}

export function ErrorBoundary() {
  return <DataTableError retryHref={linkTo(admin, "users")} />;
}

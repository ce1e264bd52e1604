import { ExternalLink, Map as MapIcon, Pencil, Plus } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/cities";
import { formatDate } from "~/lib/format";
import { exportListParams, loadList } from "~/lib/list/load-list.server";
import { requireRole } from "~/auth-edge/guards.server";
import { exportCities, getAdminCitiesView } from "~/modules/content/city-admin.server";
import { cityList } from "~/modules/cities/validation";
import { admin, linkTo, pageTitle } from "~/registry";
import { BackOfficeHeader, DataTable, DataTableError, TitleCell, type Column } from "~/ui/back-office";
import { exportRequested, exportResponse } from "~/ui/back-office/export.server";
import { Badge } from "~/ui/badge";
import { ButtonLink, buttonClass } from "~/ui/button";

export const meta: Route.MetaFunction = () => [{ title: pageTitle(admin, admin.pages.cities) }];

export async function loader({ request }: Route.LoaderArgs) {
  const actor = await requireRole(request, "admin");
  if (exportRequested(request)) return exportResponse(request, await exportCities(actor, exportListParams(request, cityList)));
  return loadList(request, cityList, (params) => getAdminCitiesView(actor, params));
}

type Row = Awaited<ReturnType<typeof getAdminCitiesView>>["rows"][number];

function Swatches({ theme }: { theme: Row["theme"] }) {
  return (
    <span className="flex items-center gap-1" aria-label={`Farben ${theme.primary_color}, ${theme.secondary_color}, ${theme.accent_color}`} role="img">
      {[theme.primary_color, theme.secondary_color, theme.accent_color].map((c) => (
        <span key={c} className="size-5 rounded-full border border-line" style={{ backgroundColor: c }} />
      ))}
    </span>
  );
}

const columns: Array<Column<Row>> = [
  {
    id: "name",
    header: "Stadt",
    meta: { sortKey: "name", primary: true },
    cell: ({ row: { original: c } }) => <TitleCell to={c.editHref} title={c.name} detail={`/${c.slug}`} />,
  },
  { id: "colours", header: "Farben", cell: ({ row: { original: c } }) => <Swatches theme={c.theme} /> },
  { id: "content", header: "Inhalte", cell: ({ row: { original: c } }) => `${c.events.toLocaleString("de-DE")} Events · ${c.landmarks} Wahrzeichen · ${c.neighborhoods} Stadtteile` },
  {
    id: "status",
    header: "Status",
    cell: ({ row: { original: c } }) => (
      <div className="flex flex-wrap gap-1">
        {c.active ? <Badge tone="success">Aktiv</Badge> : <Badge tone="neutral">Inaktiv</Badge>}
        {c.featured ? <Badge tone="primary">Hervorgehoben</Badge> : null}
      </div>
    ),
  },
  { id: "created", header: "Angelegt", meta: { sortKey: "created" }, cell: ({ row: { original: c } }) => formatDate(c.createdAt) },
];

const yesNo = (yes: string, no: string) => [
  { value: "yes", label: yes },
  { value: "no", label: no },
];

const icon = buttonClass("ghost", "sm", "max-md:px-3 md:size-9 md:px-0");

export default function AdminCities({ loaderData: list }: Route.ComponentProps) {
  return (
    <div className="flex flex-col gap-6">
      <BackOfficeHeader
        eyebrow="Plattform"
        title="Städte"
        actions={
          <ButtonLink to={linkTo(admin, "cityCreate")}>
            <Plus aria-hidden="true" className="size-4" /> Neue Stadt
          </ButtonLink>
        }
      >
        Die Städte der Plattform mit Farben, Wahrzeichen und Stadtteilen – eine aktive Stadt ist sofort unter ihrer Adresse erreichbar.
      </BackOfficeHeader>
      <DataTable
        caption="Städte"
        list={list}
        columns={columns}
        rowId={(c) => c.id}
        rowLabel={(c) => c.name}
        search={{ label: "Suche", placeholder: "Name oder Adresse" }}
        filters={[
          { name: "active", label: "Sichtbarkeit", allLabel: "Alle", options: yesNo("Aktiv", "Inaktiv") },
          { name: "featured", label: "Hervorgehoben", allLabel: "Alle", options: yesNo("Hervorgehoben", "Nicht hervorgehoben") },
        ]}
        exportBase={linkTo(admin, "cities")}
        rowActions={(c) => (
          <>
            <Link to={c.editHref} className={icon} title="Bearbeiten">
              <Pencil aria-hidden="true" className="size-4" />
              <span className="max-md:not-sr-only md:sr-only">Bearbeiten</span>
              <span className="sr-only">: {c.name}</span>
            </Link>
            {c.active ? (
              <a href={c.publicHref} className={icon} title="Öffentliche Seite" target="_blank" rel="noreferrer">
                <ExternalLink aria-hidden="true" className="size-4" />
                <span className="max-md:not-sr-only md:sr-only">Öffentliche Seite</span>
                <span className="sr-only">: {c.name}</span>
              </a>
            ) : null}
          </>
        )}
        empty={{
          icon: <MapIcon className="size-10" />,
          title: "Keine Städte gefunden",
          body: "Ändern Sie die Suche oder legen Sie eine neue Stadt an.",
          action: <ButtonLink to={linkTo(admin, "cityCreate")}>Stadt anlegen</ButtonLink>,
        }}
      />
    </div>
  );
}

export function ErrorBoundary() {
  return <DataTableError retryHref={linkTo(admin, "cities")} />;
}

import { BadgeCheck, Eye, EyeOff, MapPinned, Pencil, Plus } from "lucide-react";
import { Link, useLocation } from "react-router";
import type { Route } from "./+types/places";
import { CITY_IDS, CITY_NAMES } from "~/lib/cities";
import { exportListParams, loadList } from "~/lib/list/load-list.server";
import { pageUrl } from "~/lib/page-url.server";
import { requireRole, requireRoleOr403 } from "~/auth-edge/guards.server";
import { exportPlaces, getAdminPlacesView } from "~/modules/places/admin-queries.server";
import { AREA_CATEGORIES, PLACE_CATEGORY, VENUE_TYPE, type PlaceArea } from "~/modules/places/labels";
import { setPlaceFlags, type PlaceFlags } from "~/modules/places/save-place.server";
import { placeList } from "~/modules/places/validation";
import { admin, linkTo, pageTitle } from "~/registry";
import { BackOfficeHeader, DataTable, DataTableError, defineIntents, IntentButton, type Column } from "~/ui/back-office";
import { exportRequested, exportResponse } from "~/ui/back-office/export.server";
import { runIntents } from "~/ui/back-office/intents.server";
import { Badge } from "~/ui/badge";
import { ButtonLink, buttonClass } from "~/ui/button";

/** One list page for both sets of the admin's places (spec §2.4): /admin/locations and /admin/places. */
const areaOfPath = (pathname: string): PlaceArea => (/^\/admin\/places(?:\/|\.data|$)/.test(pathname) ? "places" : "locations");

const AREA = {
  locations: {
    title: "Locations",
    lead: "Konzertsäle, Clubs, Theater und andere Orte, an denen Events stattfinden – prüfen, freischalten und pflegen.",
    create: "locationCreate",
    createLabel: "Neue Location",
    empty: "Noch keine Locations",
    list: "locations",
  },
  places: {
    title: "Orte",
    lead: "Cafés, Restaurants, Bars, Museen, Galerien und Parks aller Städte – prüfen, freischalten und pflegen.",
    create: "placeCreate",
    createLabel: "Neuer Ort",
    empty: "Noch keine Orte",
    list: "places",
  },
} as const;

export const meta: Route.MetaFunction = ({ location }) => [{ title: pageTitle(admin, admin.pages[AREA[areaOfPath(location.pathname)].list]) }];

export async function loader({ request }: Route.LoaderArgs) {
  const actor = await requireRole(request, "admin");
  const area = areaOfPath(pageUrl(request).pathname);
  if (exportRequested(request)) return exportResponse(request, await exportPlaces(actor, area, exportListParams(request, placeList)));
  return loadList(request, placeList, (params) => getAdminPlacesView(actor, area, params));
}

const intents = defineIntents({
  verify: { label: "Verifizieren", success: "Verifiziert", bulk: true },
  unverify: { label: "Verifizierung entfernen", success: "Verifizierung entfernt", bulk: true },
  activate: { label: "Aktivieren", success: "Aktiviert", bulk: true },
  deactivate: {
    label: "Deaktivieren",
    success: "Deaktiviert",
    tone: "danger",
    bulk: true,
    confirm: { title: "Deaktivieren?", body: "Deaktivierte Orte verschwinden von den Stadtseiten, aus der Suche und von der Karte. Sie können sie jederzeit wieder aktivieren." },
  },
});

export async function action({ request }: Route.ActionArgs) {
  const actor = await requireRoleOr403(request, "admin");
  const set = (flags: PlaceFlags) => ({ id }: { id: string }) => setPlaceFlags({ actor, id, flags });
  return runIntents(request, intents, {
    verify: set({ isVerified: true }),
    unverify: set({ isVerified: false }),
    activate: set({ isActive: true }),
    deactivate: set({ isActive: false }),
  });
}

type Row = Awaited<ReturnType<typeof getAdminPlacesView>>["rows"][number];

const columns: Array<Column<Row>> = [
  {
    id: "name",
    header: "Name",
    meta: { sortKey: "name", primary: true },
    cell: ({ row: { original: p } }) => (
      <div className="flex min-w-0 items-center gap-3 md:max-w-60">
        <img src={p.imageUrl} alt="" width={44} height={44} loading="lazy" className="size-11 shrink-0 rounded-lg bg-sand object-cover" />
        <div className="min-w-0">
          <Link to={p.editHref} className="font-semibold text-ink hover:text-primary-strong hover:underline">
            {p.name}
          </Link>
          <p className="truncate text-xs text-muted">{p.address || "Keine Adresse"}</p>
        </div>
      </div>
    ),
  },
  {
    id: "category",
    header: "Kategorie",
    meta: { sortKey: "category" },
    cell: ({ row: { original: p } }) => (
      <div className="whitespace-nowrap">
        {PLACE_CATEGORY.label(p.category)}
        <p className="text-xs text-muted">{VENUE_TYPE.label(p.venueType)}</p>
      </div>
    ),
  },
  { id: "city", header: "Stadt", meta: { sortKey: "city" }, cell: ({ row: { original: p } }) => p.cityName },
  {
    id: "managers",
    header: "Manager:innen",
    cell: ({ row: { original: p } }) => (
      <Link to={p.managersHref} className={`whitespace-nowrap underline-offset-2 hover:underline ${p.managers === 0 ? "text-muted" : "font-semibold text-ink"}`}>
        {p.managers === 0 ? "Keine" : p.managers === 1 ? "1 Person" : `${p.managers} Personen`}
        <span className="sr-only"> verwalten: {p.name}</span>
      </Link>
    ),
  },
  {
    id: "status",
    header: "Status",
    cell: ({ row: { original: p } }) => (
      <div className="flex flex-wrap gap-1">
        {p.isActive ? null : <Badge tone="neutral">Inaktiv</Badge>}
        {p.isVerified ? <Badge tone="success">Verifiziert</Badge> : null}
        {p.isActive && !p.isVerified ? <span className="text-muted">Aktiv</span> : null}
      </div>
    ),
  },
];

const yesNo = (yes: string, no: string) => [
  { value: "yes", label: yes },
  { value: "no", label: no },
];

const icon = buttonClass("ghost", "sm", "max-md:px-3 md:size-9 md:px-0");

export default function AdminPlaces({ loaderData: list }: Route.ComponentProps) {
  const area = areaOfPath(useLocation().pathname);
  const a = AREA[area];
  return (
    <div className="flex flex-col gap-6">
      <BackOfficeHeader
        eyebrow="Inhalte verwalten"
        title={a.title}
        actions={
          <ButtonLink to={linkTo(admin, a.create)}>
            <Plus aria-hidden="true" className="size-4" /> {a.createLabel}
          </ButtonLink>
        }
      >
        {a.lead}
      </BackOfficeHeader>
      <DataTable
        caption={a.title}
        list={list}
        columns={columns}
        rowId={(p) => p.id}
        rowLabel={(p) => p.name}
        search={{ label: "Suche", placeholder: "Name oder Adresse" }}
        filters={[
          { name: "city", label: "Stadt", allLabel: "Alle Städte", options: CITY_IDS.map((c) => ({ value: c, label: CITY_NAMES[c] })) },
          { name: "category", label: "Kategorie", allLabel: "Alle Kategorien", options: PLACE_CATEGORY.options(AREA_CATEGORIES[area]) },
          { name: "venueType", label: "Drinnen/draußen", allLabel: "Alle", options: VENUE_TYPE.options() },
          { name: "verified", label: "Verifiziert", allLabel: "Alle", options: yesNo("Verifiziert", "Nicht verifiziert") },
          { name: "active", label: "Sichtbarkeit", allLabel: "Alle", options: yesNo("Aktiv", "Inaktiv") },
          { name: "managed", label: "Manager:in", allLabel: "Alle", options: yesNo("Mit Manager:in", "Ohne Manager:in") },
        ]}
        bulk={{ intents, keys: ["verify", "unverify", "activate", "deactivate"] }}
        exportBase={linkTo(admin, a.list)}
        rowActions={(p) => (
          <>
            <Link to={p.editHref} className={icon} title="Bearbeiten">
              <Pencil aria-hidden="true" className="size-4" />
              <span className="max-md:not-sr-only md:sr-only">Bearbeiten</span>
              <span className="sr-only">: {p.name}</span>
            </Link>
            <IntentButton intent={p.isVerified ? "unverify" : "verify"} spec={intents[p.isVerified ? "unverify" : "verify"]} id={p.id} variant="ghost" className={icon} title={p.isVerified ? "Verifizierung entfernen" : "Verifizieren"}>
              <BadgeCheck aria-hidden="true" className={p.isVerified ? "size-4 text-success" : "size-4"} />
              <span className="max-md:not-sr-only md:sr-only">{p.isVerified ? "Verifizierung entfernen" : "Verifizieren"}</span>
              <span className="sr-only">: {p.name}</span>
            </IntentButton>
            {p.isActive ? (
              <IntentButton intent="deactivate" spec={intents.deactivate} id={p.id} variant="ghost" className={icon} confirmTitle={`„${p.name}“ deaktivieren?`}>
                <EyeOff aria-hidden="true" className="size-4" />
                <span className="max-md:not-sr-only md:sr-only">Deaktivieren</span>
                <span className="sr-only">: {p.name}</span>
              </IntentButton>
            ) : (
              <IntentButton intent="activate" spec={intents.activate} id={p.id} variant="ghost" className={icon} title="Aktivieren">
                <Eye aria-hidden="true" className="size-4" />
                <span className="max-md:not-sr-only md:sr-only">Aktivieren</span>
                <span className="sr-only">: {p.name}</span>
              </IntentButton>
            )}
          </>
        )}
        empty={{
          icon: <MapPinned className="size-10" />,
          title: a.empty,
          body: "Legen Sie einen Ort mit Adresse und Öffnungszeiten an – er erscheint auf der Stadtseite und auf der Karte.",
          action: <ButtonLink to={linkTo(admin, a.create)}>{a.createLabel}</ButtonLink>,
        }}
      />
    </div>
  );
}

export function ErrorBoundary() {
  const area = areaOfPath(useLocation().pathname);
  return <DataTableError retryHref={linkTo(admin, AREA[area].list)} />;
}

import { BadgeCheck, CalendarDays, Eye, EyeOff, Mic2, Pencil, Plus, Star } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/artists";
import { CITY_IDS, CITY_NAMES } from "~/lib/cities";
import { formatDate } from "~/lib/format";
import { exportListParams, loadList } from "~/lib/list/load-list.server";
import { requireRole, requireRoleOr403 } from "~/auth-edge/guards.server";
import { ARTIST_TYPE } from "~/modules/people/labels";
import { exportArtists, getAdminArtistsView } from "~/modules/people/queries.server";
import { saveArtist } from "~/modules/people/save-artist.server";
import { artistList } from "~/modules/people/validation";
import { admin, linkTo, pageTitle } from "~/registry";
import { BackOfficeHeader, DataTable, DataTableError, defineIntents, IntentButton, type Column } from "~/ui/back-office";
import { exportRequested, exportResponse } from "~/ui/back-office/export.server";
import { runIntents } from "~/ui/back-office/intents.server";
import { Badge } from "~/ui/badge";
import { ButtonLink, buttonClass } from "~/ui/button";

export const meta: Route.MetaFunction = () => [{ title: pageTitle(admin, admin.pages.artists) }];

export async function loader({ request }: Route.LoaderArgs) {
  const actor = await requireRole(request, "admin");
  if (exportRequested(request)) return exportResponse(request, await exportArtists(actor, exportListParams(request, artistList)));
  return loadList(request, artistList, (params) => getAdminArtistsView(actor, params));
}

const intents = defineIntents({
  verify: { label: "Verifizieren", success: "Artist verifiziert", bulk: true },
  unverify: { label: "Verifizierung entfernen", success: "Verifizierung entfernt", bulk: true },
  feature: { label: "Hervorheben", success: "Artist hervorgehoben", bulk: true },
  unfeature: { label: "Nicht mehr hervorheben", success: "Hervorhebung entfernt", bulk: true },
  activate: { label: "Aktivieren", success: "Artist aktiviert", bulk: true },
  deactivate: {
    label: "Deaktivieren",
    success: "Artist deaktiviert",
    tone: "danger",
    bulk: true,
    confirm: { title: "Artists deaktivieren?", body: "Deaktivierte Artists verschwinden von den Stadtseiten und aus der Suche. Sie können sie jederzeit wieder aktivieren." },
  },
});

export async function action({ request }: Route.ActionArgs) {
  const actor = await requireRoleOr403(request, "admin");
  const set = (values: { isVerified?: boolean; isFeatured?: boolean; isActive?: boolean }) => ({ id }: { id: string }) => saveArtist({ actor, id, values });
  return runIntents(request, intents, {
    verify: set({ isVerified: true }),
    unverify: set({ isVerified: false }),
    feature: set({ isFeatured: true }),
    unfeature: set({ isFeatured: false }),
    activate: set({ isActive: true }),
    deactivate: set({ isActive: false }),
  });
}

type Row = Awaited<ReturnType<typeof getAdminArtistsView>>["rows"][number];

const columns: Array<Column<Row>> = [
  {
    id: "name",
    header: "Artist",
    meta: { sortKey: "name", primary: true },
    cell: ({ row: { original: a } }) => (
      <div className="flex min-w-0 items-center gap-3 md:max-w-64">
        <img src={a.imageUrl} alt="" width={44} height={44} loading="lazy" className="size-11 shrink-0 rounded-full bg-sand object-cover" />
        <div className="min-w-0">
          <Link to={a.editHref} className="font-semibold text-ink hover:text-primary-strong hover:underline">
            {a.name}
          </Link>
          <p className="truncate text-xs text-muted">{[a.genre, a.location, a.bookable ? "buchbar" : null].filter(Boolean).join(" · ") || "–"}</p>
        </div>
      </div>
    ),
  },
  { id: "type", header: "Art", meta: { sortKey: "type" }, cell: ({ row: { original: a } }) => ARTIST_TYPE.label(a.type) },
  { id: "city", header: "Stadt", cell: ({ row: { original: a } }) => (a.cityId ? (CITY_NAMES[a.cityId as keyof typeof CITY_NAMES] ?? a.cityId) : "–") },
  {
    id: "status",
    header: "Status",
    cell: ({ row: { original: a } }) => (
      <div className="flex flex-wrap gap-1">
        {a.isActive ? null : <Badge tone="neutral">Inaktiv</Badge>}
        {a.isVerified ? <Badge tone="success">Verifiziert</Badge> : null}
        {a.isFeatured ? <Badge tone="primary">Hervorgehoben</Badge> : null}
        {a.isActive && !a.isVerified && !a.isFeatured ? <span className="text-muted">Aktiv</span> : null}
      </div>
    ),
  },
  { id: "created", header: "Angelegt", meta: { sortKey: "created" }, cell: ({ row: { original: a } }) => formatDate(a.createdAt) },
];

const yesNo = (yes: string, no: string) => [
  { value: "yes", label: yes },
  { value: "no", label: no },
];

const icon = buttonClass("ghost", "sm", "max-md:px-3 md:size-9 md:px-0");

export default function AdminArtists({ loaderData: list }: Route.ComponentProps) {
  return (
    <div className="flex flex-col gap-6">
      <BackOfficeHeader
        eyebrow="Inhalte verwalten"
        title="Artists"
        actions={
          <ButtonLink to={linkTo(admin, "artistCreate")}>
            <Plus aria-hidden="true" className="size-4" /> Neue:r Artist
          </ButtonLink>
        }
      >
        Musiker:innen, Bands, DJs und Künstler:innen aller Städte – prüfen, hervorheben und pflegen.
      </BackOfficeHeader>
      <DataTable
        caption="Artists"
        list={list}
        columns={columns}
        rowId={(a) => a.id}
        rowLabel={(a) => a.name}
        search={{ label: "Suche", placeholder: "Name, Genre oder Ort" }}
        filters={[
          { name: "type", label: "Art", allLabel: "Alle Arten", options: ARTIST_TYPE.options() },
          { name: "city", label: "Stadt", allLabel: "Alle Städte", options: CITY_IDS.map((c) => ({ value: c, label: CITY_NAMES[c] })) },
          { name: "verified", label: "Verifiziert", allLabel: "Alle", options: yesNo("Verifiziert", "Nicht verifiziert") },
          { name: "featured", label: "Hervorgehoben", allLabel: "Alle", options: yesNo("Hervorgehoben", "Nicht hervorgehoben") },
          { name: "active", label: "Sichtbarkeit", allLabel: "Alle", options: yesNo("Aktiv", "Inaktiv") },
        ]}
        bulk={{ intents, keys: ["verify", "feature", "unfeature", "activate", "deactivate"] }}
        exportBase={linkTo(admin, "artists")}
        rowActions={(a) => (
          <>
            <Link to={a.editHref} className={icon} title="Bearbeiten">
              <Pencil aria-hidden="true" className="size-4" />
              <span className="max-md:not-sr-only md:sr-only">Bearbeiten</span>
              <span className="sr-only">: {a.name}</span>
            </Link>
            <Link to={`${linkTo(admin, "events")}?artist=${a.id}`} className={icon} title="Events">
              <CalendarDays aria-hidden="true" className="size-4" />
              <span className="max-md:not-sr-only md:sr-only">Events</span>
              <span className="sr-only">: {a.name}</span>
            </Link>
            <IntentButton intent={a.isVerified ? "unverify" : "verify"} spec={intents[a.isVerified ? "unverify" : "verify"]} id={a.id} variant="ghost" className={icon} title={a.isVerified ? "Verifizierung entfernen" : "Verifizieren"}>
              <BadgeCheck aria-hidden="true" className={a.isVerified ? "size-4 text-success" : "size-4"} />
              <span className="max-md:not-sr-only md:sr-only">{a.isVerified ? "Verifizierung entfernen" : "Verifizieren"}</span>
              <span className="sr-only">: {a.name}</span>
            </IntentButton>
            <IntentButton intent={a.isFeatured ? "unfeature" : "feature"} spec={intents[a.isFeatured ? "unfeature" : "feature"]} id={a.id} variant="ghost" className={icon} title={a.isFeatured ? "Nicht mehr hervorheben" : "Hervorheben"}>
              <Star aria-hidden="true" className={a.isFeatured ? "size-4 fill-current text-primary" : "size-4"} />
              <span className="max-md:not-sr-only md:sr-only">{a.isFeatured ? "Nicht mehr hervorheben" : "Hervorheben"}</span>
              <span className="sr-only">: {a.name}</span>
            </IntentButton>
            {a.isActive ? (
              <IntentButton intent="deactivate" spec={intents.deactivate} id={a.id} variant="ghost" className={icon} confirmTitle={`„${a.name}“ deaktivieren?`}>
                <EyeOff aria-hidden="true" className="size-4" />
                <span className="max-md:not-sr-only md:sr-only">Deaktivieren</span>
                <span className="sr-only">: {a.name}</span>
              </IntentButton>
            ) : (
              <IntentButton intent="activate" spec={intents.activate} id={a.id} variant="ghost" className={icon} title="Aktivieren">
                <Eye aria-hidden="true" className="size-4" />
                <span className="max-md:not-sr-only md:sr-only">Aktivieren</span>
                <span className="sr-only">: {a.name}</span>
              </IntentButton>
            )}
          </>
        )}
        empty={{
          icon: <Mic2 className="size-10" />,
          title: "Noch keine Artists",
          body: "Legen Sie Musiker:innen, Bands oder DJs an – sie erscheinen auf den Stadtseiten und bei ihren Events.",
          action: <ButtonLink to={linkTo(admin, "artistCreate")}>Artist anlegen</ButtonLink>,
        }}
      />
    </div>
  );
}

export function ErrorBoundary() {
  return <DataTableError retryHref={linkTo(admin, "artists")} />;
}

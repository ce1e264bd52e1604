import { ChevronLeft, ChevronRight, Crosshair, Map as MapIcon, SlidersHorizontal, X } from "lucide-react";
import { useEffect, useMemo, useRef, useState } from "react";
import { Form, Link, useLocation, useNavigate, useNavigation } from "react-router";
import { formatMoney, formatMoneyInput } from "~/lib/format";
import { EventCard } from "~/modules/events/components/event-card";
import { RADIUS_OPTIONS, withParams } from "~/modules/events/list-params";
import type { EventListData } from "~/modules/events/list-loader.server";
import { useSelectedLocation } from "~/modules/cities/use-selected-location";
import { DatePicker, formatGermanDate } from "~/ui/date-picker";
import { EmptyState } from "~/ui/empty-state";
import { MapView } from "~/modules/places/components/map-view";
import { PageHeader } from "~/ui/page-header";
import type { CityId } from "~/lib/cities";

const control =
  "min-h-11 w-full min-w-0 rounded-xl border border-line bg-white px-3 text-sm text-ink focus:border-secondary focus:outline-none";

function centsToInput(c: number | undefined) {
  return formatMoneyInput(c, { dropZeroCents: true }) ?? "";
}

/** The list of /events, /workshops and /activities: filters in the URL, cards, paging. */
export function EventListPage({
  data,
  city,
  cityName,
  title,
  eyebrow,
  intro,
  basePath,
  emptyTitle,
}: {
  data: EventListData;
  city: CityId;
  cityName: string;
  title: string;
  eyebrow: string;
  intro: string;
  basePath: string;
  emptyTitle: string;
}) {
  const location = useLocation();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const search = new URLSearchParams(location.search);
  const p = data.params;
  const selected = useSelectedLocation(city);
  const detailsRef = useRef<HTMLDetailsElement>(null);
  const [showMap, setShowMap] = useState(false);
  const markers = useMemo(
    () =>
      data.events.flatMap((e) =>
        e.latitude != null && e.longitude != null
          ? [{ lat: e.latitude, lng: e.longitude, label: `${e.title} – ${e.venueName ?? ""}`, href: `${basePath}/${e.slug}` }]
          : [],
      ),
    [data.events, basePath],
  );

  // filters start folded on phones; wide screens show them beside the list
  useEffect(() => {
    if (window.matchMedia("(min-width: 1024px)").matches && detailsRef.current) detailsRef.current.open = true;
  }, []);

  // The radius chosen in the location picker becomes a URL filter (shareable) unless the URL says otherwise.
  useEffect(() => {
    if (search.has("radius")) return;
    if (selected.searchType === "radius" && selected.id === city) {
      void navigate(withParams(search, { radius: selected.radius, page: undefined }), { replace: true, preventScrollReset: true });
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [selected.searchType, selected.radius, selected.id]);

  const active: Array<{ key: string; label: string }> = [];
  const catName = data.categories.find((c) => c.id === p.category)?.name;
  if (p.category) active.push({ key: "category", label: catName ?? p.category });
  if (p.q) active.push({ key: "q", label: `„${p.q}“` });
  if (p.from) active.push({ key: "from", label: `ab ${formatGermanDate(p.from)}` });
  if (p.to) active.push({ key: "to", label: `bis ${formatGermanDate(p.to)}` });
  if (p.min != null) active.push({ key: "min", label: `ab ${formatMoney(p.min)}` });
  if (p.max != null) active.push({ key: "max", label: `bis ${formatMoney(p.max)}` });
  if (p.venue) active.push({ key: "venue", label: `Ort: ${p.venue}` });
  if (p.featured) active.push({ key: "featured", label: "Nur Highlights" });
  if (p.radius) active.push({ key: "radius", label: `${p.radius} km um ${cityName}` });

  const radiusOptions: number[] = [...RADIUS_OPTIONS];
  if (p.radius && !radiusOptions.includes(p.radius)) radiusOptions.push(p.radius);
  radiusOptions.sort((a, b) => a - b);

  return (
    <main className="container-page py-10">
      <PageHeader eyebrow={eyebrow} title={title}>
        {intro}
      </PageHeader>
      <div className="mt-8 grid gap-8 lg:grid-cols-[18rem_1fr]">
        <aside aria-labelledby="filter-title">
          <details ref={detailsRef} className="group rounded-[var(--radius-card)] border border-line bg-white" open={active.length > 0 ? true : undefined}>
            <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between px-5 font-semibold lg:pointer-events-none">
              <span id="filter-title" className="flex items-center gap-2">
                <SlidersHorizontal aria-hidden="true" className="size-5 text-primary" /> Filter
              </span>
              <span className="text-sm text-muted lg:hidden">{active.length > 0 ? `${active.length} aktiv` : "einblenden"}</span>
            </summary>
            <Form method="get" action={basePath} className="grid gap-4 border-t border-line p-5" preventScrollReset>
              <label className="grid gap-1.5 text-sm font-medium">
                Suche
                <input name="q" type="search" defaultValue={p.q ?? ""} maxLength={100} placeholder="Titel oder Beschreibung" className={control} />
              </label>
              <label className="grid gap-1.5 text-sm font-medium">
                Kategorie
                <select name="category" defaultValue={p.category ?? ""} className={control}>
                  <option value="">Alle Kategorien</option>
                  {data.categories.map((c) => (
                    <option key={c.id} value={c.id}>
                      {c.name}
                    </option>
                  ))}
                </select>
              </label>
              <fieldset className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-1">
                <legend className="mb-1.5 text-sm font-medium">Zeitraum</legend>
                <DatePicker key={`from-${p.from ?? ""}`} compact name="from" label="Von" defaultValue={p.from} max={p.to} />
                <DatePicker key={`to-${p.to ?? ""}`} compact name="to" label="Bis" defaultValue={p.to} min={p.from} />
              </fieldset>
              <fieldset className="grid grid-cols-2 gap-3">
                <legend className="mb-1.5 text-sm font-medium">Preis (€)</legend>
                <label className="grid gap-1 text-xs text-muted">
                  Mindestens
                  <input name="min" inputMode="decimal" defaultValue={centsToInput(p.min)} placeholder="0" className={control} />
                </label>
                <label className="grid gap-1 text-xs text-muted">
                  Höchstens
                  <input name="max" inputMode="decimal" defaultValue={centsToInput(p.max)} placeholder="100" className={control} />
                </label>
              </fieldset>
              <label className="grid gap-1.5 text-sm font-medium">
                Veranstaltungsort
                <input name="venue" defaultValue={p.venue ?? ""} maxLength={100} placeholder="z. B. Kulturwerft" className={control} />
              </label>
              <label className="grid gap-1.5 text-sm font-medium">
                <span className="flex items-center gap-1.5">
                  <Crosshair aria-hidden="true" className="size-4 text-secondary" /> Umkreis um {cityName}
                </span>
                <select name="radius" defaultValue={p.radius ? String(p.radius) : ""} className={control}>
                  <option value="">Ganze Stadt</option>
                  {radiusOptions.map((r) => (
                    <option key={r} value={r}>
                      {r} km
                    </option>
                  ))}
                </select>
              </label>
              {p.lat != null && p.lng != null ? (
                <>
                  <input type="hidden" name="lat" value={p.lat} />
                  <input type="hidden" name="lng" value={p.lng} />
                </>
              ) : null}
              <label className="flex min-h-11 items-center gap-3 text-sm font-medium">
                <input type="checkbox" name="featured" value="1" defaultChecked={p.featured} className="size-5 accent-[var(--color-primary)]" />
                Nur Highlights
              </label>
              <button type="submit" className="min-h-11 rounded-full bg-primary px-5 text-sm font-semibold text-white hover:bg-primary-strong">
                Filter anwenden
              </button>
              {active.length > 0 ? (
                <Link to={`${basePath}?radius=`} className="text-center text-sm font-semibold text-muted underline">
                  Alle Filter zurücksetzen
                </Link>
              ) : null}
            </Form>
          </details>
        </aside>
        <section aria-labelledby="result-title" aria-busy={navigation.state === "loading"}>
          <h2 id="result-title" className="sr-only">
            Ergebnisse
          </h2>
          {active.length > 0 ? (
            <ul className="mb-5 flex flex-wrap gap-2" aria-label="Aktive Filter">
              {active.map((a) => (
                <li key={a.key}>
                  <Link
                    to={`${basePath}${withParams(search, { [a.key]: a.key === "radius" ? "" : undefined, page: undefined })}`}
                    preventScrollReset
                    className="inline-flex min-h-9 items-center gap-1.5 rounded-full bg-secondary-soft px-3 text-sm font-medium text-secondary hover:bg-secondary hover:text-white"
                    aria-label={`Filter entfernen: ${a.label}`}
                  >
                    {a.label} <X aria-hidden="true" className="size-3.5" />
                  </Link>
                </li>
              ))}
            </ul>
          ) : null}
          {markers.length > 0 ? (
            <div className="mb-5">
              <button
                type="button"
                onClick={() => setShowMap((v) => !v)}
                aria-expanded={showMap}
                aria-controls="event-map"
                className="inline-flex min-h-11 items-center gap-2 rounded-full border border-line bg-white px-4 text-sm font-semibold hover:border-ink/40"
              >
                <MapIcon aria-hidden="true" className="size-4 text-secondary" /> {showMap ? "Karte ausblenden" : "Auf der Karte zeigen"}
              </button>
              {showMap ? (
                <div id="event-map" className="mt-3">
                  <MapView markers={markers} zoom={12} title="Karte der Events auf dieser Seite" />
                </div>
              ) : null}
            </div>
          ) : null}
          {data.events.length === 0 ? (
            <EmptyState title={emptyTitle}>
              {active.length > 0 ? "Lockern Sie die Filter oder wählen Sie einen größeren Umkreis." : "Schauen Sie bald wieder vorbei."}
            </EmptyState>
          ) : (
            <ul className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3" data-testid="event-list">
              {data.events.map((e, i) => (
                <li key={e.id}>
                  <EventCard event={e} city={city} priority={i < 3} headingLevel={3} distanceKm={e.distanceKm} />
                </li>
              ))}
            </ul>
          )}
          {data.page > 1 || data.hasNext ? (
            <nav aria-label="Seiten" className="mt-8 flex items-center justify-between gap-3">
              {data.page > 1 ? (
                <Link
                  to={`${basePath}${withParams(search, { page: data.page - 1 > 1 ? data.page - 1 : undefined })}`}
                  className="inline-flex min-h-11 items-center gap-1 rounded-full border border-line bg-white px-4 text-sm font-semibold"
                >
                  <ChevronLeft aria-hidden="true" className="size-4" /> Vorherige Seite
                </Link>
              ) : (
                <span />
              )}
              <span className="text-sm text-muted">Seite {data.page}</span>
              {data.hasNext ? (
                <Link
                  to={`${basePath}${withParams(search, { page: data.page + 1 })}`}
                  className="inline-flex min-h-11 items-center gap-1 rounded-full border border-line bg-white px-4 text-sm font-semibold"
                >
                  Nächste Seite <ChevronRight aria-hidden="true" className="size-4" />
                </Link>
              ) : (
                <span />
              )}
            </nav>
          ) : null}
        </section>
      </div>
    </main>
  );
}

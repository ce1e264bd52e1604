import { CalendarDays, FileText, MapPin, Music, Search, SearchX, Store } from "lucide-react";
import { Form, Link } from "react-router";
import type { Route } from "./+types/search";
import { formatDate } from "~/lib/format";
import { SEARCH_MIN_CHARS } from "~/modules/search/query-text";
import { elsewhereLabel, parseRadiusParam, SEARCH_GROUP_LABELS } from "~/modules/search/labels";
import { recordSearch } from "~/modules/reporting/record-search.server";
import { resultCount, searchInCity, type SearchHit } from "~/modules/search/search.server";
import { CITY_NAMES, isCityId } from "~/lib/cities";
import { EmptyState } from "~/ui/empty-state";
import { pageUrl } from "~/lib/page-url.server";
import { cleanQueryText } from "~/lib/query-text";
import { city as cityArea, pageTitle } from "~/registry";

const FULL_LIMITS = { events: 24, places: 12, posts: 12, artists: 12, businesses: 12 };

export async function loader({ request, params }: Route.LoaderArgs) {
  const url = pageUrl(request);
  const q = cleanQueryText(url.searchParams.get("q") ?? "");
  const radius = parseRadiusParam(url.searchParams.get("radius"));
  if (q.length < SEARCH_MIN_CHARS) return { q, radius, results: null };
  const results = await searchInCity(q, FULL_LIMITS, params.city, radius);
  // counted for the admins' analytics ('Suchen ohne Ergebnis'); never waits for or fails the page
  void recordSearch({ q, cityId: params.city, results: resultCount(results) });
  return { q, radius, results };
}

export const meta: Route.MetaFunction = ({ data }) => [
  { title: pageTitle(cityArea, data?.q ? { title: `${cityArea.pages.search.title}: ${data.q}` } : cityArea.pages.search) },
  { name: "robots", content: "noindex, follow" },
];

const GROUPS = [
  { key: "events", label: SEARCH_GROUP_LABELS.events, icon: CalendarDays },
  { key: "places", label: SEARCH_GROUP_LABELS.places, icon: MapPin },
  { key: "posts", label: SEARCH_GROUP_LABELS.posts, icon: FileText },
  { key: "artists", label: SEARCH_GROUP_LABELS.artists, icon: Music },
  { key: "businesses", label: SEARCH_GROUP_LABELS.businesses, icon: Store },
] as const;

function HitLink({ h, city, icon: Icon }: { h: SearchHit; city: string; icon: typeof Search }) {
  return (
    <Link to={`/${h.cityId ?? city}/${h.path}`} className="flex min-h-16 min-w-0 items-center gap-4 rounded-2xl border border-line bg-white p-3 hover:shadow-md">
      {h.imageUrl ? (
        <img src={h.imageUrl} alt="" width={96} height={64} loading="lazy" className="h-16 w-24 shrink-0 rounded-xl object-cover" />
      ) : (
        <span aria-hidden="true" className="flex h-16 w-24 shrink-0 items-center justify-center rounded-xl bg-secondary-soft text-secondary">
          <Icon className="size-6" />
        </span>
      )}
      <span className="min-w-0">
        <span className="block font-semibold break-words">{h.title}</span>
        <span className="block truncate text-sm text-muted">
          {h.date ? `${formatDate(h.date)} · ` : ""}
          {h.subtitle}
        </span>
      </span>
    </Link>
  );
}

export default function SearchPage({ loaderData, params }: Route.ComponentProps) {
  const { q, radius, results } = loaderData;
  const city = params.city;
  const cityName = isCityId(city) ? CITY_NAMES[city] : city;
  const elsewhere = results?.elsewhere ?? [];
  const total = results ? GROUPS.reduce((n, g) => n + results[g.key].length, 0) + elsewhere.reduce((n, g) => n + g.hits.length, 0) : 0;
  return (
    <main className="container-page py-10">
      <h1 className="text-3xl font-bold md:text-5xl">{results ? <>Suchergebnisse für „{q}“</> : "Suche"}</h1>
      <p className="mt-2 text-muted">{radius ? `Im Umkreis von ${radius} km um ${cityName}` : `In ${cityName}`}</p>
      <Form method="get" action={`/${city}/search`} role="search" className="mt-6 flex max-w-2xl gap-2">
        {radius ? <input type="hidden" name="radius" value={radius} /> : null}
        <label htmlFor="search-page-q" className="sr-only">
          Suchbegriff
        </label>
        <div className="relative flex-1">
          <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-muted" />
          <input
            id="search-page-q"
            name="q"
            type="search"
            defaultValue={q}
            minLength={SEARCH_MIN_CHARS}
            maxLength={100}
            required
            placeholder="Events, Orte, Artists, Artikel …"
            className="min-h-12 w-full rounded-full border border-line bg-white pr-4 pl-12 focus:border-secondary focus:outline-none"
          />
        </div>
        <button type="submit" className="min-h-12 rounded-full bg-primary px-6 font-semibold text-white hover:bg-primary-strong">
          Suchen
        </button>
      </Form>
      {!results ? (
        <p className="mt-6 text-muted">
          {q ? `Bitte geben Sie mindestens ${SEARCH_MIN_CHARS} Zeichen ein.` : "Wonach suchen Sie? Events, Orte, Artists, Artikel und Unternehmen."}
        </p>
      ) : total === 0 ? (
        <EmptyState className="mt-8" icon={<SearchX className="size-10" />} title="Keine Ergebnisse">
          Für „{q}“ haben wir nichts gefunden. Prüfen Sie die Schreibweise oder versuchen Sie einen allgemeineren Begriff.
        </EmptyState>
      ) : (
        <div className="mt-10 grid gap-10">
          {GROUPS.map((g) => {
            const hits: SearchHit[] = results[g.key];
            if (hits.length === 0) return null;
            return (
              <section key={g.key} aria-labelledby={`sg-${g.key}`}>
                <h2 id={`sg-${g.key}`} className="flex items-center gap-2 text-2xl font-bold">
                  <g.icon aria-hidden="true" className="size-6 text-primary" /> {g.label}
                  <span className="shrink-0 text-base font-normal whitespace-nowrap text-muted">({hits.length})</span>
                </h2>
                <ul className="mt-4 grid gap-3 md:grid-cols-2">
                  {hits.map((h) => (
                    <li key={h.id} className="min-w-0">
                      <HitLink h={h} city={city} icon={g.icon} />
                    </li>
                  ))}
                </ul>
              </section>
            );
          })}
          {elsewhere.map((g) => (
            <section key={g.cityId} aria-labelledby={`sg-city-${g.cityId}`} className="rounded-[var(--radius-card)] bg-sand/60 p-5">
              <h2 id={`sg-city-${g.cityId}`} className="flex items-center gap-2 text-xl font-bold">
                <MapPin aria-hidden="true" className="size-5 text-secondary" /> {elsewhereLabel(g.cityName)}
                <span className="shrink-0 text-base font-normal whitespace-nowrap text-muted">({g.hits.length})</span>
              </h2>
              <ul className="mt-4 grid gap-3 md:grid-cols-2">
                {g.hits.map((h) => (
                  <li key={h.id} className="min-w-0">
                    <HitLink h={h} city={city} icon={h.kind === "event" ? CalendarDays : MapPin} />
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}
    </main>
  );
}

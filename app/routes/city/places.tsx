import { MapPinOff, Search } from "lucide-react";
import { Form, useLocation } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/places";
import { ChipFilter } from "~/ui/chip-filter";
import { Pager } from "~/ui/pager";
import { PlaceCard } from "~/modules/places/components/place-card";
import { placeCategoryLabel, VENUE_TYPE_LABELS } from "~/modules/places/labels";
import { listPlaces, placeFacets } from "~/modules/places/queries.server";
import { useCity } from "~/routes/city/layout";
import { EmptyState } from "~/ui/empty-state";
import { PageHeader } from "~/ui/page-header";
import { pageUrl } from "~/lib/page-url.server";
import { queryText } from "~/lib/query-text";
import { zPageNumber } from "~/lib/input";
import { city as cityArea, pageTitle } from "~/registry";

const schema = z.object({
  category: z.string().regex(/^[a-z_]{1,40}$/).optional().catch(undefined),
  type: z.string().regex(/^[a-z_]{1,40}$/).optional().catch(undefined),
  q: queryText(100),
  page: zPageNumber(1000).optional().catch(undefined),
});

export async function loader({ request, params }: Route.LoaderArgs) {
  const f = schema.parse(Object.fromEntries(pageUrl(request).searchParams));
  const [list, facets] = await Promise.all([listPlaces({ cityId: params.city, ...f }), placeFacets(params.city)]);
  return { ...list, facets, filters: f };
}

export const meta: Route.MetaFunction = ({ params }) => [
  { title: pageTitle(cityArea, cityArea.pages.places) },
  { name: "description", content: "Cafés, Restaurants, Clubs, Museen und Bühnen – die besten Orte Ihrer Stadt." },
  { tagName: "link", rel: "canonical", href: `/${params.city}/places` },
];

export default function Places({ loaderData }: Route.ComponentProps) {
  const city = useCity();
  const { search } = useLocation();
  const base = `/${city.id}/places`;
  const { facets, filters } = loaderData;
  return (
    <main className="container-page py-10">
      <PageHeader eyebrow="Orte" title={`Orte in ${city.name}`}>
        Cafés, Restaurants, Clubs, Museen und Bühnen – entdecken Sie, wo in {city.name} das Leben spielt.
      </PageHeader>
      <div className="mt-8 grid gap-6">
        <Form method="get" action={base} role="search" className="flex max-w-xl gap-2">
          {filters.category ? <input type="hidden" name="category" value={filters.category} /> : null}
          {filters.type ? <input type="hidden" name="type" value={filters.type} /> : null}
          <label htmlFor="place-q" className="sr-only">
            Orte durchsuchen
          </label>
          <div className="relative flex-1">
            <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-muted" />
            <input id="place-q" name="q" type="search" defaultValue={filters.q ?? ""} placeholder="Name, Adresse …" className="min-h-11 w-full rounded-full border border-line bg-white pr-4 pl-10 text-sm focus:border-secondary focus:outline-none" />
          </div>
          <button type="submit" className="min-h-11 rounded-full bg-primary px-5 text-sm font-semibold text-white hover:bg-primary-strong">
            Suchen
          </button>
        </Form>
        <ChipFilter
          label="Kategorie"
          param="category"
          current={filters.category}
          search={search}
          basePath={base}
          options={facets.categories.map((c) => ({ value: c, label: placeCategoryLabel(c) }))}
        />
        <ChipFilter
          label="Art"
          param="type"
          current={filters.type}
          search={search}
          basePath={base}
          options={facets.types.map((t) => ({ value: t, label: VENUE_TYPE_LABELS[t] ?? t }))}
        />
      </div>
      <section aria-labelledby="results-title" className="mt-8">
        <h2 id="results-title" className="sr-only">
          Ergebnisse
        </h2>
        {loaderData.places.length === 0 ? (
          <EmptyState icon={<MapPinOff className="size-10" />} title="Keine Orte gefunden">
            Versuchen Sie eine andere Kategorie oder einen anderen Suchbegriff.
          </EmptyState>
        ) : (
          <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
            {loaderData.places.map((p) => (
              <li key={p.id}>
                <PlaceCard place={p} city={city.id} />
              </li>
            ))}
          </ul>
        )}
        <Pager page={loaderData.page} hasNext={loaderData.hasNext} search={search} basePath={base} />
      </section>
    </main>
  );
}

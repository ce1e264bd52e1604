import { Search, UserX } from "lucide-react";
import { Form, useLocation } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/artists";
import { ChipFilter } from "~/ui/chip-filter";
import { Pager } from "~/ui/pager";
import { ArtistCard } from "~/modules/people/components/artist-card";
import { ARTIST_TYPE } from "~/modules/people/labels";
import { listArtists } from "~/modules/people/queries.server";
import { useCity } from "~/routes/city/layout";
import { EmptyState } from "~/ui/empty-state";
import { PageHeader } from "~/ui/page-header";
import { pageUrl } from "~/lib/page-url.server";
import { queryText } from "~/lib/query-text";
import { zPageNumber } from "~/lib/input";
import { city as cityArea, pageTitle } from "~/registry";

const schema = z.object({
  type: z.string().optional().catch(undefined).transform((v) => (ARTIST_TYPE.has(v) ? v : undefined)),
  q: queryText(100),
  page: zPageNumber(1000).optional().catch(undefined),
});

export async function loader({ request }: Route.LoaderArgs) {
  const f = schema.parse(Object.fromEntries(pageUrl(request).searchParams));
  return { ...(await listArtists(f)), filters: f };
}

export const meta: Route.MetaFunction = ({ params }) => [
  { title: pageTitle(cityArea, cityArea.pages.artists) },
  { name: "description", content: "Musiker:innen, Bands, DJs, Comedians und Künstler:innen aus der Region – entdecken und buchen." },
  { tagName: "link", rel: "canonical", href: `/${params.city}/artists` },
];

export default function Artists({ loaderData }: Route.ComponentProps) {
  const city = useCity();
  const { search } = useLocation();
  const base = `/${city.id}/artists`;
  const { filters } = loaderData;
  return (
    <main className="container-page py-10">
      <PageHeader eyebrow="Artists" title="Künstler:innen aus der Region">
        Musik, Bühne, Kunst und Worte – lernen Sie die Menschen hinter den Events kennen.
      </PageHeader>
      <div className="mt-8 grid gap-6">
        <Form method="get" action={base} role="search" className="flex max-w-xl gap-2">
          {filters.type ? <input type="hidden" name="type" value={filters.type} /> : null}
          <label htmlFor="artist-q" className="sr-only">
            Artists durchsuchen
          </label>
          <div className="relative flex-1">
            <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-muted" />
            <input id="artist-q" name="q" type="search" defaultValue={filters.q ?? ""} placeholder="Name, Genre …" className="min-h-11 w-full rounded-full border border-line bg-white pr-4 pl-10 text-sm focus:border-secondary focus:outline-none" />
          </div>
          <button type="submit" className="min-h-11 rounded-full bg-primary px-5 text-sm font-semibold text-white hover:bg-primary-strong">
            Suchen
          </button>
        </Form>
        <ChipFilter
          label="Art"
          param="type"
          current={filters.type}
          search={search}
          basePath={base}
          options={ARTIST_TYPE.options()}
        />
      </div>
      <section aria-labelledby="results-title" className="mt-8">
        <h2 id="results-title" className="sr-only">
          Ergebnisse
        </h2>
        {loaderData.artists.length === 0 ? (
          <EmptyState icon={<UserX className="size-10" />} title="Keine Artists gefunden">
            Versuchen Sie eine andere Art oder einen anderen Suchbegriff.
          </EmptyState>
        ) : (
          <ul className="grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-4 md:gap-5">
            {loaderData.artists.map((a) => (
              <li key={a.id}>
                <ArtistCard artist={a} city={city.id} />
              </li>
            ))}
          </ul>
        )}
        <Pager page={loaderData.page} hasNext={loaderData.hasNext} search={search} basePath={base} />
      </section>
    </main>
  );
}

import { ArrowRight, CalendarX, Newspaper, Search, SearchX } from "lucide-react";
import { Form, Link } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/home";
import { formatDate } from "~/lib/format";
import { queryText } from "~/lib/query-text";
import { CityHero } from "~/modules/cities/components/city-hero";
import { EventCard } from "~/modules/events/components/event-card";
import { getCityHomeView } from "~/modules/content/city-home-view.server";
import { useCity } from "~/routes/city/layout";
import { EmptyState } from "~/ui/empty-state";
import { LazyHydrate } from "~/ui/lazy-hydrate";
import type { DeferScriptsHandle } from "~/lib/defer-scripts.server";
import { pageUrl } from "~/lib/page-url.server";

const querySchema = z.object({ q: queryText(100) });

export async function loader({ params, request }: Route.LoaderArgs) {
  const { q } = querySchema.parse(Object.fromEntries(pageUrl(request).searchParams));
  const term = q && q.length > 0 ? q : undefined;
  const home = await getCityHomeView(params.city, term);
  return { ...home, q: term ?? "" };
}

/** Read first: the JavaScript loads after the first paint (app/lib/defer-scripts.server.ts). */
export const handle: DeferScriptsHandle = { deferScripts: true };

export const meta: Route.MetaFunction = ({ params, matches }) => {
  const city = (matches.find((m) => m?.id === "routes/city/layout")?.data as { city?: { name: string } } | undefined)?.city;
  const name = city?.name ?? "Ihrer Stadt";
  return [
    { title: `Stadtpuls ${name} – Events, Orte und Tickets` },
    { name: "description", content: `Konzerte, Theater, Workshops, Orte und Tickets – entdecken Sie, was in ${name} los ist.` },
    { property: "og:title", content: `Stadtpuls ${name}` },
    { property: "og:type", content: "website" },
    { tagName: "link", rel: "canonical", href: `/${params.city}` },
  ];
};

function HomeSearch({ q, city }: { q: string; city: string }) {
  return (
    <Form method="get" action={`/${city}`} role="search" aria-label="Events durchsuchen" className="flex gap-2" preventScrollReset>
      <label htmlFor="home-search" className="sr-only">
        Events nach Titel oder Beschreibung durchsuchen
      </label>
      <div className="relative flex-1">
        <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-muted" />
        <input
          id="home-search"
          name="q"
          type="search"
          defaultValue={q}
          maxLength={100}
          placeholder="Konzert, Lesung, Flohmarkt …"
          className="min-h-13 w-full rounded-full border-0 bg-white pr-4 pl-12 text-base text-ink shadow-lg placeholder:text-muted focus:outline-3 focus:outline-secondary"
        />
      </div>
      <button type="submit" className="min-h-13 rounded-full bg-primary px-6 font-semibold text-white shadow-lg hover:bg-primary-strong">
        Suchen
      </button>
    </Form>
  );
}

export default function CityHome({ loaderData }: Route.ComponentProps) {
  const city = useCity();
  const { rows, blog, search, q } = loaderData;
  return (
    <>
      <CityHero city={city}>
        <HomeSearch q={q} city={city.id} />
      </CityHero>
      <main className="pb-16">
        {search ? (
          <section aria-labelledby="search-results" className="container-page pt-10">
            <div className="flex flex-wrap items-baseline justify-between gap-3">
              <h2 id="search-results" className="text-2xl font-bold md:text-3xl">
                Suchergebnisse für „{q}“
              </h2>
              <Link to={`/${city.id}`} className="inline-flex min-h-11 items-center text-sm font-semibold text-primary-strong underline">
                Suche zurücksetzen
              </Link>
            </div>
            {search.length === 0 ? (
              <EmptyState className="mt-6" icon={<SearchX className="size-10" />} title="Keine Events gefunden">
                Versuchen Sie einen anderen Begriff oder stöbern Sie in allen{" "}
                <Link className="font-semibold text-primary-strong underline" to={`/${city.id}/events`}>
                  Events
                </Link>
                .
              </EmptyState>
            ) : (
              <ul className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
                {search.map((e) => (
                  <li key={e.id}>
                    <EventCard event={e} city={city.id} />
                  </li>
                ))}
              </ul>
            )}
          </section>
        ) : null}

        {blog.length > 0 ? <BlogTeaser city={city.id} posts={blog} /> : null}

        {rows.map((row) => (
          <section
            key={row.id}
            aria-labelledby={`row-${row.id}`}
            // rows off screen skip layout and paint until they come near the viewport
            className="container-page pt-12 [contain-intrinsic-size:auto_34rem] [content-visibility:auto]"
            data-testid={`row-${row.id}`}
          >
            <div className="flex items-end justify-between gap-3">
              <h2 id={`row-${row.id}`} className="flex items-center gap-3 text-2xl font-bold md:text-3xl">
                <span aria-hidden="true" className="inline-block h-7 w-1.5 rounded-full" style={{ backgroundColor: row.color ?? "var(--color-primary)" }} />
                {row.name}
              </h2>
              <Link
                to={`/${city.id}/events?category=${row.id}`}
                className="inline-flex min-h-11 shrink-0 items-center gap-1 rounded-full px-3 text-sm font-semibold text-primary-strong hover:bg-primary-soft"
                aria-label={`Alle anzeigen: ${row.name}`}
              >
                Alle anzeigen <ArrowRight aria-hidden="true" className="size-4" />
              </Link>
            </div>
            {row.events.length === 0 ? (
              <EmptyState className="mt-5 py-8" icon={<CalendarX className="size-8" />} title="Keine Events verfügbar">
                Schauen Sie bald wieder vorbei – hier kommt laufend Neues dazu.
              </EmptyState>
            ) : (
              // up to 100 cards: each row is hydrated only when it comes near the viewport
              <LazyHydrate data={row.events}>
                <ul className="-mx-4 mt-5 flex snap-x snap-mandatory gap-4 overflow-x-auto px-4 pb-3 md:mx-0 md:px-0" aria-label={`${row.name}: Events`}>
                  {row.events.map((e) => (
                    <li key={e.id} className="w-[17rem] shrink-0 snap-start md:w-[18.5rem]">
                      <EventCard event={e} city={city.id} compact />
                    </li>
                  ))}
                </ul>
              </LazyHydrate>
            )}
          </section>
        ))}
      </main>
    </>
  );
}

function BlogTeaser({ city, posts }: { city: string; posts: Route.ComponentProps["loaderData"]["blog"] }) {
  const [lead, ...rest] = posts;
  return (
    <section aria-labelledby="blog-teaser" className="container-page pt-12">
      <div className="flex items-end justify-between gap-3">
        <h2 id="blog-teaser" className="flex items-center gap-3 text-2xl font-bold md:text-3xl">
          <Newspaper aria-hidden="true" className="size-7 text-primary" /> Aus dem Magazin
        </h2>
        <Link to={`/${city}/blog`} className="inline-flex min-h-11 items-center gap-1 rounded-full px-3 text-sm font-semibold text-primary-strong hover:bg-primary-soft">
          Zum Blog <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
      <div className="mt-5 grid gap-5 lg:grid-cols-2">
        <article className="group relative overflow-hidden rounded-[var(--radius-card)] bg-ink text-white">
          <img src={lead.imageUrl} alt={`Titelbild: ${lead.title}`} width={1200} height={800} loading="lazy" className="aspect-[3/2] w-full object-cover opacity-80 transition-opacity group-hover:opacity-90" />
          <div className="absolute inset-0 bg-gradient-to-t from-ink via-ink/40 to-transparent" aria-hidden="true" />
          <div className="absolute inset-x-0 bottom-0 p-6">
            {lead.isFeatured ? <span className="rounded-full bg-primary px-2.5 py-0.5 text-xs font-semibold">Empfohlen</span> : null}
            <h3 className="mt-2 text-2xl font-bold md:text-3xl">
              <Link to={`/${city}/blog/${lead.slug}`} className="after:absolute after:inset-0">
                {lead.title}
              </Link>
            </h3>
            <p className="mt-2 line-clamp-2 text-white/85">{lead.excerpt}</p>
          </div>
        </article>
        <ul className="grid gap-4">
          {rest.map((p) => (
            <li key={p.id}>
              <article className="group relative flex gap-4 rounded-[var(--radius-card)] border border-line bg-white p-3 hover:shadow-md">
                <img src={p.imageUrl} alt={`Titelbild: ${p.title}`} width={160} height={107} loading="lazy" className="h-[5.5rem] w-32 shrink-0 rounded-xl object-cover" />
                <div className="min-w-0">
                  <p className="text-xs font-semibold uppercase tracking-wide text-primary-strong">
                    {p.categoryName ?? "Magazin"}
                    {p.publishedAt ? <span className="font-normal text-muted normal-case"> · {formatDate(p.publishedAt)}</span> : null}
                  </p>
                  <h3 className="mt-1 line-clamp-2 font-display text-lg font-semibold leading-snug">
                    <Link to={`/${city}/blog/${p.slug}`} className="after:absolute after:inset-0">
                      {p.title}
                    </Link>
                  </h3>
                </div>
              </article>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

import { ArrowRight, CalendarPlus, HeartHandshake, Megaphone, Store } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/community";
import { getBlogTeaser } from "~/modules/content/blog-teaser.server";
import { communityLinkHref, withCity } from "~/modules/content/community-page";
import { getCommunityPage } from "~/modules/content/community-page.server";
import { ArtistCard } from "~/modules/people/components/artist-card";
import { listArtists, listOrganizers } from "~/modules/people/queries.server";
import { useCity } from "~/routes/city/layout";
import { useViewer } from "~/lib/use-viewer";
import { buttonClass } from "~/ui/button";
import { PageHeader } from "~/ui/page-header";
import { city as cityArea, pageTitle } from "~/registry";

export async function loader({ params }: Route.LoaderArgs) {
  const page = await getCommunityPage();
  const [artists, organizers, posts] = await Promise.all([
    page.showArtists ? listArtists({ pageSize: 8 }).then((r) => r.artists) : [],
    page.showOrganizers ? listOrganizers({ cityId: params.city, pageSize: 6 }).then((r) => r.organizers) : [],
    page.showStories ? getBlogTeaser(params.city, 3) : [],
  ]);
  return { page, artists, organizers, posts };
}

/** The cards' icons, in order (the texts and links are edited on /admin/community). */
const WAY_ICONS = [CalendarPlus, Store, Megaphone];

export const meta: Route.MetaFunction = ({ params }) => [
  { title: pageTitle(cityArea, cityArea.pages.community) },
  { name: "description", content: "Veranstalter:innen, Artists, Orte und Menschen, die Ihre Stadt lebendig machen – machen Sie mit." },
  { tagName: "link", rel: "canonical", href: `/${params.city}/community` },
];

export default function Community({ loaderData }: Route.ComponentProps) {
  const city = useCity();
  const viewer = useViewer();
  const page = loaderData.page;
  const ways = page.ways.map((w, i) => ({
    icon: WAY_ICONS[i % WAY_ICONS.length]!,
    title: withCity(w.title, city.name),
    text: withCity(w.text, city.name),
    to: communityLinkHref(w.link, city.id, Boolean(viewer)),
    cta: withCity(w.cta, city.name),
  }));
  return (
    <main className="container-page py-10">
      <PageHeader eyebrow="Community" title={withCity(page.headline, city.name)}>
        <span className="whitespace-pre-line">{withCity(page.intro, city.name)}</span>
      </PageHeader>

      <section aria-labelledby="join" className="mt-10">
        <h2 id="join" className="flex items-center gap-2 text-2xl font-bold">
          <HeartHandshake aria-hidden="true" className="size-7 text-primary" /> {withCity(page.joinTitle, city.name)}
        </h2>
        <ul className="mt-5 grid gap-5 md:grid-cols-3">
          {ways.map((w) => (
            <li key={w.title} className="flex flex-col rounded-[var(--radius-card)] border border-line bg-white p-6">
              <w.icon aria-hidden="true" className="size-8 text-primary" />
              <h3 className="mt-3 font-display text-xl font-semibold">{w.title}</h3>
              <p className="mt-2 flex-1 whitespace-pre-line text-muted">{w.text}</p>
              <Link to={w.to} className={buttonClass("outline", "md", "mt-5 self-start")}>
                {w.cta} <ArrowRight aria-hidden="true" className="size-4" />
              </Link>
            </li>
          ))}
        </ul>
      </section>

      {loaderData.organizers.length > 0 ? (
        <section aria-labelledby="orgs" className="mt-14">
          <div className="flex items-end justify-between gap-3">
            <h2 id="orgs" className="text-2xl font-bold">
              {withCity(page.organizersTitle, city.name)}
            </h2>
            <Link to={`/${city.id}/organizers`} className="inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-primary-strong">
              Alle ansehen <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
          </div>
          <ul className="mt-5 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {loaderData.organizers.map((o) => (
              <li key={o.id}>
                <Link to={`/${city.id}/organizers/${o.slug}`} className="flex min-h-16 items-center gap-3 rounded-2xl border border-line bg-white p-3 hover:shadow-md">
                  <span aria-hidden="true" className="flex size-11 items-center justify-center rounded-xl bg-secondary-soft font-display text-lg font-bold text-secondary">
                    {o.name.slice(0, 1)}
                  </span>
                  <span className="min-w-0">
                    <span className="block truncate font-semibold">{o.name}</span>
                    <span className="text-sm text-muted">{o.upcoming === 1 ? "1 kommendes Event" : `${o.upcoming} kommende Events`}</span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {loaderData.artists.length > 0 ? (
        <section aria-labelledby="artists" className="mt-14">
          <div className="flex items-end justify-between gap-3">
            <h2 id="artists" className="text-2xl font-bold">
              {withCity(page.artistsTitle, city.name)}
            </h2>
            <Link to={`/${city.id}/artists`} className="inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-primary-strong">
              Alle Artists <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
          </div>
          <ul className="mt-5 grid grid-cols-2 gap-4 md:grid-cols-4">
            {loaderData.artists.slice(0, 4).map((a) => (
              <li key={a.id}>
                <ArtistCard artist={a} city={city.id} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {loaderData.posts.length > 0 ? (
        <section aria-labelledby="stories" className="mt-14">
          <h2 id="stories" className="text-2xl font-bold">
            {withCity(page.storiesTitle, city.name)}
          </h2>
          <ul className="mt-5 grid gap-5 md:grid-cols-3">
            {loaderData.posts.map((p) => (
              <li key={p.id}>
                <article className="group relative overflow-hidden rounded-[var(--radius-card)] border border-line bg-white">
                  <img src={p.imageUrl} alt={`Titelbild: ${p.title}`} width={600} height={400} loading="lazy" className="aspect-[3/2] w-full object-cover" />
                  <div className="p-5">
                    <h3 className="font-display text-lg font-semibold leading-snug">
                      <Link to={`/${city.id}/blog/${p.slug}`} className="after:absolute after:inset-0">
                        {p.title}
                      </Link>
                    </h3>
                    <p className="mt-2 line-clamp-2 text-sm text-muted">{p.excerpt}</p>
                  </div>
                </article>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </main>
  );
}

import { BadgeCheck, CalendarDays, Users } from "lucide-react";
import { Link, useLocation } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/organizers";
import { Pager } from "~/ui/pager";
import { listOrganizers } from "~/modules/people/queries.server";
import { useCity } from "~/routes/city/layout";
import { EmptyState } from "~/ui/empty-state";
import { PageHeader } from "~/ui/page-header";
import { pageUrl } from "~/lib/page-url.server";
import { zPageNumber } from "~/lib/input";
import { city as cityArea, pageTitle } from "~/registry";

const schema = z.object({ page: zPageNumber(1000).optional().catch(undefined) });

export async function loader({ request, params }: Route.LoaderArgs) {
  const f = schema.parse(Object.fromEntries(pageUrl(request).searchParams));
  return listOrganizers({ cityId: params.city, page: f.page });
}

export const meta: Route.MetaFunction = ({ params }) => [
  { title: pageTitle(cityArea, cityArea.pages.organizers) },
  { name: "description", content: "Die Menschen und Häuser hinter den Events: Veranstalter:innen und ihre kommenden Termine." },
  { tagName: "link", rel: "canonical", href: `/${params.city}/organizers` },
];

export default function Organizers({ loaderData }: Route.ComponentProps) {
  const city = useCity();
  const { search } = useLocation();
  return (
    <main className="container-page py-10">
      <PageHeader eyebrow="Veranstalter:innen" title="Wer hier Programm macht">
        Clubs, Bühnen, Vereine und Kollektive – folgen Sie den Veranstalter:innen, deren Events Sie mögen.
      </PageHeader>
      {loaderData.organizers.length === 0 ? (
        <EmptyState className="mt-8" icon={<Users className="size-10" />} title="Noch keine Veranstalter:innen">
          Sobald Veranstalter:innen Events einstellen, finden Sie sie hier.
        </EmptyState>
      ) : (
        <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {loaderData.organizers.map((o) => (
            <li key={o.id}>
              <article className="group relative flex h-full gap-4 rounded-[var(--radius-card)] border border-line bg-white p-5 shadow-sm hover:shadow-lg">
                {o.logoUrl ? (
                  <img src={o.logoUrl} alt="" width={64} height={64} loading="lazy" className="size-16 shrink-0 rounded-2xl object-cover" />
                ) : (
                  <span aria-hidden="true" className="flex size-16 shrink-0 items-center justify-center rounded-2xl bg-secondary-soft font-display text-2xl font-bold text-secondary">
                    {o.name.slice(0, 1)}
                  </span>
                )}
                <div className="min-w-0">
                  <h2 className="flex items-center gap-1.5 font-display text-lg font-semibold leading-snug">
                    <Link to={`/${city.id}/organizers/${o.slug}`} className="after:absolute after:inset-0">
                      {o.name}
                    </Link>
                    {o.isVerified ? <BadgeCheck aria-label="Verifiziert" className="size-4 shrink-0 text-secondary" /> : null}
                  </h2>
                  <p className="mt-1 line-clamp-2 text-sm text-muted">{o.description}</p>
                  <p className="mt-2 flex items-center gap-1.5 text-sm font-semibold text-primary-strong">
                    <CalendarDays aria-hidden="true" className="size-4" />
                    {o.upcoming === 1 ? "1 kommendes Event" : `${o.upcoming} kommende Events`}
                  </p>
                </div>
              </article>
            </li>
          ))}
        </ul>
      )}
      <Pager page={loaderData.page} hasNext={loaderData.hasNext} search={search} basePath={`/${city.id}/organizers`} />
    </main>
  );
}

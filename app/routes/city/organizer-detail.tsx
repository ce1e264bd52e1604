import { ArrowLeft, BadgeCheck, CalendarX, Globe, Mail, Phone } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/organizer-detail";
import { pageUrl } from "~/lib/page-url.server";
import { throwAsResponse } from "~/lib/route-helpers.server";
import { EventCard } from "~/modules/events/components/event-card";
import { listEvents } from "~/modules/events/queries.server";
import { socialLink } from "~/modules/people/labels";
import { getOrganizerBySlug } from "~/modules/people/queries.server";
import { getOrganizerReviews } from "~/modules/reviews/queries.server";
import { OrganizerReviewsSection } from "~/modules/reviews/components/organizer-reviews-section";
import { EmptyState } from "~/ui/empty-state";
import { safeWebUrl } from "~/lib/input";

export async function loader({ params, request }: Route.LoaderArgs) {
  const o = await getOrganizerBySlug(params.slug, pageUrl(request).href).catch(throwAsResponse);
  const [upcoming, reviews] = await Promise.all([listEvents({ organizerId: o.id, pageSize: 24 }), getOrganizerReviews(o.id, params.city)]);
  return {
    organizer: {
      id: o.id,
      slug: o.slug,
      name: o.name,
      description: o.description,
      logoUrl: o.logoUrl,
      website: safeWebUrl(o.website),
      email: o.email,
      phone: o.phone,
      isVerified: o.isVerified,
      social: Object.entries(o.socialMedia ?? {})
        .map(([k, v]) => socialLink(k, String(v)))
        .filter((x): x is NonNullable<typeof x> => x !== null),
    },
    events: upcoming.events,
    more: upcoming.hasNext,
    reviews,
  };
}

export const meta: Route.MetaFunction = ({ data: d, params }) =>
  d
    ? [
        { title: `${d.organizer.name} – Veranstalter:innen – Stadtpuls` },
        { name: "description", content: d.organizer.description.slice(0, 160) },
        { tagName: "link", rel: "canonical", href: `/${params.city}/organizers/${d.organizer.slug}` },
      ]
    : [{ title: "Veranstalter:in nicht gefunden – Stadtpuls" }, { name: "robots", content: "noindex" }];

export default function OrganizerDetail({ loaderData, params }: Route.ComponentProps) {
  const { organizer: o, events } = loaderData;
  const city = params.city;
  return (
    <main className="container-page py-10">
      <Link to={`/${city}/organizers`} className="inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold text-primary-strong hover:underline">
        <ArrowLeft aria-hidden="true" className="size-4" /> Alle Veranstalter:innen
      </Link>
      <header className="mt-6 flex flex-col gap-6 border-b border-line pb-8 md:flex-row md:items-center">
        {o.logoUrl ? (
          <img src={o.logoUrl} alt={`Logo von ${o.name}`} width={112} height={112} className="size-28 rounded-3xl object-cover shadow-md" />
        ) : (
          <span aria-hidden="true" className="flex size-28 items-center justify-center rounded-3xl bg-secondary-soft font-display text-5xl font-bold text-secondary">
            {o.name.slice(0, 1)}
          </span>
        )}
        <div className="min-w-0">
          <h1 className="flex items-center gap-2 text-3xl font-bold md:text-5xl">
            {o.name}
            {o.isVerified ? <BadgeCheck aria-label="Verifiziert" className="size-7 shrink-0 text-secondary" /> : null}
          </h1>
          {o.description ? <p className="mt-3 max-w-3xl text-lg text-muted">{o.description}</p> : null}
          <ul className="mt-4 flex flex-wrap gap-x-5 text-sm">
            {o.website ? (
              <li>
                <a href={o.website} target="_blank" rel="noopener noreferrer" className="inline-flex min-h-11 items-center gap-1.5 hover:underline">
                  <Globe aria-hidden="true" className="size-4 text-muted" /> Website<span className="sr-only"> (neuer Tab)</span>
                </a>
              </li>
            ) : null}
            {o.email ? (
              <li>
                <a href={`mailto:${o.email}`} className="inline-flex min-h-11 items-center gap-1.5 hover:underline">
                  <Mail aria-hidden="true" className="size-4 text-muted" /> {o.email}
                </a>
              </li>
            ) : null}
            {o.phone ? (
              <li>
                <a href={`tel:${o.phone.replace(/\s/g, "")}`} className="inline-flex min-h-11 items-center gap-1.5 hover:underline">
                  <Phone aria-hidden="true" className="size-4 text-muted" /> {o.phone}
                </a>
              </li>
            ) : null}
            {o.social.map((s) => (
              <li key={s.href}>
                <a href={s.href} target="_blank" rel="noopener noreferrer" className="inline-flex min-h-11 items-center gap-1.5 hover:underline">
                  {s.label}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </header>
      <section aria-labelledby="upcoming" className="mt-10">
        <h2 id="upcoming" className="text-2xl font-bold">
          Kommende Events
        </h2>
        {events.length === 0 ? (
          <EmptyState className="mt-5" icon={<CalendarX className="size-10" />} title="Keine kommenden Events">
            {o.name} hat gerade keine Termine angekündigt.
          </EmptyState>
        ) : (
          <ul className="mt-5 grid gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
            {events.map((e) => (
              <li key={e.id}>
                <EventCard event={e} city={city} compact />
              </li>
            ))}
          </ul>
        )}
      </section>
      <OrganizerReviewsSection data={loaderData.reviews} organizerName={o.name} />
    </main>
  );
}

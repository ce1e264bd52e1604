import { ArrowLeft, BadgeCheck, CalendarCheck, CalendarDays, ExternalLink, Globe, Mail, MapPin, Music, Phone, Sparkles } from "lucide-react";
import { isRouteErrorResponse, Link, useParams, useRouteError } from "react-router";
import type { Route } from "./+types/artist-detail";
import { pageUrl } from "~/lib/page-url.server";
import { throwAsResponse } from "~/lib/route-helpers.server";
import { appUrl } from "~/lib/env.server";
import { FavoriteButton } from "~/ui/favorite-button";
import { EventCard } from "~/modules/events/components/event-card";
import { listEvents } from "~/modules/events/queries.server";
import { ARTIST_TYPE, socialLink } from "~/modules/people/labels";
import { artistImage, getArtist } from "~/modules/people/queries.server";
import { buttonClass } from "~/ui/button";
import { cityHref } from "~/lib/cities";
import { safeWebUrl } from "~/lib/input";

export async function loader({ params, request }: Route.LoaderArgs) {
  const a = await getArtist(params.slug, pageUrl(request).href).catch(throwAsResponse);
  const upcoming = await listEvents({ artistId: a.id, pageSize: 6 });
  return {
    origin: appUrl(),
    events: upcoming.events,
    artist: {
      id: a.id,
      slug: a.slug,
      name: a.name,
      type: a.type,
      genre: a.genre,
      bio: a.bio,
      imageUrl: artistImage(a),
      location: a.location,
      email: a.email,
      phone: a.phone,
      website: safeWebUrl(a.website),
      isVerified: a.isVerified,
      isFeatured: a.isFeatured,
      memberSince: a.createdAt.toISOString(),
      booking: a.bookingInfo,
      social: Object.entries(a.socialMedia ?? {})
        .map(([k, v]) => socialLink(k, String(v)))
        .filter((x): x is NonNullable<typeof x> => x !== null),
    },
  };
}

export const meta: Route.MetaFunction = ({ data: d, params }) => {
  if (!d) return [{ title: "Artist nicht gefunden – Stadtpuls" }, { name: "robots", content: "noindex" }];
  const a = d.artist;
  const url = `${d.origin}/${params.city}/artists/${a.slug}`;
  return [
    { title: `${a.name} – Artists – Stadtpuls` },
    { name: "description", content: a.bio.slice(0, 160) },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "profile" },
    { property: "og:title", content: a.name },
    { property: "og:url", content: url },
    { property: "og:image", content: `${d.origin}${a.imageUrl}` },
    {
      "script:ld+json": {
        "@context": "https://schema.org",
        "@type": a.type === "band" ? "MusicGroup" : "Person",
        name: a.name,
        description: a.bio.slice(0, 300),
        image: `${d.origin}${a.imageUrl}`,
        url,
        ...(a.genre ? { genre: a.genre } : {}),
      },
    },
  ];
};

export default function ArtistDetail({ loaderData, params }: Route.ComponentProps) {
  const a = loaderData.artist;
  const city = params.city;
  const b = a.booking;
  return (
    <main className="pb-16">
      <div className="bg-ink text-white">
        <div className="container-page grid gap-8 pt-8 pb-12 md:grid-cols-[1fr_20rem] md:items-end lg:grid-cols-[1fr_24rem]">
          <div className="order-2 md:order-1">
            <Link to={`/${city}/artists`} className="inline-flex min-h-11 items-center gap-1.5 rounded-full bg-white/15 px-4 text-sm font-semibold hover:bg-white/25">
              <ArrowLeft aria-hidden="true" className="size-4" /> Alle Artists
            </Link>
            <div className="mt-8 flex flex-wrap gap-2">
              <span className="inline-flex items-center gap-1 rounded-full bg-white px-3 py-1 text-xs font-semibold text-ink">
                <Music aria-hidden="true" className="size-3.5" /> {ARTIST_TYPE.label(a.type)}
              </span>
              {a.isVerified ? (
                <span className="inline-flex items-center gap-1 rounded-full bg-secondary px-3 py-1 text-xs font-semibold">
                  <BadgeCheck aria-hidden="true" className="size-3.5" /> Verifiziert
                </span>
              ) : null}
              {a.isFeatured ? (
                <span className="inline-flex items-center gap-1 rounded-full bg-primary px-3 py-1 text-xs font-semibold">
                  <Sparkles aria-hidden="true" className="size-3.5" /> Empfohlen
                </span>
              ) : null}
            </div>
            <div className="mt-3 flex items-start gap-4">
              <h1 className="text-4xl font-bold md:text-6xl">{a.name}</h1>
              <FavoriteButton type="artist" id={a.id} label={a.name} />
            </div>
            {a.genre ? <p className="mt-3 text-lg text-white/85">{a.genre}</p> : null}
            {a.location ? (
              <p className="mt-2 flex items-center gap-1.5 text-white/80">
                <MapPin aria-hidden="true" className="size-4" /> {a.location}
              </p>
            ) : null}
          </div>
          <img
            src={a.imageUrl}
            alt={`Porträt von ${a.name}`}
            width={480}
            height={480}
            fetchPriority="high"
            className="order-1 aspect-square w-full max-w-[16rem] rounded-[var(--radius-card)] object-cover shadow-2xl md:order-2 md:max-w-none"
          />
        </div>
      </div>
      <div className="container-page mt-10 grid gap-10 lg:grid-cols-[1fr_24rem]">
        <section aria-labelledby="bio">
          <h2 id="bio" className="text-2xl font-bold">
            Über {a.name}
          </h2>
          <div className="prose-de mt-4 max-w-3xl text-lg leading-relaxed">
            {a.bio.split(/\n{2,}/).map((p, i) => (
              <p key={i}>{p}</p>
            ))}
          </div>
          <section aria-labelledby="events-title" className="mt-10">
            <h2 id="events-title" className="flex items-center gap-2 text-2xl font-bold">
              <CalendarDays aria-hidden="true" className="size-6 text-primary" /> Kommende Auftritte
            </h2>
            {loaderData.events.length === 0 ? (
              <p className="mt-3 text-muted">Derzeit sind keine Auftritte angekündigt.</p>
            ) : (
              <ul className="mt-4 grid gap-5 sm:grid-cols-2">
                {loaderData.events.map((e) => (
                  <li key={e.id} className="min-w-0">
                    <EventCard event={e} city={e.cityId ?? city} compact headingLevel={3} />
                  </li>
                ))}
              </ul>
            )}
          </section>
          <h2 className="mt-10 text-2xl font-bold">Details</h2>
          <dl className="mt-4 grid gap-x-8 gap-y-3 sm:grid-cols-2">
            <div>
              <dt className="text-sm text-muted">Art</dt>
              <dd className="font-semibold">{ARTIST_TYPE.label(a.type)}</dd>
            </div>
            {a.genre ? (
              <div>
                <dt className="text-sm text-muted">Genre</dt>
                <dd className="font-semibold">{a.genre}</dd>
              </div>
            ) : null}
            {a.location ? (
              <div>
                <dt className="text-sm text-muted">Herkunft</dt>
                <dd className="font-semibold">{a.location}</dd>
              </div>
            ) : null}
            <div>
              <dt className="text-sm text-muted">Dabei seit</dt>
              <dd className="font-semibold">{new Date(a.memberSince).getFullYear()}</dd>
            </div>
          </dl>
        </section>
        <aside className="space-y-6">
          <section aria-labelledby="booking" className="rounded-[var(--radius-card)] border border-line bg-white p-6">
            <h2 id="booking" className="flex items-center gap-2 text-xl font-bold">
              <CalendarCheck aria-hidden="true" className="size-5 text-primary" /> Booking
            </h2>
            {b.available_for_booking ? (
              <>
                <p className="mt-3 inline-flex rounded-full bg-accent-ink/10 px-3 py-1 text-sm font-semibold text-accent-ink">Für Buchungen verfügbar</p>
                <dl className="mt-4 grid gap-3 text-sm">
                  {b.price_range ? (
                    <div>
                      <dt className="text-muted">Gage</dt>
                      <dd className="font-semibold">{b.price_range}</dd>
                    </div>
                  ) : null}
                  {b.requirements ? (
                    <div>
                      <dt className="text-muted">Technik und Anforderungen</dt>
                      <dd>{b.requirements}</dd>
                    </div>
                  ) : null}
                </dl>
                {b.contact_email ? (
                  <a href={`mailto:${b.contact_email}?subject=${encodeURIComponent(`Booking-Anfrage: ${a.name}`)}`} className={buttonClass("primary", "md", "mt-5 w-full")}>
                    <Mail aria-hidden="true" className="size-4" /> Booking anfragen
                  </a>
                ) : null}
              </>
            ) : (
              <p className="mt-3 text-muted">Derzeit nicht für Buchungen verfügbar.</p>
            )}
          </section>
          {a.email || a.phone || a.website || a.social.length > 0 ? (
            <section aria-labelledby="contact" className="rounded-[var(--radius-card)] border border-line bg-white p-6">
              <h2 id="contact" className="text-xl font-bold">
                Kontakt &amp; Social Media
              </h2>
              <ul className="mt-3 grid gap-1 text-sm">
                {a.email ? (
                  <li>
                    <a href={`mailto:${a.email}`} className="inline-flex min-h-11 items-center gap-2 break-all hover:underline">
                      <Mail aria-hidden="true" className="size-4 text-muted" /> {a.email}
                    </a>
                  </li>
                ) : null}
                {a.phone ? (
                  <li>
                    <a href={`tel:${a.phone.replace(/\s/g, "")}`} className="inline-flex min-h-11 items-center gap-2 hover:underline">
                      <Phone aria-hidden="true" className="size-4 text-muted" /> {a.phone}
                    </a>
                  </li>
                ) : null}
                {a.website ? (
                  <li>
                    <a href={a.website} target="_blank" rel="noopener noreferrer" className="inline-flex min-h-11 items-center gap-2 hover:underline">
                      <Globe aria-hidden="true" className="size-4 text-muted" /> Website<span className="sr-only"> (neuer Tab)</span>
                    </a>
                  </li>
                ) : null}
                {a.social.map((s) => (
                  <li key={s.href}>
                    <a href={s.href} target="_blank" rel="noopener noreferrer me" className="inline-flex min-h-11 items-center gap-2 hover:underline">
                      <ExternalLink aria-hidden="true" className="size-4 text-muted" /> {s.label}: <span className="text-muted">{s.handle}</span>
                    </a>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </aside>
      </div>
    </main>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const params = useParams();
  const message = isRouteErrorResponse(error) ? (error.data as { message?: string } | undefined)?.message : undefined;
  return (
    <main className="container-page flex min-h-[50vh] flex-col items-center justify-center py-16 text-center">
      <Music aria-hidden="true" className="size-12 text-primary" />
      <h1 className="mt-4 text-3xl font-bold md:text-4xl">{message ?? "Seiten-Fehler"}</h1>
      <p className="mt-3 max-w-lg text-muted">Diese:n Künstler:in gibt es nicht oder nicht mehr auf Stadtpuls.</p>
      <Link to={cityHref(params.city, "/artists")} className={buttonClass("primary", "md", "mt-6")}>
        <ArrowLeft aria-hidden="true" className="size-4" /> Zurück zu allen Artists
      </Link>
    </main>
  );
}

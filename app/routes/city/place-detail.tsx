import { ArrowLeft, BadgeCheck, CalendarDays, Clock, Globe, Mail, MapPin, Phone, Star, Users } from "lucide-react";
import { Link } from "react-router";
import { NOUNS, plural } from "~/lib/plural";
import { LabelledText } from "~/ui/labelled-text";
import type { Route } from "./+types/place-detail";
import { throwAsResponse } from "~/lib/route-helpers.server";
import { appUrl } from "~/lib/env.server";
import { FavoriteButton } from "~/ui/favorite-button";
import { EventCard } from "~/modules/events/components/event-card";
import { listEvents } from "~/modules/events/queries.server";
import { MapView } from "~/modules/places/components/map-view";
import { AMENITY, amenityKey, hasOpeningHours, openingHoursRows, placeCategoryLabel, priceLevelLabel, VENUE_TYPE_LABELS } from "~/modules/places/labels";
import { getPlaceBySlug, placeTitleImage } from "~/modules/places/queries.server";
import { buttonClass } from "~/ui/button";
import { useEffect, useMemo, useState } from "react";
import { openState, upcomingExceptions } from "~/modules/places/opening-hours";
import { safeWebUrl } from "~/lib/input";
import { PlaceTrafficBeacon } from "~/ui/place-traffic-beacon";
import { pageUrl } from "~/lib/page-url.server";
import { PlaceReviewsSection } from "~/modules/reviews/components/place-reviews";
import { loadPlaceReviews } from "~/modules/reviews/place-page.server";
import { aggregateRatingOf } from "~/modules/reviews/rules";

export async function loader({ params, request }: Route.LoaderArgs) {
  const place = await getPlaceBySlug(params.slug, pageUrl(request).href).catch(throwAsResponse);
  const upcoming = await listEvents({ venueId: place.id, pageSize: 6 });
  const reviews = await loadPlaceReviews(place.id, pageUrl(request));
  return {
    origin: appUrl(),
    place: {
      id: place.id,
      slug: place.slug,
      name: place.name,
      description: place.description,
      shortDescription: place.shortDescription,
      imageUrl: placeTitleImage(place),
      category: place.category,
      venueType: place.venueType,
      streetAddress: place.streetAddress,
      postalCode: place.postalCode,
      city: place.city,
      phone: place.phone,
      email: place.email,
      website: safeWebUrl(place.website),
      capacity: place.capacity,
      amenities: place.amenities.map((a) => AMENITY.label(amenityKey(a) ?? a)),
      openingHours: place.openingHours,
      latitude: place.latitude,
      longitude: place.longitude,
      priceLevel: place.priceLevel,
      // the figures of the reviews the page shows (and its JSON-LD)
      averageRating: reviews.summary.average,
      reviewCount: reviews.summary.count,
      isVerified: place.isVerified,
    },
    events: upcoming.events,
    reviews,
    openNow: openState(place.openingHours, new Date()),
    exceptions: upcomingExceptions(place.openingHours, new Date()),
  };
}

/** 'Jetzt geöffnet' / 'Öffnet um …' / 'Geschlossen' (Berlin time): the server's answer, refreshed in the browser each minute (a cached page stays right). */
function useOpenNow(hours: Parameters<typeof openState>[0], initial: ReturnType<typeof openState>) {
  const [state, setState] = useState(initial);
  useEffect(() => {
    const tick = () => setState(openState(hours, new Date()));
    tick();
    const timer = setInterval(tick, 60_000);
    return () => clearInterval(timer);
  }, [hours]);
  return state;
}

export const meta: Route.MetaFunction = ({ data: d, params }) => {
  if (!d) return [{ title: "Ort nicht gefunden – Stadtpuls" }, { name: "robots", content: "noindex" }];
  const p = d.place;
  const url = `${d.origin}/${params.city}/places/${p.slug}`;
  return [
    { title: `${p.name} – Stadtpuls` },
    { name: "description", content: p.shortDescription || p.description.slice(0, 160) },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:title", content: p.name },
    { property: "og:url", content: url },
    { property: "og:image", content: `${d.origin}${p.imageUrl}` },
    {
      "script:ld+json": {
        "@context": "https://schema.org",
        "@type": "LocalBusiness",
        name: p.name,
        description: p.shortDescription,
        url,
        address: { "@type": "PostalAddress", streetAddress: p.streetAddress, postalCode: p.postalCode, addressLocality: p.city, addressCountry: "DE" },
        ...(p.latitude != null ? { geo: { "@type": "GeoCoordinates", latitude: p.latitude, longitude: p.longitude } } : {}),
        ...aggregateRatingOf(d.reviews.summary),
      },
    },
  ];
};

const todayKey = () => ["sun", "mon", "tue", "wed", "thu", "fri", "sat"][new Date().getDay()];

export default function PlaceDetail({ loaderData, params }: Route.ComponentProps) {
  const { place: p, events } = loaderData;
  const city = params.city;
  const markers = useMemo(
    () => (p.latitude != null && p.longitude != null ? [{ lat: p.latitude, lng: p.longitude, label: p.name }] : []),
    [p.latitude, p.longitude, p.name],
  );
  const price = priceLevelLabel(p.priceLevel);
  const today = todayKey();
  const openNow = useOpenNow(p.openingHours, loaderData.openNow);
  return (
    <main className="pb-16">
      <PlaceTrafficBeacon placeId={p.id} />
      <div className="relative isolate overflow-hidden bg-ink text-white">
        <img src={p.imageUrl} alt="" width={1200} height={800} fetchPriority="high" className="absolute inset-0 -z-10 size-full object-cover opacity-60" />
        <div className="absolute inset-0 -z-10 bg-gradient-to-t from-ink via-ink/70 to-ink/20" aria-hidden="true" />
        <div className="container-page pt-8 pb-10 md:pb-14">
          <Link to={`/${city}/places`} className="inline-flex min-h-11 items-center gap-1.5 rounded-full bg-white/15 px-4 text-sm font-semibold backdrop-blur hover:bg-white/25">
            <ArrowLeft aria-hidden="true" className="size-4" /> Alle Orte
          </Link>
          <div className="mt-10 flex flex-wrap gap-2">
            <span className="rounded-full bg-white px-3 py-1 text-xs font-semibold text-ink">{placeCategoryLabel(p.category)}</span>
            <span className="rounded-full border border-white/40 px-3 py-1 text-xs font-semibold">{VENUE_TYPE_LABELS[p.venueType] ?? p.venueType}</span>
            {p.isVerified ? (
              <span className="inline-flex items-center gap-1 rounded-full bg-secondary px-3 py-1 text-xs font-semibold">
                <BadgeCheck aria-hidden="true" className="size-3.5" /> Verifiziert
              </span>
            ) : null}
          </div>
          <div className="mt-3 flex items-start justify-between gap-4">
            <h1 className="text-4xl font-bold md:text-6xl">{p.name}</h1>
            <FavoriteButton type="location" id={p.id} label={p.name} />
          </div>
          {p.shortDescription ? <p className="mt-4 max-w-3xl text-lg text-white/85">{p.shortDescription}</p> : null}
          <div className="mt-5 flex flex-wrap items-center gap-x-6 gap-y-2 text-white/90">
            {p.reviewCount > 0 ? (
              <span className="inline-flex items-center gap-1.5">
                <Star aria-hidden="true" className="size-5 fill-current text-[#f6c343]" />
                <strong>{p.averageRating.toLocaleString("de-DE", { minimumFractionDigits: 1, maximumFractionDigits: 1 })}</strong> von 5 ({plural(p.reviewCount, NOUNS.review)})
              </span>
            ) : (
              <span>Noch keine Bewertungen</span>
            )}
            {price ? <LabelledText label={`Preisniveau ${p.priceLevel} von 4`}>{price}</LabelledText> : null}
            <span className="inline-flex items-center gap-1.5">
              <MapPin aria-hidden="true" className="size-5" /> {p.streetAddress}, {p.postalCode} {p.city}
            </span>
          </div>
        </div>
      </div>

      <div className="container-page mt-10 grid gap-10 lg:grid-cols-[1fr_24rem]">
        <div className="min-w-0 space-y-10">
          <section aria-labelledby="about">
            <h2 id="about" className="text-2xl font-bold">
              Über {p.name}
            </h2>
            <div className="prose-de mt-4 max-w-3xl text-lg leading-relaxed">
              {(p.description || p.shortDescription).split(/\n{2,}/).map((para, i) => (
                <p key={i}>{para}</p>
              ))}
            </div>
          </section>
          {p.amenities.length > 0 ? (
            <section aria-labelledby="amenities">
              <h2 id="amenities" className="text-2xl font-bold">
                Ausstattung
              </h2>
              <ul className="mt-4 flex flex-wrap gap-2">
                {p.amenities.map((a) => (
                  <li key={a} className="rounded-full border border-line bg-white px-3 py-1.5 text-sm font-medium">
                    {a}
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          <section aria-labelledby="map-title">
            <h2 id="map-title" className="text-2xl font-bold">
              Anfahrt
            </h2>
            <p className="mt-2 text-muted">
              {p.streetAddress}, {p.postalCode} {p.city}
            </p>
            <MapView className="mt-4" markers={markers} title={`Karte: ${p.name}`} zoom={16} />
          </section>
          <section aria-labelledby="events-title">
            <h2 id="events-title" className="flex items-center gap-2 text-2xl font-bold">
              <CalendarDays aria-hidden="true" className="size-6 text-primary" /> Kommende Events hier
            </h2>
            {events.length === 0 ? (
              <p className="mt-3 text-muted">Derzeit sind hier keine Events angekündigt.</p>
            ) : (
              <ul className="mt-4 grid gap-5 sm:grid-cols-2 xl:grid-cols-3">
                {events.map((e) => (
                  <li key={e.id}>
                    <EventCard event={e} city={city} compact />
                  </li>
                ))}
              </ul>
            )}
          </section>
          <PlaceReviewsSection data={loaderData.reviews} placeId={p.id} placeName={p.name} city={city} href={`/${city}/places/${p.slug}`} />
        </div>
        <aside className="space-y-6 lg:sticky lg:top-24 lg:self-start">
          {hasOpeningHours(p.openingHours) ? (
            <section aria-labelledby="hours" className="rounded-[var(--radius-card)] border border-line bg-white p-6">
              <h2 id="hours" className="flex items-center gap-2 text-xl font-bold">
                <Clock aria-hidden="true" className="size-5 text-primary" /> Öffnungszeiten
              </h2>
              {openNow.label ? (
                <p className={`mt-3 inline-flex items-center gap-2 rounded-full px-3 py-1 text-sm font-semibold ${openNow.status === "open" ? "bg-success/10 text-success" : "bg-sand text-ink"}`}>
                  <span aria-hidden="true" className={`size-2 rounded-full ${openNow.status === "open" ? "bg-success" : "bg-muted"}`} />
                  {openNow.label}
                </p>
              ) : null}
              <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
                {openingHoursRows(p.openingHours).map((r) => (
                  <div key={r.key} className={`contents ${r.key === today ? "font-semibold text-ink" : "text-muted"}`}>
                    <dt>{r.day}</dt>
                    <dd className="text-right">{r.text}</dd>
                  </div>
                ))}
              </dl>
              {loaderData.exceptions.length ? (
                <>
                  <h3 className="mt-4 text-sm font-semibold text-ink">Abweichende Zeiten</h3>
                  <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm text-muted">
                    {loaderData.exceptions.map((e) => (
                      <div key={e.date} className="contents">
                        <dt>{e.day}{e.note ? ` (${e.note})` : ""}</dt>
                        <dd className="text-right">{e.text}</dd>
                      </div>
                    ))}
                  </dl>
                </>
              ) : null}
            </section>
          ) : null}
          <section aria-labelledby="contact" className="rounded-[var(--radius-card)] border border-line bg-white p-6">
            <h2 id="contact" className="text-xl font-bold">
              Kontakt
            </h2>
            <ul className="mt-3 grid gap-1 text-sm">
              {p.phone ? (
                <li>
                  <a href={`tel:${p.phone.replace(/\s/g, "")}`} data-place-click="phone" className="inline-flex min-h-11 items-center gap-2 hover:underline">
                    <Phone aria-hidden="true" className="size-4 text-muted" /> {p.phone}
                  </a>
                </li>
              ) : null}
              {p.email ? (
                <li>
                  <a href={`mailto:${p.email}`} className="inline-flex min-h-11 items-center gap-2 break-all hover:underline">
                    <Mail aria-hidden="true" className="size-4 text-muted" /> {p.email}
                  </a>
                </li>
              ) : null}
              {p.website ? (
                <li>
                  <a href={p.website} target="_blank" rel="noopener noreferrer" data-place-click="website" className="inline-flex min-h-11 items-center gap-2 hover:underline">
                    <Globe aria-hidden="true" className="size-4 text-muted" /> Website<span className="sr-only"> (neuer Tab)</span>
                  </a>
                </li>
              ) : null}
              {p.capacity ? (
                <li className="inline-flex min-h-11 items-center gap-2 text-muted">
                  <Users aria-hidden="true" className="size-4" /> bis {p.capacity.toLocaleString("de-DE")} Personen
                </li>
              ) : null}
            </ul>
            {p.latitude != null && p.longitude != null ? (
              <a
                href={`https://www.openstreetmap.org/directions?to=${p.latitude}%2C${p.longitude}`}
                data-place-click="route"
                target="_blank"
                rel="noopener noreferrer"
                className={buttonClass("outline", "md", "mt-4 w-full")}
              >
                <MapPin aria-hidden="true" className="size-4" /> Route planen
              </a>
            ) : null}
          </section>
        </aside>
      </div>
    </main>
  );
}

import {
  ArrowLeft,
  BadgeCheck,
  CalendarClock,
  CalendarDays,
  Clock,
  ExternalLink,
  Eye,
  Globe,
  Info,
  Mail,
  MapPin,
  Ticket,
  Users,
} from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { formatDate, formatDateTime, formatTime, formatWeekday } from "~/lib/format";
import { FavoriteButton } from "~/ui/favorite-button";
import { EventCard } from "~/modules/events/components/event-card";
import { LazyHydrate } from "~/ui/lazy-hydrate";
import type { BookingBox } from "~/modules/events/bookable";
import type { EventDetailData } from "~/modules/events/detail-loader.server";
import { money } from "~/modules/events/price-display";
import { buttonClass } from "~/ui/button";
import { TrafficBeacon } from "~/ui/traffic-beacon";

/** The booking box's action, as the one rule (bookingBox) says — on the public page and in the preview. */
function BookingAction({ box }: { box: BookingBox }) {
  switch (box.kind) {
    case "sold_out":
      return (
        <p className="rounded-full bg-ink px-5 py-3 text-center font-semibold text-white" role="status">
          Ausverkauft
        </p>
      );
    case "external":
      return (
        <a href={box.href} target="_blank" rel="noopener noreferrer" className={buttonClass("primary", "lg")}>
          Tickets beim Veranstalter <ExternalLink aria-hidden="true" className="size-4" />
          <span className="sr-only"> (externe Seite, neuer Tab)</span>
        </a>
      );
    case "book":
      return box.preview ? (
        <>
          <button type="button" disabled aria-describedby="booking-preview-note" className={buttonClass("primary", "lg", "cursor-not-allowed opacity-60")}>
            <Ticket aria-hidden="true" className="size-5" /> Tickets buchen
          </button>
          <p id="booking-preview-note" className="flex items-start gap-1.5 rounded-xl bg-secondary-soft px-4 py-3 text-sm font-semibold text-secondary" data-testid="booking-preview-note">
            <Eye aria-hidden="true" className="mt-0.5 size-4 shrink-0" /> Vorschau – gebucht werden kann, sobald das Event veröffentlicht ist.
          </p>
        </>
      ) : (
        <Link to={box.href} className={buttonClass("primary", "lg")}>
          <Ticket aria-hidden="true" className="size-5" /> Tickets buchen
        </Link>
      );
    case "cancelled":
      return (
        <p className="rounded-full bg-danger px-5 py-3 text-center font-semibold text-white" role="status">
          Abgesagt
        </p>
      );
    case "started":
      return (
        <p className="rounded-full bg-sand px-5 py-3 text-center font-semibold" role="status">
          Das Event hat bereits begonnen
        </p>
      );
    case "deadline_passed":
      return (
        <p className="rounded-full bg-sand px-5 py-3 text-center font-semibold" role="status">
          Buchungsschluss ist vorbei
        </p>
      );
    case "walk_in":
      return (
        <p className="rounded-xl bg-accent-ink/10 px-4 py-3 text-center text-sm font-semibold text-accent-ink">
          {box.paid ? "Tickets an der Abendkasse – keine Anmeldung nötig" : "Keine Anmeldung nötig – einfach vorbeikommen"}
        </p>
      );
  }
}

function sameBerlinDay(a: string, b: string) {
  return formatDate(a) === formatDate(b);
}

function osmLink(lat: number, lng: number) {
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=17/${lat}/${lng}`;
}

/** Event detail (spec §3 fields a visitor needs): image, dates, venue, organizer, tickets, booking. */
export function EventDetailPage({
  data,
  city,
  backHref,
  backLabel,
  reviews,
  otherDates,
  waitlist,
}: {
  data: EventDetailData;
  city: string;
  backHref: string;
  backLabel: string;
  /** The reviews section (module reviews), placed below the organizer. */
  reviews?: ReactNode;
  /** The other dates of the event's series ('Weitere Termine', module event-management), below the tickets box. */
  otherDates?: ReactNode;
  /** The waiting list (module ticketing), shown under 'Ausverkauft'. */
  waitlist?: ReactNode;
}) {
  const { event: e, tickets, booking, related } = data;
  const v = e.venue;
  const address = [v.street, [v.postalCode, v.city].filter(Boolean).join(" ")].filter(Boolean).join(", ");
  const activeTickets = tickets.filter((t) => t.isActive);
  const paragraphs = (e.description || e.shortDescription).split(/\n{2,}/).filter(Boolean);
  return (
    <main className="pb-16">
      <TrafficBeacon eventId={e.id} kind="view" />
      <div className="relative isolate overflow-hidden bg-ink text-white">
        <img
          src={e.featuredImageUrl}
          alt=""
          width={1200}
          height={800}
          fetchPriority="high"
          className="absolute inset-0 -z-10 size-full object-cover opacity-60"
        />
        <div className="absolute inset-0 -z-10 bg-gradient-to-t from-ink via-ink/75 to-ink/30" aria-hidden="true" />
        <div className="container-page pt-8 pb-10 md:pt-12 md:pb-14">
          <Link to={backHref} className="inline-flex min-h-11 items-center gap-1.5 rounded-full bg-white/15 px-4 text-sm font-semibold backdrop-blur hover:bg-white/25">
            <ArrowLeft aria-hidden="true" className="size-4" /> {backLabel}
          </Link>
          <div className="mt-8 flex flex-wrap items-center gap-2">
            {e.categoryName ? (
              <span className="inline-flex items-center gap-1.5 rounded-full bg-white px-3 py-1 text-xs font-semibold text-ink">
                <span aria-hidden="true" className="size-2 rounded-full" style={{ backgroundColor: e.categoryColor ?? "var(--color-secondary)" }} />
                {e.categoryName}
              </span>
            ) : null}
            {e.isFeatured ? <span className="rounded-full bg-primary px-3 py-1 text-xs font-semibold">Highlight</span> : null}
            {booking.soldOut ? <span className="rounded-full bg-white px-3 py-1 text-xs font-bold text-ink">Ausverkauft</span> : null}
          </div>
          <div className="mt-3 flex items-start justify-between gap-4">
            <h1 className="max-w-4xl text-4xl font-bold md:text-6xl">{e.title}</h1>
            <div className="shrink-0">
              <FavoriteButton type="event" id={e.id} label={e.title} />
            </div>
          </div>
          {e.shortDescription ? <p className="mt-4 max-w-3xl text-lg text-white/85 md:text-xl">{e.shortDescription}</p> : null}
          <dl className="mt-6 flex flex-wrap gap-x-8 gap-y-3 text-white/90">
            <div className="flex items-center gap-2">
              <dt className="flex">
                <CalendarDays aria-hidden="true" className="size-5" />
                <span className="sr-only">Datum</span>
              </dt>
              <dd>
                {formatWeekday(e.startDate)}, <time dateTime={e.startDate}>{formatDate(e.startDate)}</time>
                {e.endDate && !sameBerlinDay(e.startDate, e.endDate) ? <> – {formatDate(e.endDate)}</> : null}
              </dd>
            </div>
            <div className="flex items-center gap-2">
              <dt className="flex">
                <Clock aria-hidden="true" className="size-5" />
                <span className="sr-only">Uhrzeit</span>
              </dt>
              <dd>
                {formatTime(e.startDate)} Uhr{e.endDate && sameBerlinDay(e.startDate, e.endDate) ? ` – ${formatTime(e.endDate)} Uhr` : ""}
              </dd>
            </div>
            {v.name ? (
              <div className="flex items-center gap-2">
                <dt className="flex">
                  <MapPin aria-hidden="true" className="size-5" />
                  <span className="sr-only">Ort</span>
                </dt>
                <dd>{v.name}</dd>
              </div>
            ) : null}
          </dl>
        </div>
      </div>

      <div className="container-page mt-10 grid gap-10 lg:grid-cols-[1fr_24rem]">
        <div className="min-w-0">
          <section aria-labelledby="about">
            <h2 id="about" className="text-2xl font-bold">
              Über {e.kind === "workshop" ? "den Workshop" : e.kind === "activity" ? "die Aktivität" : "das Event"}
            </h2>
            <div className="prose-de mt-4 max-w-3xl text-lg leading-relaxed">
              {paragraphs.map((p, i) => (
                <p key={i}>{p}</p>
              ))}
            </div>
            {e.tags.length > 0 ? (
              <ul className="mt-6 flex flex-wrap gap-2" aria-label="Schlagworte">
                {e.tags.map((t) => (
                  <li key={t} className="rounded-full bg-sand px-3 py-1 text-sm font-medium">
                    #{t}
                  </li>
                ))}
              </ul>
            ) : null}
          </section>

          {e.requirements ? (
            <section aria-labelledby="requirements" className="mt-10 rounded-[var(--radius-card)] border border-line bg-white p-6">
              <h2 id="requirements" className="flex items-center gap-2 text-xl font-bold">
                <Info aria-hidden="true" className="size-5 text-secondary" /> Voraussetzungen
              </h2>
              <p className="mt-2 text-muted">{e.requirements}</p>
            </section>
          ) : null}

          <section aria-labelledby="venue" className="mt-10">
            <h2 id="venue" className="text-2xl font-bold">
              Veranstaltungsort
            </h2>
            <div className="mt-4 rounded-[var(--radius-card)] border border-line bg-white p-6">
              <p className="font-display text-xl font-semibold">
                {v.slug ? (
                  <Link to={`/${city}/places/${v.slug}`} className="underline-offset-4 hover:underline">
                    {v.name}
                  </Link>
                ) : (
                  (v.name ?? "Ort wird noch bekannt gegeben")
                )}
              </p>
              {address ? <p className="mt-1 text-muted">{address}</p> : null}
              <div className="mt-4 flex flex-wrap gap-3">
                {v.latitude != null && v.longitude != null ? (
                  <a href={osmLink(v.latitude, v.longitude)} target="_blank" rel="noopener noreferrer" className={buttonClass("outline", "md")}>
                    <MapPin aria-hidden="true" className="size-4" /> Auf der Karte ansehen
                    <span className="sr-only"> (öffnet OpenStreetMap in neuem Tab)</span>
                  </a>
                ) : null}
                {v.website ? (
                  <a href={v.website} target="_blank" rel="noopener noreferrer" className={buttonClass("ghost", "md")}>
                    <Globe aria-hidden="true" className="size-4" /> Website des Ortes
                  </a>
                ) : null}
              </div>
              {v.latitude != null && v.approximate ? <p className="mt-3 text-sm text-muted">Die Karte zeigt die ungefähre Lage – maßgeblich ist die Adresse.</p> : null}
              {v.capacity ? <p className="mt-3 text-sm text-muted">Kapazität: {v.capacity.toLocaleString("de-DE")} Personen</p> : null}
            </div>
          </section>

          {e.organizerName ? (
            <section aria-labelledby="organizer" className="mt-10">
              <h2 id="organizer" className="text-2xl font-bold">
                Veranstaltet von
              </h2>
              <div className="mt-4 flex items-center gap-4 rounded-[var(--radius-card)] border border-line bg-white p-5">
                <span aria-hidden="true" className="flex size-12 items-center justify-center rounded-full bg-secondary-soft font-display text-xl font-bold text-secondary">
                  {e.organizerName.slice(0, 1)}
                </span>
                <div>
                  <p className="flex items-center gap-1.5 font-semibold">
                    {e.organizerSlug ? (
                      <Link to={`/${city}/organizers/${e.organizerSlug}`} className="hover:underline">
                        {e.organizerName}
                      </Link>
                    ) : (
                      e.organizerName
                    )}
                    {e.organizerVerified ? <BadgeCheck aria-label="Verifiziert" className="size-4 text-secondary" /> : null}
                  </p>
                  {e.contactEmail ? (
                    <a href={`mailto:${e.contactEmail}`} className="inline-flex min-h-11 items-center gap-1.5 text-sm text-primary-strong underline">
                      <Mail aria-hidden="true" className="size-4" /> {e.contactEmail}
                    </a>
                  ) : null}
                </div>
              </div>
            </section>
          ) : null}

          {reviews}
        </div>

        <aside aria-labelledby="tickets-title" className="lg:sticky lg:top-24 lg:self-start">
          <div className="rounded-[var(--radius-card)] border border-line bg-white p-6 shadow-sm">
            <h2 id="tickets-title" className="flex items-center gap-2 text-xl font-bold">
              <Ticket aria-hidden="true" className="size-5 text-primary" /> Tickets
            </h2>
            {activeTickets.length > 0 ? (
              <ul className="mt-4 divide-y divide-line" data-testid="ticket-categories">
                {activeTickets.map((t) => (
                  <li key={t.id} className="flex items-start justify-between gap-3 py-3">
                    <div>
                      <p className="font-semibold">{t.name}</p>
                      {t.description ? <p className="text-sm text-muted">{t.description}</p> : null}
                      {t.earlyBirdActive && t.earlyBirdEndDate ? (
                        <p className="mt-1 text-xs font-semibold text-accent-ink">Frühbucherpreis bis {formatDate(t.earlyBirdEndDate)}</p>
                      ) : t.earlyBirdActive ? (
                        <p className="mt-1 text-xs font-semibold text-accent-ink">Frühbucherpreis</p>
                      ) : null}
                    </div>
                    <div className="text-right">
                      {t.soldOut ? (
                        <span className="text-sm font-semibold text-muted">Ausverkauft</span>
                      ) : t.earlyBirdActive ? (
                        <>
                          <p className="font-semibold">{money(t.earlyBirdPriceCents!)}</p>
                          <p className="text-sm text-muted line-through">
                            <span className="sr-only">statt </span>
                            {money(t.priceCents)}
                          </p>
                        </>
                      ) : (
                        <p className="font-semibold">{t.priceCents === 0 ? "Eintritt frei" : money(t.priceCents)}</p>
                      )}
                    </div>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="mt-4 text-lg font-semibold">{e.priceCents === 0 ? "Eintritt frei" : money(e.priceCents)}</p>
            )}
            {e.maxParticipants && !booking.soldOut ? (
              <p className="mt-3 flex items-center gap-1.5 text-sm text-muted">
                <Users aria-hidden="true" className="size-4" /> Noch {Math.max(0, e.maxParticipants - e.currentParticipants).toLocaleString("de-DE")} von{" "}
                {e.maxParticipants.toLocaleString("de-DE")} Plätzen frei
              </p>
            ) : null}
            {e.bookingDeadline ? (
              <p className="mt-2 flex items-center gap-1.5 text-sm text-muted">
                <CalendarClock aria-hidden="true" className="size-4" /> Buchungsschluss: {formatDateTime(e.bookingDeadline)}
              </p>
            ) : null}
            <div className="mt-5 grid gap-3">
              <BookingAction box={booking.box} />
              {booking.box.kind === "sold_out" ? waitlist : null}
              {e.externalUrl ? (
                <a href={e.externalUrl} target="_blank" rel="noopener noreferrer" className={buttonClass("outline", "md")}>
                  <Globe aria-hidden="true" className="size-4" /> Mehr Infos beim Veranstalter
                </a>
              ) : null}
            </div>
          </div>
          {otherDates}
        </aside>
      </div>

      {related.length > 0 ? (
        <section aria-labelledby="related" className="container-page mt-14">
          <h2 id="related" className="text-2xl font-bold">
            Das könnte Sie auch interessieren
          </h2>
          {/* below the fold: hydrated when it comes near the viewport */}
          <LazyHydrate data={related}>
            {/* at least 16rem per card, wherever the page sits (the organizer's preview has the sidebar beside it) */}
            <ul className="mt-5 grid grid-cols-[repeat(auto-fill,minmax(min(100%,16rem),1fr))] gap-5">
              {related.map((r) => (
                <li key={r.id}>
                  <EventCard event={r} city={city} compact />
                </li>
              ))}
            </ul>
          </LazyHydrate>
        </section>
      ) : null}
    </main>
  );
}

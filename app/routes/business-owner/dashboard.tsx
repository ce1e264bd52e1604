import { CalendarPlus, ExternalLink, LifeBuoy, MessageSquare, Pencil, Store } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/dashboard";
import { DEFAULT_CITY } from "~/lib/cities";
import { formatDateTime, formatNumber } from "~/lib/format";
import { requireUser } from "~/auth-edge/guards.server";
import { RegistrationStatus } from "~/modules/places/components/registration-status";
import { getMyRegistration } from "~/modules/places/business-registration.server";
import { listManagedPlaces } from "~/modules/places/owner-scope.server";
import { getBusinessOwnerFigures } from "~/modules/reporting/business-owner-figures.server";
import { businessOwner, city, linkTo, pageTitle } from "~/registry";
import { BackOfficeHeader } from "~/ui/back-office";
import { ButtonLink, buttonClass } from "~/ui/button";
import { StatCard } from "~/ui/stat-card";

export const meta: Route.MetaFunction = () => [{ title: pageTitle(businessOwner, businessOwner.pages.dashboard) }];

export async function loader({ request }: Route.LoaderArgs) {
  const actor = await requireUser(request);
  const places = await listManagedPlaces(actor);
  if (places.length === 0) return { owner: false as const, registration: await getMyRegistration(actor) };
  const figures = await getBusinessOwnerFigures(places.map((p) => p.id));
  return {
    owner: true as const,
    places: places.map((p) => ({ ...p, publicHref: linkTo(city, "placeDetail", { city: p.cityId ?? DEFAULT_CITY, slug: p.slug }) })),
    figures,
  };
}

const SUPPORT_HREF = `/${DEFAULT_CITY}/contact`;

export default function BusinessOwnerDashboard({ loaderData: d }: Route.ComponentProps) {
  if (!d.owner) return <NoPlaceYet registration={d.registration} />;
  const f = d.figures;
  const [first] = d.places;
  return (
    <div className="flex flex-col gap-6">
      <BackOfficeHeader
        eyebrow="Business-Bereich"
        title={d.places.length === 1 ? first!.name : "Ihre Orte"}
        actions={
          first ? (
            <a href={first.publicHref} target="_blank" rel="noreferrer" className={buttonClass("outline")}>
              <ExternalLink aria-hidden="true" className="size-4" /> Öffentliche Seite<span className="sr-only"> (öffnet in neuem Tab)</span>
            </a>
          ) : null
        }
      >
        {d.places.length === 1 ? "Die wichtigsten Zahlen Ihres Orts auf einen Blick." : `Die wichtigsten Zahlen Ihrer ${d.places.length} Orte auf einen Blick.`}
      </BackOfficeHeader>

      <section aria-labelledby="figures-title">
        <h2 id="figures-title" className="sr-only">
          Kennzahlen
        </h2>
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          <StatCard label="Favoriten" value={formatNumber(f.favorites)} hint="Personen haben Ihren Ort gemerkt" />
          <StatCard
            label="Durchschnittliche Bewertung"
            value={f.averageRating == null ? "–" : `${f.averageRating.toLocaleString("de-DE", { minimumFractionDigits: 1, maximumFractionDigits: 1 })} ★`}
            hint={f.reviewCount ? `aus ${formatNumber(f.reviewCount)} Bewertungen` : "noch keine Bewertungen"}
          />
          <StatCard label="Neue Bewertungen" value={formatNumber(f.newReviews)} hint="in den letzten 30 Tagen" to={linkTo(businessOwner, "reviews")} tone={f.newReviews ? "attention" : "neutral"} />
          <StatCard label="Kommende Events" value={formatNumber(f.upcomingEvents)} hint="an Ihren Orten" to={linkTo(businessOwner, "events")} />
          <StatCard label="Buchungen diesen Monat" value={formatNumber(f.bookingsThisMonth)} hint="für Events an Ihren Orten" />
          {/* profile views come with the analytics page (counted without cookies); no number until they are counted */}
          <div className="rounded-2xl border border-dashed border-line bg-white p-5">
            <p className="text-sm font-medium text-muted">Profilaufrufe</p>
            <p className="mt-1 text-sm text-muted">Werden bald hier und unter Analytics angezeigt.</p>
          </div>
        </div>
      </section>

      <div className="grid gap-6 lg:grid-cols-2">
        <section aria-labelledby="quick-title" className="rounded-2xl border border-line bg-white p-6">
          <h2 id="quick-title" className="text-lg font-semibold">
            Schnellaktionen
          </h2>
          <div className="mt-4 flex flex-col gap-2">
            <ButtonLink to={linkTo(businessOwner, "edit")} variant="outline">
              <Pencil aria-hidden="true" className="size-4" /> Business bearbeiten
            </ButtonLink>
            <ButtonLink to={linkTo(businessOwner, "reviews")} variant="outline">
              <MessageSquare aria-hidden="true" className="size-4" /> Neue Bewertungen
            </ButtonLink>
            <ButtonLink to={linkTo(businessOwner, "events")} variant="outline">
              <CalendarPlus aria-hidden="true" className="size-4" /> Event erstellen
            </ButtonLink>
            <a href={SUPPORT_HREF} className={buttonClass("ghost")}>
              <LifeBuoy aria-hidden="true" className="size-4" /> Support kontaktieren
            </a>
          </div>
        </section>
        <section aria-labelledby="next-title" className="rounded-2xl border border-line bg-white p-6">
          <h2 id="next-title" className="text-lg font-semibold">
            Nächste Events
          </h2>
          {f.nextEvents.length ? (
            <ul className="mt-3 divide-y divide-line">
              {f.nextEvents.map((e) => (
                <li key={e.id} className="py-3">
                  <p className="font-semibold">{e.title}</p>
                  <p className="text-sm text-muted">
                    {formatDateTime(e.startDate)} · {e.place}
                  </p>
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-3 text-muted">Keine kommenden Events an Ihren Orten.</p>
          )}
        </section>
      </div>

      {d.places.length > 1 ? (
        <section aria-labelledby="places-title" className="rounded-2xl border border-line bg-white p-6">
          <h2 id="places-title" className="text-lg font-semibold">
            Ihre Orte
          </h2>
          <ul className="mt-3 divide-y divide-line">
            {d.places.map((p) => (
              <li key={p.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
                <span className="font-semibold">{p.name}</span>
                <a href={p.publicHref} target="_blank" rel="noreferrer" className="text-sm text-primary-strong underline">
                  Öffentliche Seite<span className="sr-only">: {p.name} (öffnet in neuem Tab)</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

function NoPlaceYet({ registration: r }: { registration: Awaited<ReturnType<typeof getMyRegistration>> }) {
  const canRegister = !r || r.state === "rejected" || r.state === "approved";
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6">
      <BackOfficeHeader eyebrow="Business-Bereich" title="Dashboard">
        Hier verwalten Sie Ihr Business auf Stadtpuls – sobald das Stadtpuls-Team Ihre Registrierung freigegeben hat.
      </BackOfficeHeader>
      {r ? <RegistrationStatus registration={r} /> : null}
      {r?.state === "approved" ? (
        <p className="rounded-2xl border border-line bg-white p-6">
          Ihr Business ist freigegeben. Sobald ihm ein Ort zugeordnet ist, sehen Sie hier seine Zahlen. Fragen? <a href={SUPPORT_HREF} className="text-primary-strong underline">Support kontaktieren</a>
        </p>
      ) : null}
      {r && (r.state === "pending" || r.state === "awaiting_email") ? (
        <p>
          <Link to={linkTo(businessOwner, "register")} className="text-primary-strong underline">
            Registrierung ansehen oder zurückziehen
          </Link>
        </p>
      ) : null}
      {canRegister && r?.state !== "approved" ? (
        <section aria-labelledby="cta-title" className="flex flex-col items-start gap-3 rounded-2xl border border-line bg-white p-6">
          <Store aria-hidden="true" className="size-7 text-primary" />
          <h2 id="cta-title" className="text-xl font-semibold">
            {r?.state === "rejected" ? "Neue Registrierung stellen" : "Ihr Business auf Stadtpuls"}
          </h2>
          <p className="text-muted">Registrieren Sie Ihr Restaurant, Café, Ihren Club oder Ihre Location – oder beanspruchen Sie einen Ort, den es auf Stadtpuls schon gibt.</p>
          <ButtonLink to={linkTo(businessOwner, "register")}>{r?.state === "rejected" ? "Erneut registrieren" : "Business registrieren"}</ButtonLink>
          <a href={SUPPORT_HREF} className="text-sm text-primary-strong underline">
            Fragen? Support kontaktieren
          </a>
        </section>
      ) : null}
    </div>
  );
}

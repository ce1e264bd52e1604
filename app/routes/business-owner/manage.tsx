import { Building2, Clock, ExternalLink, MapPin, Pencil, Settings } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/manage";
import { requireUser } from "~/auth-edge/guards.server";
import { getOwnerManageView } from "~/modules/places/owner-places.server";
import { businessOwner, linkTo, pageTitle } from "~/registry";
import { BackOfficeHeader } from "~/ui/back-office";
import { Badge } from "~/ui/badge";
import { buttonClass } from "~/ui/button";

/** Mein Business (spec §2.3): the owner's business profiles and the places they run, each with its ways in. */
export const meta: Route.MetaFunction = () => [{ title: pageTitle(businessOwner, businessOwner.pages.manage) }];

export async function loader({ request }: Route.LoaderArgs) {
  const actor = await requireUser(request);
  return getOwnerManageView(actor);
}

export default function Manage({ loaderData: d }: Route.ComponentProps) {
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6">
      <BackOfficeHeader eyebrow="Business" title="Mein Business">
        {d.places.length > 1 ? "Sie verwalten mehrere Orte – wählen Sie, welchen Sie bearbeiten." : "Ihr Ort auf einen Blick: was Gäste sehen, und wo Sie es ändern."}
      </BackOfficeHeader>
      <section aria-labelledby="places-title" className="flex flex-col gap-4">
        <h2 id="places-title" className="text-lg font-semibold">
          {d.places.length === 1 ? "Ihr Ort" : `Ihre Orte (${d.places.length})`}
        </h2>
        <ul className="grid gap-4 md:grid-cols-2">
          {d.places.map((p) => (
            <li key={p.id} className="flex flex-col overflow-hidden rounded-2xl border border-line bg-white">
              {p.imageUrl ? <img src={p.imageUrl} alt="" className="h-36 w-full object-cover" /> : null}
              <div className="flex flex-1 flex-col gap-3 p-5">
                <h3 className="text-xl font-semibold">{p.name}</h3>
                <p className="flex items-start gap-2 text-sm text-muted">
                  <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0" /> {p.address || "Keine Adresse hinterlegt"}
                </p>
                <p className="flex items-center gap-2 text-sm">
                  <Clock aria-hidden="true" className="size-4 shrink-0 text-muted" /> {p.openLabel ?? "Keine Öffnungszeiten hinterlegt"}
                </p>
                <div className="flex flex-wrap gap-2">
                  <Badge tone={p.isActive ? "success" : "warning"}>{p.isActive ? "Öffentlich sichtbar" : "Verborgen"}</Badge>
                  <Badge tone={p.isVerified ? "primary" : "neutral"}>{p.isVerified ? "Verifiziert" : "Nicht verifiziert"}</Badge>
                </div>
                <div className="mt-auto flex flex-wrap gap-2 pt-2">
                  <Link to={p.editHref} className={buttonClass("primary", "sm")} aria-label={`${p.name} bearbeiten`}>
                    <Pencil aria-hidden="true" className="size-4" /> Bearbeiten
                  </Link>
                  <Link to={p.settingsHref} className={buttonClass("outline", "sm")} aria-label={`Location-Einstellungen von ${p.name}`}>
                    <Settings aria-hidden="true" className="size-4" /> Einstellungen
                  </Link>
                  {p.publicHref ? (
                    <a href={p.publicHref} target="_blank" rel="noreferrer" className={buttonClass("ghost", "sm")} aria-label={`Öffentliche Seite von ${p.name} (neuer Tab)`}>
                      <ExternalLink aria-hidden="true" className="size-4" /> Öffentliche Seite
                    </a>
                  ) : null}
                </div>
              </div>
            </li>
          ))}
        </ul>
      </section>
      {d.profiles.length ? (
        <section aria-labelledby="profiles-title" className="flex flex-col gap-4">
          <h2 id="profiles-title" className="text-lg font-semibold">
            {d.profiles.length === 1 ? "Ihr Business-Profil" : "Ihre Business-Profile"}
          </h2>
          <ul className="grid gap-4 md:grid-cols-2">
            {d.profiles.map((b) => (
              <li key={b.id} className="flex gap-4 rounded-2xl border border-line bg-white p-5">
                {b.logoUrl ? <img src={b.logoUrl} alt="" className="size-14 shrink-0 rounded-xl border border-line object-contain" /> : <Building2 aria-hidden="true" className="size-14 shrink-0 text-primary" />}
                <div className="flex min-w-0 flex-col gap-1">
                  <h3 className="font-semibold">{b.name}</h3>
                  <p className="line-clamp-2 text-sm text-muted">{b.description || "Noch keine Beschreibung."}</p>
                  <p className="text-sm">{b.placeName ? `Ort: ${b.placeName}` : "Noch mit keinem Ort verknüpft"}</p>
                  <div className="flex flex-wrap gap-2">
                    <Badge tone={b.isVerified ? "primary" : "neutral"}>{b.isVerified ? "Verifiziert" : "Nicht verifiziert"}</Badge>
                  </div>
                  <Link to={linkTo(businessOwner, "profile", { profileId: b.id })} className="text-sm font-semibold text-primary-strong hover:underline">
                    <Pencil aria-hidden="true" className="mr-1 inline size-4" />
                    Profil bearbeiten<span className="sr-only">: {b.name}</span>
                  </Link>
                  <Link to={b.dashboardHref} className="text-sm font-semibold text-primary hover:underline">
                    Business-Dashboard von {b.name}
                  </Link>
                </div>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <p className="text-sm text-muted">
        Neue Bewertungen beantworten Sie unter <Link to={linkTo(businessOwner, "reviews")} className="font-semibold text-primary hover:underline">Bewertungen</Link>.
      </p>
    </div>
  );
}

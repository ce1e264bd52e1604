import { Building2, MapPin, Pencil, Star } from "lucide-react";
import { Link } from "react-router";
import { NOUNS, plural } from "~/lib/plural";
import type { Route } from "./+types/business-dashboard";
import { throwAsResponse } from "~/lib/route-helpers.server";
import { requireUser } from "~/auth-edge/guards.server";
import { getBusinessDashboardView } from "~/modules/places/queries.server";
import { ButtonLink } from "~/ui/button";
import { city as cityArea, pageTitle } from "~/registry";

export const meta: Route.MetaFunction = ({ data: d }) => [{ title: pageTitle(cityArea, { title: `${d?.business.name ?? "Business"} – ${cityArea.pages.businessDashboard.title}` }) }, { name: "robots", content: "noindex" }];

/** The owner's view of one business profile; someone else's id gets 404 (nothing is revealed). */
export async function loader({ request, params }: Route.LoaderArgs) {
  const viewer = await requireUser(request);
  const business = await getBusinessDashboardView(viewer, params.profileId).catch(throwAsResponse);
  return { business };
}

export default function BusinessDashboard({ loaderData, params }: Route.ComponentProps) {
  const b = loaderData.business;
  return (
    <main className="container-page py-10">
      <p className="text-sm font-semibold uppercase tracking-wider text-primary">Business-Dashboard</p>
      <h1 className="mt-2 text-3xl font-bold md:text-4xl">{b.name}</h1>
      <p className="mt-2 max-w-2xl text-muted">{b.description || "Noch keine Beschreibung."}</p>
      <p className="mt-2 text-sm font-medium">
        {b.isActive ? "Öffentlich sichtbar" : "Nicht öffentlich"} · {b.isVerified ? "Verifiziert" : "Noch nicht verifiziert"}
      </p>
      <div className="mt-8 grid gap-4 sm:grid-cols-3">
        <div className="rounded-2xl border border-line bg-white p-5">
          <MapPin aria-hidden="true" className="size-6 text-primary" />
          <p className="mt-2 text-sm text-muted">Verknüpfter Ort</p>
          {b.placeSlug ? (
            <Link to={`/${params.city}/places/${b.placeSlug}`} className="font-semibold hover:underline">
              {b.placeName}
            </Link>
          ) : (
            <p className="font-semibold">Noch kein Ort verknüpft</p>
          )}
        </div>
        <div className="rounded-2xl border border-line bg-white p-5">
          <Star aria-hidden="true" className="size-6 text-primary" />
          <p className="mt-2 text-sm text-muted">Bewertung</p>
          <p className="font-semibold">
            {b.reviews ? `${(b.rating ?? 0).toFixed(1).replace(".", ",")} von 5 (${plural(b.reviews, NOUNS.review)})` : "Noch keine Bewertungen"}
          </p>
        </div>
        <div className="rounded-2xl border border-line bg-white p-5">
          <Building2 aria-hidden="true" className="size-6 text-primary" />
          <p className="mt-2 text-sm text-muted">Verwaltung</p>
          <Link to="/business-owner" className="font-semibold hover:underline">
            Zum Business-Bereich
          </Link>
        </div>
      </div>
      <div className="mt-8">
        <ButtonLink to="/business-owner/edit">
          <Pencil aria-hidden="true" className="size-4" /> Business bearbeiten
        </ButtonLink>
      </div>
    </main>
  );
}

import { MapPin } from "lucide-react";
import { useEffect } from "react";
import { data, Link, useNavigate } from "react-router";
import type { Route } from "./+types/place-redirect";
import { resolvePlaceSlug } from "~/modules/places/resolve-place-slug.server";
import { pageUrl } from "~/lib/page-url.server";

/**
 * The place-detail redirect screen (spec §2.1) for /locations/{slug} and /businesses/{slug}:
 * tells the visitor where the place lives now and forwards them to /places/{slug}.
 */
export async function loader({ params, request }: Route.LoaderArgs) {
  const kind = pageUrl(request).pathname.includes("/businesses/") ? "business" : "location";
  const target = await resolvePlaceSlug(kind, params.slug);
  if (!target) throw data({ message: "Ort nicht gefunden" }, { status: 404 });
  return { href: `/${params.city}/places/${target.slug}`, name: target.name };
}

export const meta: Route.MetaFunction = ({ data: d }) => [
  { title: `${d?.name ?? "Ort"} – Weiterleitung – Stadtpuls` },
  { name: "robots", content: "noindex" },
];

export default function PlaceRedirect({ loaderData }: Route.ComponentProps) {
  const navigate = useNavigate();
  useEffect(() => {
    const t = setTimeout(() => navigate(loaderData.href, { replace: true }), 600);
    return () => clearTimeout(t);
  }, [loaderData.href, navigate]);
  return (
    <main className="container-page flex min-h-[50vh] flex-col items-center justify-center py-16 text-center">
      <MapPin aria-hidden="true" className="mb-4 size-10 animate-pulse text-primary" />
      <h1 className="text-3xl font-bold">{loaderData.name}</h1>
      <p className="mt-3 text-muted" role="status">
        Sie werden zur Ortsseite weitergeleitet …
      </p>
      <Link to={loaderData.href} replace className="mt-6 inline-flex min-h-11 items-center rounded-full bg-primary px-5 font-semibold text-white">
        Direkt zur Ortsseite
      </Link>
    </main>
  );
}

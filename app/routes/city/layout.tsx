import { data, isRouteErrorResponse, Outlet, redirect, useRevalidator, useRouteError, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/layout";
import { useRef } from "react";
import { DEFAULT_CITY, isCityId, type CityId } from "~/lib/cities";
import { getActiveCities, getCityBySlug } from "~/modules/cities/queries.server";
import { themeStyle } from "~/modules/cities/theme";
import { useViewer } from "~/lib/use-viewer";
import { ErrorPanel, MAX_RETRIES } from "~/ui/error-boundary";
import { LazyHydrate } from "~/ui/lazy-hydrate";
import { NotFoundPage } from "~/ui/not-found";
import { SiteFooter } from "~/shell/site-footer";
import { SiteHeader } from "~/shell/site-header";
import { showToast } from "~/ui/toaster";
import { pageUrl } from "~/lib/page-url.server";

/** First path segments that are pages of a city (a city's slug may be none of them, see cities/validation) (so /events → /luebeck/events). */
export const CITY_PAGES = new Set([
  "auth", "events", "workshops", "activities", "places", "locations", "businesses", "artists", "organizers",
  "community", "blog", "search", "booking-success", "contests", "tickets", "team", "jobs", "contact",
  "for-organizers", "for-brands", "privacy", "imprint", "terms", "create-event", "poster-edition",
  "secret-concerts", "reset-password", "settings", "requests", "profile", "business-dashboard",
]);

export async function loader({ params, request }: Route.LoaderArgs) {
  const slug = params.city;
  // renews the in-process list of active cities when it is older than its TTL
  const cities = await getActiveCities();
  if (!isCityId(slug)) {
    // unknown city id → Lübeck (spec §2.1); a bare page name keeps its page
    const url = pageUrl(request);
    const rest = url.pathname.split("/").slice(2).join("/");
    if (CITY_PAGES.has(slug)) throw redirect(`/${DEFAULT_CITY}/${slug}${rest ? `/${rest}` : ""}${url.search}`);
    const restPage = rest.split("/")[0];
    if (!rest) throw redirect(`/${DEFAULT_CITY}`);
    if (CITY_PAGES.has(restPage)) throw redirect(`/${DEFAULT_CITY}/${rest}${url.search}`);
    // neither a city nor a page: an unknown path
    throw data({ message: "Seite nicht gefunden" }, { status: 404 });
  }
  const city = await getCityBySlug(slug);
  if (!city) {
    // a known id that is not active (or not seeded yet)
    if (slug !== DEFAULT_CITY) throw redirect(`/${DEFAULT_CITY}`);
    throw data({ message: "Stadt nicht gefunden" }, { status: 404 });
  }
  return {
    city: {
      id: city.id as CityId,
      slug: city.slug,
      name: city.name,
      tagline: city.tagline,
      description: city.description,
      heroImageUrl: city.heroImageUrl,
      landmarks: city.landmarks,
      neighborhoods: city.neighborhoods,
      latitude: city.latitude,
      longitude: city.longitude,
      postalCode: city.postalCode,
      themeConfig: city.themeConfig,
    },
    cities: cities.map((c) => ({ id: c.id, name: c.name })),
  };
}

export type CityLayoutData = Awaited<ReturnType<typeof loader>>;

/** The current city of a page under /{city}. */
export function useCity(): CityLayoutData["city"] {
  const d = useRouteLoaderData("routes/city/layout") as CityLayoutData | undefined;
  if (!d) throw new Error("useCity() outside a city page");
  return d.city;
}

function CityShell({ city, children }: { city: CityLayoutData["city"]; children: React.ReactNode }) {
  const viewer = useViewer();
  return (
    <div style={themeStyle(city) as React.CSSProperties} className="flex min-h-dvh flex-col">
      <SiteHeader city={city.id} cityName={city.name} viewer={viewer} />
      <div className="h-[7.25rem] md:h-16" aria-hidden="true" />
      <div id="inhalt" className="flex-1">
        {children}
      </div>
      {/* static links below the fold: hydrated when it comes near the viewport */}
      <LazyHydrate data={city}>
        <SiteFooter city={city.id} cityName={city.name} landmarks={city.landmarks} />
      </LazyHydrate>
    </div>
  );
}

export default function CityLayout({ loaderData }: Route.ComponentProps) {
  return (
    <CityShell city={loaderData.city}>
      <Outlet />
    </CityShell>
  );
}

/** Renders error content inside the header/footer when the city itself loaded. */
function WithShell({ children }: { children: React.ReactNode }) {
  const d = useRouteLoaderData("routes/city/layout") as CityLayoutData | undefined;
  return d ? <CityShell city={d.city}>{children}</CityShell> : <>{children}</>;
}

const retries = new Map<string, number>();

/** Route-level boundary ('Seiten-Fehler') inside the city layout, with up to 3 retries. */
export function ErrorBoundary() {
  const error = useRouteError();
  const revalidator = useRevalidator();
  const key = useRef(typeof window !== "undefined" ? window.location.pathname : "");
  if (isRouteErrorResponse(error) && error.status === 404) {
    const message = (error.data as { message?: string } | undefined)?.message;
    return (
      <WithShell>
        {message && message !== "Seite nicht gefunden" ? (
          <main className="container-page">
            <ErrorPanel title={message} message="Die gesuchte Seite gibt es nicht oder nicht mehr." />
          </main>
        ) : (
          <NotFoundPage />
        )}
      </WithShell>
    );
  }
  const used = retries.get(key.current) ?? 0;
  const message = isRouteErrorResponse(error)
    ? ((error.data as { message?: string } | undefined)?.message ?? "Die Seite konnte nicht geladen werden.")
    : "Beim Laden dieser Seite ist ein Fehler aufgetreten.";
  return (
    <WithShell>
    <main className="container-page">
      <ErrorPanel
        title="Seiten-Fehler"
        message={message}
        retriesLeft={MAX_RETRIES - used}
        onRetry={() => {
          if (used >= MAX_RETRIES) {
            showToast({ type: "error", title: "Zu viele Wiederholungen", description: "Bitte laden Sie die Seite neu." });
            return;
          }
          retries.set(key.current, used + 1);
          void revalidator.revalidate();
        }}
      />
    </main>
    </WithShell>
  );
}

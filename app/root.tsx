import { useEffect } from "react";
import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteError,
} from "react-router";
import type { Route } from "./+types/root";
import "~/composition/error-catalog";
import "./app.css";
import frauncesBold from "@fontsource/fraunces/files/fraunces-latin-700-normal.woff2?url";
import interLatin from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url";
import { logClientError } from "~/lib/client-log";
import { useNonce } from "~/lib/nonce";
import { setKnownCities } from "~/lib/cities";
import { getActiveCities } from "~/modules/cities/queries.server";
import { getViewer } from "~/modules/accounts/session.server";
import { ImpersonationBanner } from "~/shell/impersonation-banner";
import { testPaymentsInProduction } from "~/modules/payments/get-provider.server";
import { readToast } from "~/lib/toast.server";
import { ComponentErrorBoundary, ErrorPanel } from "~/ui/error-boundary";
import { NotFoundPage } from "~/ui/not-found";
import { Toaster, useToast } from "~/ui/toaster";

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "manifest", href: "/manifest.webmanifest" },
  // the text and heading fonts above the fold: loaded with the CSS, so the first paint already uses them
  { rel: "preload", href: interLatin, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "preload", href: frauncesBold, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
];

export async function loader({ request }: Route.LoaderArgs) {
  const [viewer, flash, cities] = await Promise.all([getViewer(request), readToast(request), getActiveCities()]);
  const payload = {
    viewer: viewer
      ? {
          id: viewer.id,
          email: viewer.email,
          displayName: viewer.displayName,
          avatarUrl: viewer.avatarUrl,
          role: viewer.role,
          isBusinessOwner: viewer.isBusinessOwner,
          /** An admin acting as this account (decision 0011): the banner on every page says so. */
          impersonatedBy: viewer.impersonatedBy ? { name: viewer.impersonatedBy.name } : null,
        }
      : null,
    toast: flash.toast,
    /** A deployment that runs on test payments by explicit opt-in (ALLOW_TEST_PAYMENTS): every page says so. */
    testPayments: testPaymentsInProduction(),
    /** The active cities (from the database): the browser's list for pickers, links and validation. */
    cities: cities.map((c) => ({ id: c.id, name: c.name })),
  };
  return flash.setCookie ? data(payload, { headers: { "Set-Cookie": flash.setCookie } }) : payload;
}

export type RootViewer = Awaited<ReturnType<typeof loader>> extends infer R
  ? R extends { data: infer D }
    ? D extends { viewer: infer V }
      ? V
      : never
    : R extends { viewer: infer V }
      ? V
      : never
  : never;

declare module "~/lib/use-viewer" {
  interface RegisterViewer {
    viewer: RootViewer;
  }
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  return (
    <html lang="de">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#b53c7a" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <Toaster />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  useToast(loaderData.toast);
  // before the children render, so server and browser list the same cities
  setKnownCities(loaderData.cities);
  return (
    <ComponentErrorBoundary level="critical">
      {loaderData.testPayments ? (
        <p role="status" data-testid="test-payments-banner" className="fixed inset-x-0 bottom-0 z-50 bg-amber-400 px-4 py-2 text-center text-sm font-semibold text-ink">
          Testmodus: Zahlungen laufen über den Testanbieter – es wird kein echtes Geld bewegt, Tickets sind nicht gültig.
        </p>
      ) : null}
      <ImpersonationBanner />
      <Outlet />
    </ComponentErrorBoundary>
  );
}

/** App-wide boundary: 'Kritischer Fehler' (logs name, message, stack); 404 → the not-found page. */
export function ErrorBoundary() {
  const error = useRouteError();
  const isResponse = isRouteErrorResponse(error);
  useEffect(() => {
    if (!isResponse) {
      const e = error instanceof Error ? error : new Error(String(error));
      logClientError({ level: "critical", name: e.name, message: e.message, componentStack: e.stack, url: window.location.href });
    }
  }, [error, isResponse]);
  if (isResponse && error.status === 404) return <NotFoundPage />;
  return (
    <main className="container-page">
      <ErrorPanel
        title="Kritischer Fehler"
        message={
          isResponse
            ? (error.data as { message?: string } | undefined)?.message ?? "Die Seite konnte nicht geladen werden."
            : "Die Anwendung ist auf einen unerwarteten Fehler gestoßen. Bitte versuchen Sie es erneut."
        }
      />
    </main>
  );
}

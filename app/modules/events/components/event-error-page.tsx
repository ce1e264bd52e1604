import { CalendarX } from "lucide-react";
import { isRouteErrorResponse, Link, useParams, useRouteError } from "react-router";
import { buttonClass } from "~/ui/button";
import { cityHref } from "~/lib/cities";

const HINTS: Record<string, string> = {
  EVENT_CANCELLED: "Der Veranstalter hat dieses Event abgesagt. Bereits gekaufte Tickets werden erstattet.",
  EVENT_SLUG_INVALID: "Der Link zu diesem Event ist unvollständig. Bitte prüfen Sie die Adresse.",
  EVENT_NOT_FOUND: "Dieses Event gibt es nicht oder nicht mehr.",
};

/** The designed error page of event, workshop and activity details (status kept from the loader). */
export function ErrorPage({ listHref }: { listHref: string }) {
  const error = useRouteError();
  const params = useParams();
  const body = isRouteErrorResponse(error) ? (error.data as { code?: string; message?: string } | undefined) : undefined;
  const title = body?.message ?? "Seiten-Fehler";
  const hint = (body?.code && HINTS[body.code]) ?? "Beim Laden dieser Seite ist ein Fehler aufgetreten.";
  return (
    <main className="container-page flex min-h-[50vh] flex-col items-center justify-center py-16 text-center">
      <CalendarX aria-hidden="true" className="size-12 text-primary" />
      <h1 className="mt-4 text-3xl font-bold md:text-4xl">{title}</h1>
      <p className="mt-3 max-w-lg text-muted">{hint}</p>
      <Link to={cityHref(params.city, `/${listHref}`)} className={buttonClass("primary", "md", "mt-6")}>
        Weitere Events entdecken
      </Link>
    </main>
  );
}

import { Compass } from "lucide-react";
import { Link } from "react-router";

/** The German 404 page with a link home (spec §2.1, §8). */
export function NotFoundPage({ home = "/" }: { home?: string }) {
  return (
    <main id="inhalt" className="container-page flex min-h-[60vh] flex-col items-center justify-center py-20 text-center">
      <Compass aria-hidden="true" className="mb-6 size-14 text-primary" />
      <p className="text-sm font-semibold uppercase tracking-wider text-primary">Fehler 404</p>
      <h1 className="mt-2 text-4xl font-bold md:text-5xl">Seite nicht gefunden</h1>
      <p className="mt-4 max-w-lg text-lg text-muted">
        Diese Seite gibt es nicht (mehr). Vielleicht hat sich die Adresse geändert – auf der Startseite finden Sie alle Events und Orte.
      </p>
      <Link
        to={home}
        className="mt-8 inline-flex min-h-12 items-center rounded-full bg-primary px-6 font-semibold text-white hover:bg-primary-strong"
      >
        Zur Startseite
      </Link>
    </main>
  );
}

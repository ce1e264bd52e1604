import { Landmark as LandmarkIcon, Mail, MapPin, Phone } from "lucide-react";
import { Link } from "react-router";
import type { Landmark } from "~/modules/cities/schema";
import { footerColumns, legalLinks, navHref } from "~/shell/nav-items";

/** Footer (spec §2.5): discover / services / contact-info columns, legal links, 4 landmarks, app links. */
export function SiteFooter({ city, cityName, landmarks }: { city: string; cityName: string; landmarks: Landmark[] }) {
  return (
    <footer className="mt-24 bg-ink text-white/85">
      <div className="container-page grid gap-10 py-14 md:grid-cols-2 lg:grid-cols-5">
        <div className="lg:col-span-2">
          <p className="font-display text-3xl font-bold text-white">Stadtpuls</p>
          <p className="mt-3 max-w-sm text-white/75">
            Was in {cityName} los ist: Konzerte, Theater, Workshops, Orte und Menschen – mit Tickets, die einfach funktionieren.
          </p>
          <ul className="mt-5 space-y-2 text-sm">
            <li className="flex items-center gap-2">
              <MapPin aria-hidden="true" className="size-4" /> Breite Straße 1, 23552 Lübeck
            </li>
            <li className="flex items-center gap-2">
              <Mail aria-hidden="true" className="size-4" /> <a className="hover:text-white hover:underline" href="mailto:hallo@stadtpuls.de">hallo@stadtpuls.de</a>
            </li>
            <li className="flex items-center gap-2">
              <Phone aria-hidden="true" className="size-4" /> <a className="hover:text-white hover:underline" href="tel:+494511234560">0451 123 456-0</a>
            </li>
          </ul>
          <div role="group" className="mt-6 flex flex-wrap gap-3" aria-label="Stadtpuls-App">
            <a href="https://apps.apple.com/de/app/stadtpuls" className="inline-flex min-h-11 items-center rounded-xl border border-white/30 px-4 text-sm font-semibold hover:border-white">
              Im App Store laden
            </a>
            <a href="https://play.google.com/store/apps/details?id=de.stadtpuls" className="inline-flex min-h-11 items-center rounded-xl border border-white/30 px-4 text-sm font-semibold hover:border-white">
              Bei Google Play laden
            </a>
          </div>
        </div>
        {footerColumns.map((col) => (
          <nav key={col.title} aria-label={col.title}>
            <h2 className="font-sans text-sm font-bold uppercase tracking-wider text-white">{col.title}</h2>
            <ul className="mt-3 space-y-1">
              {col.items.map((item) => (
                <li key={item.label}>
                  <Link to={navHref(item, city, true)} className="inline-flex min-h-9 items-center text-white/80 hover:text-white hover:underline">
                    {item.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      {landmarks.length > 0 ? (
        <div className="border-t border-white/10">
          <div className="container-page flex flex-wrap items-center gap-x-6 gap-y-2 py-5 text-sm">
            <span className="font-semibold text-white">Wahrzeichen in {cityName}:</span>
            {landmarks.slice(0, 4).map((l) => (
              <span key={l.name} className="inline-flex items-center gap-1.5 text-white/80">
                <LandmarkIcon aria-hidden="true" className="size-4" /> {l.name}
              </span>
            ))}
          </div>
        </div>
      ) : null}
      <div className="border-t border-white/10">
        <div className="container-page flex flex-col gap-3 py-5 text-sm text-white/70 md:flex-row md:items-center md:justify-between">
          <p>© {new Date().getFullYear()} Stadtpuls GmbH · Mit Herz aus Lübeck</p>
          <nav aria-label="Rechtliches" className="flex gap-5">
            {legalLinks.map((l) => (
              <Link key={l.to} to={`/${city}/${l.to}`} className="inline-flex min-h-9 items-center hover:text-white hover:underline">
                {l.label}
              </Link>
            ))}
          </nav>
        </div>
      </div>
    </footer>
  );
}

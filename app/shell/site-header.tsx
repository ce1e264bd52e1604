import { Search } from "lucide-react";
import { Link } from "react-router";
import type { CityId } from "~/lib/cities";
import type { Role } from "~/modules/accounts/roles";
import { Badge } from "~/ui/badge";
import { HeaderSearch } from "~/shell/header-search";
import { LocationPicker } from "~/shell/location-picker";
import { navHref, primaryNav } from "~/shell/nav-items";
import { NotificationBell } from "~/shell/notification-bell";
import { SideMenu } from "~/shell/side-menu";
import { UserMenu } from "~/shell/user-menu";

type Viewer = { email: string; displayName: string; role: Role; avatarUrl: string | null } | null;

/** Fixed header (spec §2.5): logo/city, location picker, search, bell, user menu or 'Anmelden', side menu. */
export function SiteHeader({ city, cityName, viewer }: { city: CityId; cityName: string; viewer: Viewer }) {
  return (
    <header className="fixed inset-x-0 top-0 z-40 border-b border-line/80 bg-paper/90 backdrop-blur supports-[backdrop-filter]:bg-paper/75">
      <a
        href="#inhalt"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded-full focus:bg-ink focus:px-4 focus:py-2 focus:text-white"
      >
        Zum Inhalt springen
      </a>
      <div className="container-page flex h-16 items-center gap-3">
        <Link to={`/${city}`} className="flex shrink-0 items-baseline gap-1.5" aria-label={`Stadtpuls ${cityName} – Startseite`}>
          <span className="font-display text-2xl font-bold tracking-tight text-primary">Stadtpuls</span>
          <span className="hidden text-sm font-semibold text-muted sm:inline">{cityName}</span>
        </Link>
        <div className="hidden md:block">
          <LocationPicker city={city} />
        </div>
        <nav aria-label="Hauptnavigation" className="ml-2 hidden items-center gap-1 lg:flex">
          {primaryNav.map((item) => (
            <Link
              key={item.to}
              to={navHref(item, city, !!viewer)}
              // signed in, the header also holds the bell and the user menu: the search and
              // 'Organisator werden' give way below 1536 px, the navigation keeps every item
              className="inline-flex min-h-11 items-center gap-1.5 rounded-full px-3 text-sm font-semibold whitespace-nowrap hover:bg-sand"
            >
              {item.label}
              {item.badge ? <Badge tone="accent">{item.badge}</Badge> : null}
            </Link>
          ))}
        </nav>
        <div className={`ml-auto hidden w-full min-w-40 md:block ${viewer ? "max-w-60 2xl:max-w-xs" : "max-w-xs"}`}>
          <HeaderSearch city={city} />
        </div>
        <div className="ml-auto flex items-center gap-2 md:ml-0">
          <Link
            to={`/${city}/search`}
            className="inline-flex size-11 items-center justify-center rounded-full border border-line bg-white md:hidden"
          >
            <Search aria-hidden="true" className="size-5" />
            <span className="sr-only">Suche</span>
          </Link>
          {viewer ? (
            <>
              {viewer.role === "user" ? (
                <Link
                  to={`/${city}/requests`}
                  className="hidden min-h-11 items-center whitespace-nowrap rounded-full border border-primary px-4 text-sm font-semibold text-primary-strong hover:bg-primary-soft 2xl:inline-flex"
                >
                  Organisator werden
                </Link>
              ) : null}
              <NotificationBell city={city} />
              <UserMenu viewer={viewer} city={city} />
            </>
          ) : (
            <Link
              to={`/${city}/auth`}
              // never broken into "Anmelde / n": the search field gives way instead
              className="inline-flex min-h-11 shrink-0 items-center whitespace-nowrap rounded-full bg-primary px-5 text-sm font-semibold text-white hover:bg-primary-strong"
            >
              Anmelden
            </Link>
          )}
          <SideMenu city={city} signedIn={!!viewer} />
        </div>
      </div>
      <div className="container-page pb-2 md:hidden">
        <LocationPicker city={city} />
      </div>
    </header>
  );
}

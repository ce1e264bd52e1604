import { ArrowLeft, ExternalLink, LogOut, Menu, PanelLeftClose, PanelLeftOpen, User, X } from "lucide-react";
import { useCallback, useEffect, useState, type ReactNode } from "react";
import { Form, Link, NavLink, useLocation } from "react-router";
import { cn } from "~/lib/cn";
import { ROLE_LABELS, type Role } from "~/modules/accounts/roles";
import { MOBILE_BREAKPOINT, sidebarCookie } from "~/ui/back-office/sidebar-state";

export type AreaNavGroup = { title: string; items: Array<{ label: string; to: string; end?: boolean; external?: boolean }> };

/**
 * Shared layout of the organizer, business-owner and admin areas: sidebar with groups,
 * header with the user's initial and role label, links to profile, main site and sign-out.
 * Sidebar (spec §9): open/collapsed kept in a 7-day cookie (`sidebarOpen` comes from the layout
 * loader via sidebarOpenFromRequest, so the server renders the right state), toggled with
 * Ctrl/Cmd+B or the header button; below 768 px it is a drawer over the page.
 */
export function AreaLayout({
  title,
  badge,
  nav,
  viewer,
  children,
  footer,
  sidebarOpen = true,
}: {
  title: string;
  badge?: string;
  nav: AreaNavGroup[];
  /** the initial comes from the e-mail (spec §2.2); `name` is shown beside it, `roleLabel` overrides the role's label */
  viewer: { email: string; name?: string; role: Role; roleLabel?: string };
  children: ReactNode;
  footer?: ReactNode;
  sidebarOpen?: boolean;
}) {
  // `open` is the mobile drawer, `docked` the desktop sidebar (the cookie's state)
  const [open, setOpen] = useState(false);
  const [docked, setDocked] = useState(sidebarOpen);
  const location = useLocation();
  useEffect(() => setOpen(false), [location.pathname]);
  const toggle = useCallback(() => {
    if (window.innerWidth < MOBILE_BREAKPOINT) {
      setOpen((o) => !o);
      return;
    }
    setDocked((d) => {
      document.cookie = sidebarCookie(!d);
      return !d;
    });
  }, []);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if ((e.ctrlKey || e.metaKey) && !e.altKey && !e.shiftKey && e.key.toLowerCase() === "b") {
        e.preventDefault();
        toggle();
      }
      if (e.key === "Escape") setOpen(false);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [toggle]);
  const sidebar = (
    <nav aria-label={`${title} – Navigation`} className="flex flex-col gap-6 p-4">
      {nav.map((group) => (
        <div key={group.title}>
          <h2 className="px-3 pb-1 font-sans text-xs font-bold uppercase tracking-wider text-muted">{group.title}</h2>
          <ul>
            {group.items.map((item) => (
              <li key={item.to + item.label}>
                {item.external ? (
                  <a href={item.to} target="_blank" rel="noreferrer" className="flex min-h-10 items-center justify-between rounded-lg px-3 text-sm font-medium hover:bg-sand">
                    {item.label} <ExternalLink aria-hidden="true" className="size-4" />
                    <span className="sr-only">(öffnet in neuem Tab)</span>
                  </a>
                ) : (
                  <NavLink
                    to={item.to}
                    end={item.end}
                    className={({ isActive }) =>
                      cn("flex min-h-10 items-center rounded-lg px-3 text-sm font-medium hover:bg-sand", isActive && "bg-primary-soft text-primary-strong")
                    }
                  >
                    {item.label}
                  </NavLink>
                )}
              </li>
            ))}
          </ul>
        </div>
      ))}
      {footer}
    </nav>
  );
  return (
    <div className="min-h-dvh bg-paper">
      <header className="sticky top-0 z-30 flex h-16 items-center gap-3 border-b border-line bg-white px-4">
        <button
          type="button"
          className="inline-flex size-11 items-center justify-center rounded-full border border-line md:hidden"
          aria-expanded={open}
          aria-controls="area-sidebar"
          onClick={() => setOpen((o) => !o)}
        >
          {open ? <X aria-hidden="true" className="size-5" /> : <Menu aria-hidden="true" className="size-5" />}
          <span className="sr-only">Navigation {open ? "schließen" : "öffnen"}</span>
        </button>
        <button
          type="button"
          className="hidden size-11 items-center justify-center rounded-full hover:bg-sand md:inline-flex"
          aria-expanded={docked}
          aria-controls="area-sidebar"
          aria-keyshortcuts="Control+B Meta+B"
          title="Seitenleiste ein-/ausblenden (Strg/Cmd+B)"
          onClick={toggle}
        >
          {docked ? <PanelLeftClose aria-hidden="true" className="size-5" /> : <PanelLeftOpen aria-hidden="true" className="size-5" />}
          <span className="sr-only">Seitenleiste {docked ? "ausblenden" : "einblenden"}</span>
        </button>
        <Link to="/" className="shrink-0 whitespace-nowrap font-display text-xl font-bold text-primary">
          Stadtpuls
        </Link>
        <span className="hidden text-sm font-semibold text-muted sm:inline">{title}</span>
        {badge ? <span className="min-w-0 truncate whitespace-nowrap rounded-full bg-secondary px-2.5 py-0.5 text-xs font-semibold text-white">{badge}</span> : null}
        <div className="ml-auto flex items-center gap-2">
          <Link to="/" className="hidden min-h-11 items-center gap-1.5 rounded-full px-3 text-sm font-medium hover:bg-sand sm:inline-flex">
            <ArrowLeft aria-hidden="true" className="size-4" /> Zur Hauptseite
          </Link>
          <Link to="/luebeck/profile" className="inline-flex min-h-11 items-center gap-2 rounded-full px-2 hover:bg-sand">
            <span aria-hidden="true" className="inline-flex size-9 items-center justify-center rounded-full bg-secondary font-semibold text-white">
              {(viewer.email[0] ?? "?").toUpperCase()}
            </span>
            <span className="hidden text-left text-xs leading-tight md:block">
              <span className="block max-w-48 truncate font-semibold text-ink">{viewer.name || viewer.email}</span>
              <span className="text-muted">{viewer.roleLabel ?? ROLE_LABELS[viewer.role]}</span>
            </span>
            <span className="sr-only md:hidden">Profil ({viewer.roleLabel ?? ROLE_LABELS[viewer.role]})</span>
            <User aria-hidden="true" className="hidden" />
          </Link>
          <Form method="post" action="/api/sign-out">
            <button type="submit" className="inline-flex size-11 items-center justify-center rounded-full hover:bg-sand">
              <LogOut aria-hidden="true" className="size-5" />
              <span className="sr-only">Abmelden</span>
            </button>
          </Form>
        </div>
      </header>
      <div className="flex">
        {open ? (
          <button
            type="button"
            tabIndex={-1}
            aria-hidden="true"
            className="fixed inset-0 top-16 z-10 bg-ink/40 md:hidden"
            onClick={() => setOpen(false)}
          />
        ) : null}
        {/* the column's white runs the page's full height; the sidebar inside it stays in view while the page scrolls */}
        <div className={cn("md:w-72 md:shrink-0 md:border-r md:border-line md:bg-white", !docked && "md:hidden")}>
          <aside
            id="area-sidebar"
            className={cn(
              "fixed inset-y-16 left-0 z-20 w-72 max-w-[85vw] overflow-y-auto border-r border-line bg-white shadow-xl md:sticky md:top-16 md:h-[calc(100dvh-4rem)] md:w-full md:max-w-none md:border-r-0 md:shadow-none",
              open ? "block" : "hidden",
              docked ? "md:block" : "md:hidden",
            )}
          >
            {sidebar}
          </aside>
        </div>
        {/* tables break a word only when it cannot fit a line (the body's "anywhere" would split "Bestätigt" to size a column) */}
        <main id="inhalt" className="min-w-0 flex-1 p-4 md:p-8 md:[&_table]:[overflow-wrap:break-word]">
          {children}
        </main>
      </div>
    </div>
  );
}

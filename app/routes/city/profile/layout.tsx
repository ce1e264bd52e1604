import { NavLink, Outlet } from "react-router";
import type { Route } from "./+types/layout";
import { cn } from "~/lib/cn";
import { ROLE_LABELS } from "~/modules/accounts/roles";
import { getViewer } from "~/modules/accounts/session.server";
import { requireUser } from "~/auth-edge/guards.server";
import { pageUrl } from "~/lib/page-url.server";

/** Profile area (login required): tabs overview, tickets, events, follows, notifications, settings. */
export async function loader({ request }: Route.LoaderArgs) {
  // "My tickets" shows anonymous visitors a sign-in prompt on the page itself (spec §2.6);
  // every other profile page sends them to /auth (§6 generic guard)
  if (/\/profile\/tickets\/?$/.test(pageUrl(request).pathname) && !(await getViewer(request))) {
    return { anonymous: true as const };
  }
  const viewer = await requireUser(request);
  return { anonymous: false as const, displayName: viewer.displayName, email: viewer.email, avatarUrl: viewer.avatarUrl, role: viewer.role };
}

const tabs = [
  { to: "", label: "Übersicht", end: true },
  { to: "tickets", label: "Tickets" },
  { to: "events", label: "Events" },
  { to: "follows", label: "Favoriten" },
  { to: "notifications", label: "Benachrichtigungen" },
  { to: "settings", label: "Einstellungen" },
];

export default function ProfileLayout({ loaderData, params }: Route.ComponentProps) {
  if (loaderData.anonymous) {
    return (
      <main className="container-page py-8 md:py-10">
        <Outlet />
      </main>
    );
  }
  const initial = (loaderData.displayName[0] ?? loaderData.email[0] ?? "?").toUpperCase();
  return (
    <main className="container-page py-8 md:py-10">
      <header className="flex items-center gap-4 border-b border-line pb-6 md:gap-6">
        {loaderData.avatarUrl ? (
          <img
            src={loaderData.avatarUrl}
            alt={`Profilbild von ${loaderData.displayName}`}
            width={96}
            height={96}
            className="size-16 shrink-0 rounded-full object-cover md:size-24"
          />
        ) : (
          <span
            aria-hidden="true"
            className="inline-flex size-16 shrink-0 items-center justify-center rounded-full bg-secondary font-display text-2xl font-bold text-white md:size-24 md:text-4xl"
          >
            {initial}
          </span>
        )}
        <div className="min-w-0">
          <p className="text-sm font-semibold uppercase tracking-wider text-primary">Mein Profil · {ROLE_LABELS[loaderData.role]}</p>
          <h1 className="truncate text-2xl font-bold md:text-4xl">{loaderData.displayName}</h1>
          <p className="truncate text-muted">{loaderData.email}</p>
        </div>
      </header>
      <nav aria-label="Profilbereiche" className="-mx-4 mt-4 overflow-x-auto px-4">
        <ul className="flex gap-1">
          {tabs.map((t) => (
            <li key={t.label}>
              <NavLink
                to={`/${params.city}/profile${t.to ? `/${t.to}` : ""}`}
                end={t.end}
                className={({ isActive }) =>
                  cn(
                    "inline-flex min-h-11 items-center rounded-full px-4 text-sm font-semibold whitespace-nowrap",
                    isActive ? "bg-ink text-white" : "hover:bg-sand",
                  )
                }
              >
                {t.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-8">
        <Outlet />
      </div>
    </main>
  );
}

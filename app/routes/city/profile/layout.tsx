import { NavLink, Outlet } from "react-router";
import type { Route } from "./+types/layout";
import { cn } from "~/lib/cn";
import { requireUser } from "~/modules/accounts/session.server";

/** Profile area (login required): tabs overview, tickets, events, follows, notifications, settings. */
export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await requireUser(request);
  return { displayName: viewer.displayName, email: viewer.email };
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
  return (
    <main className="container-page py-10">
      <header className="flex flex-col gap-1 border-b border-line pb-6">
        <p className="text-sm font-semibold uppercase tracking-wider text-primary">Mein Profil</p>
        <h1 className="text-3xl font-bold md:text-4xl">{loaderData.displayName}</h1>
        <p className="text-muted">{loaderData.email}</p>
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

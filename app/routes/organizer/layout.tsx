import { Outlet } from "react-router";
import type { Route } from "./+types/layout";
import { requireRole } from "~/modules/accounts/session.server";
import { AreaLayout, type AreaNavGroup } from "~/ui/area-layout";
import { sidebarOpenFromRequest } from "~/ui/back-office/sidebar-state";

export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await requireRole(request, "organizer");
  return { viewer: { email: viewer.email, role: viewer.role }, sidebarOpen: sidebarOpenFromRequest(request) };
}

const nav: AreaNavGroup[] = [
  { title: "Dashboard", items: [{ label: "Übersicht", to: "/organizer", end: true }, { label: "Meine Statistiken", to: "/organizer/stats" }] },
  {
    title: "Meine Inhalte",
    items: [
      { label: "Meine Events", to: "/organizer/events", end: true },
      { label: "Neues Event", to: "/organizer/events/create" },
      { label: "Aktivitäten", to: "/organizer/activities" },
      { label: "Meine Blog-Artikel", to: "/organizer/blogs", end: true },
      { label: "Neuer Artikel", to: "/organizer/blogs/create" },
    ],
  },
  {
    title: "Verwaltung",
    items: [
      { label: "Event-Buchungen", to: "/organizer/bookings" },
      { label: "Check-in", to: "/organizer/check-in" },
      { label: "Bewertungen", to: "/organizer/reviews" },
      { label: "Integrationen", to: "/organizer/integrations" },
      { label: "Einstellungen", to: "/organizer/settings" },
    ],
  },
];

export default function OrganizerLayout({ loaderData }: Route.ComponentProps) {
  return (
    <AreaLayout title="Organisator-Bereich" nav={nav} viewer={loaderData.viewer} sidebarOpen={loaderData.sidebarOpen}>
      <Outlet />
    </AreaLayout>
  );
}

import { Outlet } from "react-router";
import type { Route } from "./+types/layout";
import { isProductionMode } from "~/lib/env.server";
import { requireRole } from "~/modules/accounts/session.server";
import { AreaLayout, type AreaNavGroup } from "~/ui/area-layout";
import { sidebarOpenFromRequest } from "~/ui/back-office/sidebar-state";

/** Admin guard (spec §6): anonymous → /auth, signed-in non-admin → /. */
export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await requireRole(request, "admin");
  return { viewer: { email: viewer.email, role: viewer.role }, showOutbox: !isProductionMode(), sidebarOpen: sidebarOpenFromRequest(request) };
}

const nav: AreaNavGroup[] = [
  { title: "Dashboard", items: [{ label: "Übersicht", to: "/admin", end: true }, { label: "Analytics", to: "/admin/analytics" }] },
  {
    title: "Inhalte verwalten",
    items: [
      { label: "Events", to: "/admin/events" },
      { label: "Workshops", to: "/admin/workshops" },
      { label: "Aktivitäten", to: "/admin/activities" },
      { label: "Blog", to: "/admin/blogs" },
      { label: "Locations", to: "/admin/locations" },
      { label: "Orte", to: "/admin/places" },
      { label: "Businesses", to: "/admin/businesses" },
      { label: "Artists", to: "/admin/artists" },
      { label: "Veranstalter:innen", to: "/admin/organizers" },
      { label: "Bewertungen", to: "/admin/reviews" },
      { label: "Community", to: "/admin/community" },
      { label: "Medien", to: "/admin/media" },
    ],
  },
  {
    title: "User-Verwaltung",
    items: [
      { label: "Benutzer:innen", to: "/admin/users", end: true },
      { label: "Anfragen", to: "/admin/requests" },
      { label: "Audit-Log", to: "/admin/users/audit" },
      { label: "Benutzerprüfung", to: "/admin/usercheck" },
    ],
  },
  {
    title: "Administration",
    items: [
      { label: "Buchungen", to: "/admin/bookings" },
      { label: "Erstattungen", to: "/admin/refunds" },
      { label: "Ticket-Validierung", to: "/admin/ticket-validation" },
      { label: "Meldungen", to: "/admin/reports" },
      { label: "E-Mail-Vorlagen", to: "/admin/email-templates" },
      { label: "Benachrichtigungen", to: "/admin/notifications" },
      { label: "Städte", to: "/admin/cities" },
      { label: "Datenbank", to: "/admin/dbsetup" },
      { label: "Speicher-Import", to: "/admin/storage-import" },
    ],
  },
];

/** Local mode keeps e-mails in the outbox: its page is listed there only. */
const withOutbox: AreaNavGroup[] = nav.map((g) =>
  g.title === "Administration" ? { ...g, items: [...g.items, { label: "Postausgang", to: "/admin/outbox" }] } : g,
);

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <AreaLayout title="Administration" nav={loaderData.showOutbox ? withOutbox : nav} viewer={loaderData.viewer} sidebarOpen={loaderData.sidebarOpen}>
      <Outlet />
    </AreaLayout>
  );
}

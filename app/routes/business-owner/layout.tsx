import { Outlet } from "react-router";
import type { Route } from "./+types/layout";
import { requireUser } from "~/modules/accounts/session.server";
import { AreaLayout, type AreaNavGroup } from "~/ui/area-layout";
import { sidebarOpenFromRequest } from "~/ui/back-office/sidebar-state";

export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await requireUser(request);
  return { viewer: { email: viewer.email, role: viewer.role }, sidebarOpen: sidebarOpenFromRequest(request) };
}

const nav: AreaNavGroup[] = [
  {
    title: "Business",
    items: [
      { label: "Dashboard", to: "/business-owner", end: true },
      { label: "Mein Business", to: "/business-owner/manage" },
      { label: "Bearbeiten", to: "/business-owner/edit" },
      { label: "Bewertungen", to: "/business-owner/reviews" },
      { label: "Events", to: "/business-owner/events" },
      { label: "Analytics", to: "/business-owner/analytics" },
      { label: "Einstellungen", to: "/business-owner/settings" },
    ],
  },
  {
    title: "Schnellaktionen",
    items: [
      { label: "Business bearbeiten", to: "/business-owner/edit" },
      { label: "Neue Bewertungen", to: "/business-owner/reviews" },
      { label: "Event erstellen", to: "/organizer/events/create" },
    ],
  },
  {
    title: "Hilfe",
    items: [
      { label: "Support kontaktieren", to: "/luebeck/contact" },
      { label: "Öffentliche Ansicht", to: "/luebeck/businesses", external: true },
    ],
  },
];

export default function BusinessOwnerLayout({ loaderData }: Route.ComponentProps) {
  return (
    <AreaLayout title="Business-Bereich" badge="Business Owner" nav={nav} viewer={loaderData.viewer} sidebarOpen={loaderData.sidebarOpen}>
      <Outlet />
    </AreaLayout>
  );
}

import { Outlet } from "react-router";
import type { Route } from "./+types/layout";
import { organizer, organizerNav } from "~/registry";
import { AreaLayout } from "~/shell/area-layout";
import { sidebarOpenFromRequest } from "~/ui/back-office/sidebar-state";
import { requireOrganizerArea } from "~/routes/organizer/team-guard.server";

export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await requireOrganizerArea(request, "any");
  return { viewer: { email: viewer.email, name: viewer.displayName, role: viewer.role }, sidebarOpen: sidebarOpenFromRequest(request) };
}

export default function OrganizerLayout({ loaderData }: Route.ComponentProps) {
  return (
    <AreaLayout title={organizer.title!} nav={organizerNav} viewer={loaderData.viewer} sidebarOpen={loaderData.sidebarOpen}>
      <Outlet />
    </AreaLayout>
  );
}

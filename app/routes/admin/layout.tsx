import { Outlet } from "react-router";
import type { Route } from "./+types/layout";
import { isProductionMode } from "~/lib/env.server";
import { requireRole } from "~/auth-edge/guards.server";
import { admin, adminNav, adminNavWithOutbox, supportNav } from "~/registry";
import { AreaLayout } from "~/shell/area-layout";
import { sidebarOpenFromRequest } from "~/ui/back-office/sidebar-state";

/**
 * Admin guard (spec §6): anonymous → /auth, signed in without admin or support → /. Support passes
 * the layout to the few pages open to it (decision 0011); every page guards itself as well.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await requireRole(request, "support");
  return {
    viewer: { email: viewer.email, name: viewer.displayName, role: viewer.role },
    support: viewer.role === "support",
    showOutbox: !isProductionMode(),
    sidebarOpen: sidebarOpenFromRequest(request),
  };
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <AreaLayout title={admin.title!} nav={loaderData.support ? supportNav : loaderData.showOutbox ? adminNavWithOutbox : adminNav} viewer={loaderData.viewer} sidebarOpen={loaderData.sidebarOpen}>
      <Outlet />
    </AreaLayout>
  );
}

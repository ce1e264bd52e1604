import { Outlet } from "react-router";
import type { Route } from "./+types/layout";
import { requireUser } from "~/auth-edge/guards.server";
import { businessOwner, businessOwnerNav } from "~/registry";
import { AreaLayout } from "~/shell/area-layout";
import { sidebarOpenFromRequest } from "~/ui/back-office/sidebar-state";

export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await requireUser(request);
  return { viewer: { email: viewer.email, name: viewer.displayName, role: viewer.role, roleLabel: "Business Owner" }, sidebarOpen: sidebarOpenFromRequest(request) };
}

export default function BusinessOwnerLayout({ loaderData }: Route.ComponentProps) {
  return (
    <AreaLayout title={businessOwner.title!} badge="Business Owner" nav={businessOwnerNav} viewer={loaderData.viewer} sidebarOpen={loaderData.sidebarOpen}>
      <Outlet />
    </AreaLayout>
  );
}

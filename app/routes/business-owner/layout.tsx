import { Outlet, redirect } from "react-router";
import type { Route } from "./+types/layout";
import { pageUrl } from "~/lib/page-url.server";
import { requireUser } from "~/auth-edge/guards.server";
import { isAdmin } from "~/modules/accounts/actor";
import { listManagedPlaces } from "~/modules/places/owner-scope.server";
import { businessOwner, businessOwnerNav, linkTo } from "~/registry";
import { AreaLayout } from "~/shell/area-layout";
import { sidebarOpenFromRequest } from "~/ui/back-office/sidebar-state";

/** The pages about a place the visitor runs: someone who runs none is sent to the dashboard (which shows the registration state). */
const PLACE_PAGES = new Set([linkTo(businessOwner, "manage"), linkTo(businessOwner, "edit"), linkTo(businessOwner, "settings")]);
const VENUE_SETTINGS = /^\/business-owner\/venue\/[^/]+\/settings$/;

export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await requireUser(request);
  const path = pageUrl(request).pathname;
  const placePage = PLACE_PAGES.has(path) || (VENUE_SETTINGS.test(path) && !isAdmin(viewer));
  if (placePage && (await listManagedPlaces(viewer)).length === 0) throw redirect(linkTo(businessOwner, "dashboard"));
  return { viewer: { email: viewer.email, name: viewer.displayName, role: viewer.role, roleLabel: "Business Owner" }, sidebarOpen: sidebarOpenFromRequest(request) };
}

export default function BusinessOwnerLayout({ loaderData }: Route.ComponentProps) {
  return (
    <AreaLayout title={businessOwner.title!} badge="Business Owner" nav={businessOwnerNav} viewer={loaderData.viewer} sidebarOpen={loaderData.sidebarOpen}>
      <Outlet />
    </AreaLayout>
  );
}

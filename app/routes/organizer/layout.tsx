import { Outlet } from "react-router";
import type { Route } from "./+types/layout";
import { requireRole } from "~/modules/accounts/session.server";
import { organizer, organizerNav } from "~/registry";
import { AreaLayout } from "~/ui/area-layout";

export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await requireRole(request, "organizer");
  return { viewer: { email: viewer.email, role: viewer.role } };
}

export default function OrganizerLayout({ loaderData }: Route.ComponentProps) {
  return (
    <AreaLayout title={organizer.title!} nav={organizerNav} viewer={loaderData.viewer}>
      <Outlet />
    </AreaLayout>
  );
}

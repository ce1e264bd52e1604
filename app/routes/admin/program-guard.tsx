import { Outlet, redirect } from "react-router";
import type { Route } from "./+types/program-guard";
import { requireRole } from "~/auth-edge/guards.server";

/**
 * Additional guard of the admin activities and workshops pages (spec §2.4; its rule is not
 * shown there): an admin whose e-mail address is confirmed. See docs/decisions/0002-admin-program-guard.md.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await requireRole(request, "admin");
  if (!viewer.emailVerified) throw redirect("/admin");
  return null;
}

export default function ProgramGuard() {
  return <Outlet />;
}

import type { Route } from "./+types/page";
import { requireRole } from "~/auth-edge/guards.server";
import { admin, matchPath, pageTitle } from "~/registry";
import { AreaPlaceholder } from "~/ui/area-placeholder";

/** The registry's title of an admin URL. */
function titleOf(pathname: string): string {
  const found = matchPath(pathname);
  return found?.area === admin ? found.page.title : "Administration";
}

export const meta: Route.MetaFunction = ({ location }) => [{ title: pageTitle(admin, { title: titleOf(location.pathname) }) }];

/** Admins only (the admin layout lets support through to its own pages). */
export async function loader({ request }: Route.LoaderArgs) {
  await requireRole(request, "admin");
  return null;
}

/** Admin pages whose features are not built yet: registered and guarded, with their German heading. */
export default function AdminPage({ matches }: Route.ComponentProps) {
  const last = matches[matches.length - 1];
  return <AreaPlaceholder title={titleOf(last?.pathname ?? "")} />;
}

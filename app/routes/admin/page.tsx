import { useMatches } from "react-router";
import type { Route } from "./+types/page";
import { ADMIN_PAGE_TITLES } from "~/lib/admin-pages";
import { AreaPlaceholder } from "~/ui/area-placeholder";

function titleOf(pathname: string): string {
  const rel = pathname.replace(/^\/admin\/?/, "");
  for (const [pattern, title] of Object.entries(ADMIN_PAGE_TITLES)) {
    const re = new RegExp(`^${pattern.replace(/:[^/]+/g, "[^/]+")}$`);
    if (re.test(rel)) return title;
  }
  return "Administration";
}

export const meta: Route.MetaFunction = ({ location }) => [{ title: `${titleOf(location.pathname)} – Admin – Stadtpuls` }];

/** Admin pages whose features are not built yet: registered and guarded, with their German heading. */
export default function AdminPage() {
  const matches = useMatches();
  const last = matches[matches.length - 1];
  return <AreaPlaceholder title={titleOf(last?.pathname ?? "")} />;
}

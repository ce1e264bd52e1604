import type { Route } from "./+types/page";
import { admin, matchPath, pageTitle } from "~/registry";
import { AreaPlaceholder } from "~/ui/area-placeholder";

/** The registry's title of an admin URL. */
function titleOf(pathname: string): string {
  const found = matchPath(pathname);
  return found?.area === admin ? found.page.title : "Administration";
}

export const meta: Route.MetaFunction = ({ location }) => [{ title: pageTitle(admin, { title: titleOf(location.pathname) }) }];

/** Admin pages whose features are not built yet: registered and guarded, with their German heading. */
export default function AdminPage({ matches }: Route.ComponentProps) {
  const last = matches[matches.length - 1];
  return <AreaPlaceholder title={titleOf(last?.pathname ?? "")} />;
}

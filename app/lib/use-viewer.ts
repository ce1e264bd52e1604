import { useRouteLoaderData } from "react-router";
// type only: importing root.tsx itself would pull its stylesheet (app.css) into every chunk that
// shows a viewer-dependent component (a second copy of the whole CSS in the blog blocks' chunk)
import type { RootViewer } from "~/root";

/** The signed-in user as the header sees it (null when anonymous). */
export function useViewer() {
  const d = useRouteLoaderData("root") as { viewer: RootViewer | null } | undefined;
  return d?.viewer ?? null;
}

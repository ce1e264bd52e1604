import { useRouteLoaderData } from "react-router";

/**
 * What the root loader says about the signed-in user, registered by app/root.tsx through interface
 * merging (`declare module "~/lib/use-viewer" { interface RegisterViewer { viewer: RootViewer } }`, as
 * React Router's `Register`), so app/lib imports nothing of the app above it — not even root.tsx,
 * whose import would also pull its stylesheet (app.css) into every chunk that shows a viewer.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merged by app/root.tsx
export interface RegisterViewer {}

type RegisteredViewer = RegisterViewer extends { viewer: infer V } ? V : never;

/** The signed-in user as the header sees it (null when anonymous). */
export function useViewer(): RegisteredViewer | null {
  const d = useRouteLoaderData("root") as { viewer: RegisteredViewer | null } | undefined;
  return d?.viewer ?? null;
}

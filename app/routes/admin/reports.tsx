import type { Route } from "./+types/reports";
import { admin, pageTitle } from "~/registry";
import { pageUrl } from "~/lib/page-url.server";
import { parseForm, readForm, runUseCase, throwAsResponse } from "~/lib/route-helpers.server";
import { redirectWithToast } from "~/lib/toast.server";
import { requireRole, requireRoleOr403 } from "~/auth-edge/guards.server";
import { getAdminReportsView } from "~/modules/reviews/admin-reports.server";
import { decideReport } from "~/modules/reviews/decide-report.server";
import { adminReportsList, decideReportSchema } from "~/modules/reviews/validation";
import { AdminReportsPage } from "~/modules/reviews/components/admin-reports-page";
import { DataTableError, parseListParams } from "~/ui/back-office";

export const meta: Route.MetaFunction = () => [{ title: pageTitle(admin, admin.pages.reports) }];

export async function loader({ request }: Route.LoaderArgs) {
  const actor = await requireRole(request, "admin");
  const params = parseListParams(pageUrl(request), adminReportsList);
  const view = await getAdminReportsView(actor, params).catch(throwAsResponse);
  return { ...view, sort: params.sort, dir: params.dir, notices: params.notices };
}

/** reportId + decision=hide (the review is hidden) or decision=dismiss (the report is closed). */
export async function action({ request }: Route.ActionArgs) {
  const actor = await requireRoleOr403(request, "admin");
  const form = await readForm(request);
  const { pathname, search } = pageUrl(request);
  return runUseCase(async () => {
    const input = parseForm(form, decideReportSchema);
    await decideReport({ actor, ...input });
    return redirectWithToast(pathname + search, {
      type: "success",
      title: input.decision === "hide" ? "Bewertung ausgeblendet" : "Meldung verworfen",
      description: input.decision === "hide" ? "Die Bewertung ist nicht mehr öffentlich sichtbar." : "Die Bewertung bleibt sichtbar.",
    });
  });
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <AdminReportsPage data={loaderData} />;
}

export function ErrorBoundary() {
  return <DataTableError retryHref="/admin/reports" />;
}

import type { Route } from "./+types/reports";
import { requireRole, requireRoleOr403 } from "~/auth-edge/guards.server";
import { loadList } from "~/lib/list/load-list.server";
import { pageUrl } from "~/lib/page-url.server";
import { redirectWithToast } from "~/lib/toast.server";
import { getAdminReportsView } from "~/modules/reviews/admin-reports.server";
import { AdminReportsPage, reportIntents } from "~/modules/reviews/components/admin-reports-page";
import { decideReport } from "~/modules/reviews/decide-report.server";
import { adminReportsList } from "~/modules/reviews/validation";
import { admin, linkTo, pageTitle } from "~/registry";
import { DataTableError } from "~/ui/back-office";
import { runIntents } from "~/ui/back-office/intents.server";

export const meta: Route.MetaFunction = () => [{ title: pageTitle(admin, admin.pages.reports) }];

export async function loader({ request }: Route.LoaderArgs) {
  const actor = await requireRole(request, "admin");
  return loadList(request, adminReportsList, (params) => getAdminReportsView(actor, params));
}

/** One report (`id`): `hide` hides the review (its open reports are closed), `dismiss` closes the report. */
export async function action({ request }: Route.ActionArgs) {
  const actor = await requireRoleOr403(request, "admin");
  const { pathname, search } = pageUrl(request);
  const back = pathname + search;
  return runIntents(request, reportIntents, {
    hide: async ({ id }) => {
      await decideReport({ actor, reportId: id, decision: "hide" });
      return redirectWithToast(back, { type: "success", title: "Bewertung ausgeblendet", description: "Die Bewertung ist nicht mehr öffentlich sichtbar." });
    },
    dismiss: async ({ id }) => {
      await decideReport({ actor, reportId: id, decision: "dismiss" });
      return redirectWithToast(back, { type: "success", title: "Meldung verworfen", description: "Die Bewertung bleibt sichtbar." });
    },
  });
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <AdminReportsPage data={loaderData} />;
}

export function ErrorBoundary() {
  return <DataTableError retryHref={linkTo(admin, "reports")} />;
}

import type { Route } from "./+types/reports";
import { requireRole, requireRoleOr403 } from "~/auth-edge/guards.server";
import { loadList } from "~/lib/list/load-list.server";
import { pageUrl } from "~/lib/page-url.server";
import { redirectWithToast } from "~/lib/toast.server";
import { getAdminReportsView } from "~/modules/reviews/admin-reports.server";
import { AdminReportsPage, reportIntents } from "~/modules/reviews/components/admin-reports-page";
import { banUserIn } from "~/modules/profile/ban-user.server";
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

const DONE = {
  hide: { title: "Inhalt ausgeblendet", description: "Der Inhalt ist nicht mehr öffentlich sichtbar; die meldenden Personen wurden benachrichtigt." },
  delete: { title: "Inhalt gelöscht", description: "Der Inhalt wurde gelöscht; die meldenden Personen wurden benachrichtigt." },
  ban: { title: "Autor:in gesperrt", description: "Der Inhalt ist ausgeblendet, das Konto gesperrt und abgemeldet; die meldenden Personen wurden benachrichtigt." },
  warn: { title: "Autor:in verwarnt", description: "Die Verwarnung wurde zugestellt; die meldenden Personen wurden benachrichtigt." },
  dismiss: { title: "Meldung verworfen", description: "Der Inhalt bleibt sichtbar; die meldende Person wurde benachrichtigt." },
} as const;

/** One report (`id`): hide, delete, warn the author or dismiss; the same list answers with a toast. */
export async function action({ request }: Route.ActionArgs) {
  const actor = await requireRoleOr403(request, "admin");
  const { pathname, search } = pageUrl(request);
  const decide = (decision: keyof typeof DONE) => async ({ id }: { id: string }) => {
    await decideReport({ actor, reportId: id, decision, banAuthor: (tx, authorId, reason) => banUserIn(tx, actor, authorId, reason) });
    return redirectWithToast(pathname + search, { type: "success", ...DONE[decision] });
  };
  return runIntents(request, reportIntents, { hide: decide("hide"), delete: decide("delete"), warn: decide("warn"), ban: decide("ban"), dismiss: decide("dismiss") });
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <AdminReportsPage data={loaderData} />;
}

export function ErrorBoundary() {
  return <DataTableError retryHref={linkTo(admin, "reports")} />;
}

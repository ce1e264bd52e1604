import { CalendarPlus } from "lucide-react";
import type { Route } from "./+types/activities";
import { pageUrl } from "~/lib/page-url.server";
import { readForm, runUseCase, throwAsResponse } from "~/lib/route-helpers.server";
import { requireRole } from "~/modules/accounts/session.server";
import { rowActionRedirect } from "~/modules/events/components/event-list-route.server";
import { OrganizerEventList } from "~/modules/events/components/organizer-event-list";
import { runEventRowAction } from "~/modules/events/event-row-actions.server";
import { getOrganizerEventsView, organizerEventsList } from "~/modules/events/organizer-events.server";
import { DataTableError } from "~/ui/back-office/data-table";
import { parseListParams } from "~/ui/back-office/list-params";
import { ButtonLink } from "~/ui/button";

export const meta: Route.MetaFunction = () => [{ title: "Aktivitäten – Organisator – Stadtpuls" }];

export async function loader({ request }: Route.LoaderArgs) {
  const actor = await requireRole(request, "organizer");
  const params = parseListParams(pageUrl(request), organizerEventsList);
  const view = await getOrganizerEventsView(actor, params, ["activity", "workshop"]).catch(throwAsResponse);
  return { ...view, sort: params.sort, dir: params.dir, notices: params.notices };
}

export async function action({ request }: Route.ActionArgs) {
  const actor = await requireRole(request, "organizer");
  const form = await readForm(request);
  const url = pageUrl(request);
  return runUseCase(async () => rowActionRedirect(await runEventRowAction({ actor, form }), url.pathname + url.search));
}

export default function OrganizerActivities({ loaderData }: Route.ComponentProps) {
  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <p className="text-sm font-semibold uppercase tracking-wider text-primary">Meine Inhalte</p>
          <h1 className="mt-1 text-3xl font-bold md:text-4xl">Aktivitäten &amp; Workshops</h1>
          <p className="mt-1 text-muted">Ihre Aktivitäten und Workshops – derselbe Editor wie für Events.</p>
        </div>
        <ButtonLink to="/organizer/events/create?kind=activity">
          <CalendarPlus aria-hidden="true" className="size-4" /> Neue Aktivität
        </ButtonLink>
      </header>
      <OrganizerEventList
        data={loaderData}
        caption="Meine Aktivitäten und Workshops"
        createHref="/organizer/events/create?kind=activity"
        emptyTitle="Noch keine Aktivitäten oder Workshops"
        emptyBody="Führungen, Kurse, Workshops: legen Sie sie wie ein Event an und wählen Sie die passende Art."
      />
    </div>
  );
}

export function ErrorBoundary() {
  return <DataTableError />;
}

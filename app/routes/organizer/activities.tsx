import { CalendarPlus } from "lucide-react";
import type { Route } from "./+types/activities";
import { loadOrganizerEventList, organizerEventListAction } from "./event-list-route.server";
import { OrganizerEventList } from "~/modules/events/components/organizer-event-list";
import { DataTableError } from "~/ui/back-office/data-table";
import { BackOfficeHeader } from "~/ui/back-office/page-header";
import { ButtonLink } from "~/ui/button";
import { linkTo, organizer, pageTitle } from "~/registry";

export const meta: Route.MetaFunction = () => [{ title: pageTitle(organizer, organizer.pages.activities) }];

export async function loader({ request }: Route.LoaderArgs) {
  return loadOrganizerEventList(request, ["activity", "workshop"]);
}

export async function action({ request }: Route.ActionArgs) {
  return organizerEventListAction(request);
}

export default function OrganizerActivities({ loaderData }: Route.ComponentProps) {
  return (
    <div className="flex flex-col gap-6">
      <BackOfficeHeader
        eyebrow="Meine Inhalte"
        title="Aktivitäten & Workshops"
        actions={
          <ButtonLink to={`${linkTo(organizer, "eventCreate")}?kind=activity`}>
            <CalendarPlus aria-hidden="true" className="size-4" /> Neue Aktivität
          </ButtonLink>
        }
      >
        Ihre Aktivitäten und Workshops – derselbe Editor wie für Events.
      </BackOfficeHeader>
      <OrganizerEventList
        data={loaderData}
        caption="Meine Aktivitäten und Workshops"
        createHref={`${linkTo(organizer, "eventCreate")}?kind=activity`}
        emptyTitle="Noch keine Aktivitäten oder Workshops"
        emptyBody="Führungen, Kurse, Workshops: legen Sie sie wie ein Event an und wählen Sie die passende Art."
      />
    </div>
  );
}

export function ErrorBoundary() {
  return <DataTableError retryHref={linkTo(organizer, "activities")} />;
}

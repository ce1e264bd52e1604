import { CalendarPlus } from "lucide-react";
import type { Route } from "./+types/events";
import { loadOrganizerEventList, organizerEventListAction } from "./event-list-route.server";
import { OrganizerEventList } from "~/modules/events/components/organizer-event-list";
import { DataTableError } from "~/ui/back-office/data-table";
import { BackOfficeHeader } from "~/ui/back-office/page-header";
import { ButtonLink } from "~/ui/button";
import { linkTo, organizer, pageTitle } from "~/registry";

export const meta: Route.MetaFunction = () => [{ title: pageTitle(organizer, organizer.pages.events) }];

export async function loader({ request }: Route.LoaderArgs) {
  return loadOrganizerEventList(request, ["event"]);
}

export async function action({ request }: Route.ActionArgs) {
  return organizerEventListAction(request);
}

export default function OrganizerEvents({ loaderData }: Route.ComponentProps) {
  return (
    <div className="flex flex-col gap-6">
      <BackOfficeHeader
        eyebrow="Meine Inhalte"
        title="Meine Events"
        actions={
          <ButtonLink to={linkTo(organizer, "eventCreate")}>
            <CalendarPlus aria-hidden="true" className="size-4" /> Neues Event
          </ButtonLink>
        }
      >
        Entwürfe, veröffentlichte und vergangene Events mit Verkauf und Umsatz.
      </BackOfficeHeader>
      <OrganizerEventList
        data={loaderData}
        caption="Meine Events"
        createHref={linkTo(organizer, "eventCreate")}
        emptyTitle="Noch keine Events"
        emptyBody="Legen Sie Ihr erstes Event an – mit Ticketkategorien, Frühbucherpreis und Ort. Veröffentlicht wird erst, wenn Sie es sagen."
      />
    </div>
  );
}

export function ErrorBoundary() {
  return <DataTableError retryHref={linkTo(organizer, "events")} />;
}

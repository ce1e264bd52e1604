import { CalendarPlus } from "lucide-react";
import { useLocation } from "react-router";
import type { Route } from "./+types/events";
import { eventListAction, loadEventList } from "./event-list-route.server";
import { EVENT_SECTIONS, eventSectionOf } from "~/modules/event-management/event-sections";
import { OrganizerEventList } from "~/modules/events/components/organizer-event-list";
import { DataTableError } from "~/ui/back-office/data-table";
import { BackOfficeHeader } from "~/ui/back-office/page-header";
import { ButtonLink } from "~/ui/button";

/**
 * The list of events, for both areas (several registry entries, one file): the organizer's own
 * events (`/organizer/events`) and activities (`/organizer/activities` re-exports this page), and the
 * admin's events, workshops and activities of every organizer (`/admin/events`, `/admin/workshops`,
 * `/admin/activities`), which add the admin's filters and featuring.
 */
export const meta: Route.MetaFunction = ({ data }) => [{ title: EVENT_SECTIONS[data?.section ?? "organizer-events"].title }];

export async function loader({ request }: Route.LoaderArgs) {
  return loadEventList(request);
}

export async function action({ request }: Route.ActionArgs) {
  return eventListAction(request);
}

export default function EventListPage({ loaderData: { section: key, adminOptions, ...list } }: Route.ComponentProps) {
  const section = EVENT_SECTIONS[key];
  return (
    <div className="flex flex-col gap-6">
      <BackOfficeHeader
        eyebrow={section.eyebrow}
        title={section.heading}
        actions={
          <ButtonLink to={section.createHref}>
            <CalendarPlus aria-hidden="true" className="size-4" /> {section.createLabel}
          </ButtonLink>
        }
      >
        {section.intro}
      </BackOfficeHeader>
      <OrganizerEventList
        data={list}
        caption={section.caption}
        createHref={section.createHref}
        emptyTitle={section.empty.title}
        emptyBody={section.empty.body}
        adminOptions={adminOptions}
      />
    </div>
  );
}

export function ErrorBoundary() {
  const { pathname } = useLocation();
  return <DataTableError retryHref={eventSectionOf(pathname).listHref} />;
}

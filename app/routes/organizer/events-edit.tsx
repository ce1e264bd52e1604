import { ListOrdered, Mail } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/events-edit";
import { eventEditorAction } from "./event-editor.server";
import { requireEventSection } from "./event-list-route.server";
import { adminSectionOfKind, AREA_TITLE, EVENT_SECTIONS, eventEditHref } from "~/modules/event-management/event-sections";
import { EventSeriesSection } from "~/modules/event-management/components/event-series-section";
import { getEventSeriesView } from "~/modules/event-management/event-series.server";
import { pageUrl } from "~/lib/page-url.server";
import { throwAsResponse } from "~/lib/route-helpers.server";
import { CancelEventDialog } from "~/modules/events/components/cancel-event-dialog";
import { EventEditor } from "~/modules/events/components/event-editor";
import { EventStatusPanel } from "~/modules/events/components/event-status-panel";
import { getEventEditorView } from "~/modules/event-management/organizer-events.server";
import { waitlistLengths } from "~/modules/ticketing/waitlist.server";
import { ActionResultNotice, useActionResult } from "~/ui/back-office/action-result";
import { BackOfficeHeader } from "~/ui/back-office/page-header";
import { buttonClass } from "~/ui/button";
import { linkTo, organizer } from "~/registry";
import { OrganizerEventErrorPage } from "~/modules/events/components/organizer-error-page";
import { hidesMoney } from "~/modules/organizers/team.server";

/**
 * The editor of one event, for both areas (several registry entries, one file): the organizer edits
 * the events they run; an admin (`/admin/events/:id/edit`, `/admin/workshops/:id/edit`,
 * `/admin/activities/:id/edit`) edits any organizer's with the same form plus the admin fields
 * (organizer, featured), and cancels it through the same refund-and-notify flow.
 */
export const meta: Route.MetaFunction = ({ data }) => [
  { title: `${data?.event.title ?? "Event"} bearbeiten – ${AREA_TITLE[EVENT_SECTIONS[data?.section ?? "organizer-events"].area]} – Stadtpuls` },
];

export async function loader({ request, params }: Route.LoaderArgs) {
  const { section, actor } = await requireEventSection(request, "page");
  const view = await getEventEditorView(actor, params.id, section.area).catch(throwAsResponse);
  // the back link goes to the list of the event's kind (an admin may reach a workshop through any section)
  const back = section.area === "admin" ? adminSectionOfKind(view.event.kind) : section;
  const series = await getEventSeriesView(actor, params.id).catch(throwAsResponse);
  const seriesView = series && { ...series, dates: series.dates.map((d) => ({ ...d, editHref: eventEditHref(section.area, d) })) };
  // the waiting list is people and bookings: a team member without the money right gets no link to it (decision 0016)
  // (the owner's editor of an event at their venue has no waiting-list page: that lives in the organizer area)
  const waitlist = section.area === "business-owner" || hidesMoney(actor) ? null : ((await waitlistLengths([view.event.id])).get(view.event.id) ?? 0);
  return { ...view, series: seriesView, waitlist, section: back.key, cancelOpen: pageUrl(request).searchParams.get("absagen") === "1" && view.event.status !== "cancelled" };
}

export async function action({ request, params }: Route.ActionArgs) {
  const { section, actor } = await requireEventSection(request, "action");
  return eventEditorAction(request, actor, params.id, section);
}

export default function EditEventPage({ loaderData: d }: Route.ComponentProps) {
  const actionData = useActionResult();
  const section = EVENT_SECTIONS[d.section];
  const editorResult = actionData?.intent === "cancel" || actionData?.intent === "series" ? null : actionData?.submission;
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6">
      <BackOfficeHeader
        eyebrow="Event bearbeiten"
        title={d.event.title}
        back={{ to: section.listHref, label: section.heading }}
        actions={
          <>
            {d.waitlist !== null ? (
              <Link to={linkTo(organizer, "eventWaitlist", { id: d.event.id })} className={buttonClass("secondary", "sm")}>
                <ListOrdered aria-hidden="true" className="size-4" /> Warteliste
                {d.waitlist > 0 ? (
                  <span className="rounded-full bg-white px-2 text-xs font-semibold text-ink tabular-nums">
                    {d.waitlist}
                    <span className="sr-only"> offen</span>
                  </span>
                ) : null}
              </Link>
            ) : null}
            <Link to={linkTo(organizer, "eventMessages", { id: d.event.id })} className={buttonClass("secondary", "sm")}>
              <Mail aria-hidden="true" className="size-4" /> Nachricht an Teilnehmende
            </Link>
          </>
        }
      />
      <ActionResultNotice result={actionData} />
      <EventStatusPanel event={d.event} cancellation={d.cancellation} />
      {d.event.status === "cancelled" ? (
        <p className="rounded-2xl border border-line bg-white p-5 text-muted">Ein abgesagtes Event kann nicht mehr bearbeitet werden. Mit „Duplizieren“ legen Sie einen neuen Termin an.</p>
      ) : (
        <EventEditor
          key={d.event.id}
          hidden={<input type="hidden" name="intent" value="save" />}
          lastResult={editorResult}
          defaultValue={d.defaultValue}
          categories={d.categories}
          organizers={d.organizers}
          currentImage={d.event.imageUrl ? { url: d.event.imageUrl, alt: d.event.imageAlt ?? "" } : null}
          soldByCategory={d.event.soldByCategory}
          placeLabel={[d.defaultValue.venueName, d.defaultValue.venueAddress, d.defaultValue.venueCity].filter(Boolean).join(", ") || null}
          submitLabel="Änderungen speichern"
        />
      )}
      <EventSeriesSection series={d.series} disabled={d.event.status === "cancelled"} lastResult={actionData?.intent === "series" ? actionData.submission : null} />
      <CancelEventDialog
        open={d.cancelOpen}
        closeHref="?"
        event={{ title: d.event.title, startDate: d.event.startDate, confirmedBookings: d.event.confirmedBookings }}
        lastResult={actionData?.intent === "cancel" ? actionData.submission : null}
      />
    </div>
  );
}

export function ErrorBoundary() {
  return <OrganizerEventErrorPage />;
}

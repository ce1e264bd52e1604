import { DEFAULT_CITY } from "~/lib/cities";
import type { Route } from "./+types/events-create";
import { requireEventSection } from "./event-list-route.server";
import { pageUrl } from "~/lib/page-url.server";
import { throwAsResponse } from "~/lib/route-helpers.server";
import type { EventActor } from "~/modules/event-management/organizer-scope.server";
import { requireManagedPlace } from "~/modules/places/owner-scope.server";
import { redirectWithToast } from "~/lib/toast.server";
import { EventEditor } from "~/modules/events/components/event-editor";
import { createEvent } from "~/modules/event-management/create-event.server";
import { AREA_TITLE, EVENT_SECTIONS, eventEditHref } from "~/modules/event-management/event-sections";
import { getEventEditorOptions } from "~/modules/event-management/organizer-events.server";
import { eventFormSchema, EVENT_KINDS, WAITLIST_HOLD_HOURS } from "~/modules/events/validation";
import { useActionResult } from "~/ui/back-office/action-result";
import { runFormAction } from "~/ui/back-office/form.server";
import { BackOfficeHeader } from "~/ui/back-office/page-header";

/**
 * A new event, for every area (several registry entries, one file): the organizer files it under
 * their own profile; a business owner (`/business-owner/events/create?venue=<id>`, decision 0014) at a
 * place they run, under the organizer profile of their business; an admin (`/admin/events/create`, `/admin/workshops/create`,
 * `/admin/activities/create`) chooses the organizer and whether it is featured.
 */
export const meta: Route.MetaFunction = ({ data }) => [
  { title: `${EVENT_SECTIONS[data?.section ?? "organizer-events"].createTitle} – ${AREA_TITLE[EVENT_SECTIONS[data?.section ?? "organizer-events"].area]} – Stadtpuls` },
];

export async function loader({ request }: Route.LoaderArgs) {
  const { section, actor } = await requireEventSection(request, "page");
  const search = pageUrl(request).searchParams;
  const kindParam = search.get("kind");
  const kind = section.area === "admin" ? section.kinds[0]! : (EVENT_KINDS as readonly string[]).includes(kindParam ?? "") ? kindParam! : "event";
  const options = await getEventEditorOptions(actor, section.area);
  // the venue preset (`?venue=<place id>`): an owner's own place (another's: 404), by default the first they run
  const venue = section.area === "business-owner" ? await presetVenue(actor, search.get("venue")) : null;
  // the new event's id, fixed now: submitting twice creates one event
  return {
    ...options,
    section: section.key,
    placeLabel: venue?.name ?? null,
    defaultValue: {
      formId: crypto.randomUUID(),
      kind,
      cityId: venue?.cityId ?? DEFAULT_CITY,
      maxTicketsPerOrder: "10",
      // the waiting list is on by default, its offers held 24 hours (the columns' defaults)
      waitlistEnabled: "on",
      waitlistHoldHours: String(WAITLIST_HOLD_HOURS.default),
      tickets: [],
      ...(venue ? { venueId: venue.id, venueName: venue.name } : {}),
    },
  };
}

/** The place an owner's new event starts at: the one asked for if they run it (else 404), by default the first they run. */
async function presetVenue(actor: EventActor, venueParam: string | null) {
  const place = await requireManagedPlace(actor, venueParam ?? actor.ownedVenues?.[0] ?? "").catch(throwAsResponse);
  return { id: place.id, name: place.name, cityId: place.cityId ?? DEFAULT_CITY };
}

export async function action({ request }: Route.ActionArgs) {
  const { section, actor } = await requireEventSection(request, "action");
  return runFormAction(request, eventFormSchema, async (values) => {
    const { id } = await createEvent({ actor, values });
    return redirectWithToast(eventEditHref(section.area, { id, kind: values.kind }), {
      type: "success",
      title: "Entwurf gespeichert",
      description: "Prüfen Sie die Vorschau und veröffentlichen Sie das Event.",
    });
  });
}

export default function CreateEventPage({ loaderData }: Route.ComponentProps) {
  const actionData = useActionResult();
  const section = EVENT_SECTIONS[loaderData.section];
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6">
      <BackOfficeHeader eyebrow={section.eyebrow} title={section.createTitle} back={{ to: section.listHref, label: section.heading }}>
        Es wird als Entwurf gespeichert. Sie sehen eine Vorschau und veröffentlichen, wenn alles stimmt.
      </BackOfficeHeader>
      <EventEditor
        lastResult={actionData?.submission}
        defaultValue={loaderData.defaultValue}
        categories={loaderData.categories}
        organizers={loaderData.organizers}
        placeLabel={loaderData.placeLabel}
        submitLabel="Entwurf speichern"
      />
    </div>
  );
}

import { loadList } from "~/lib/list/load-list.server";
import { redirectWithToast } from "~/lib/toast.server";
import { requireRole } from "~/auth-edge/guards.server";
import { deleteEvent } from "~/modules/event-management/delete-event.server";
import { duplicateEvent } from "~/modules/event-management/duplicate-event.server";
import { getOrganizerEventsView, organizerEventsList } from "~/modules/event-management/organizer-events.server";
import { publishEvent } from "~/modules/event-management/publish-event.server";
import { eventListIntents } from "~/modules/events/components/organizer-event-list";
import { linkTo, organizer } from "~/registry";
import { runIntents } from "~/ui/back-office/intents.server";

type EventKind = NonNullable<Parameters<typeof getOrganizerEventsView>[2]>[number];

/** Loader of an organizer's event list (events page, activities page): the list of those kinds. */
export async function loadOrganizerEventList(request: Request, kinds: EventKind[]) {
  const actor = await requireRole(request, "organizer");
  return loadList(request, organizerEventsList, (params) => getOrganizerEventsView(actor, params, kinds));
}

/** Action of an organizer's event list: publish, duplicate or delete one or several own events. */
export async function organizerEventListAction(request: Request) {
  const actor = await requireRole(request, "organizer");
  return runIntents(request, eventListIntents, {
    publish: ({ id }) => publishEvent({ actor, eventId: id }).then(() => undefined),
    // a copy is a draft to adjust: the organizer lands in its editor
    duplicate: async ({ id }) => {
      const copy = await duplicateEvent({ actor, eventId: id });
      return redirectWithToast(linkTo(organizer, "eventEdit", { id: copy.id }), { type: "success", title: "Event dupliziert", description: "Die Kopie ist ein Entwurf – passen Sie Datum und Details an." });
    },
    delete: ({ id }) => deleteEvent({ actor, eventId: id }).then(() => undefined),
  });
}

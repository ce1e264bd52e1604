import { DEFAULT_CITY } from "~/lib/cities";
import { redirectWithToast } from "~/lib/toast.server";
import type { Actor } from "~/modules/accounts/actor";
import { cancelEvent } from "~/modules/event-management/cancel-event.server";
import { deleteEvent } from "~/modules/event-management/delete-event.server";
import { duplicateEvent } from "~/modules/event-management/duplicate-event.server";
import { createEventSeries } from "~/modules/event-management/event-series.server";
import { eventSeriesSchema } from "~/modules/event-management/series-validation";
import { retryEventCancellationJob } from "~/modules/event-management/event-cancellation-job.server";
import { publishEvent } from "~/modules/event-management/publish-event.server";
import { updateEvent } from "~/modules/event-management/update-event.server";
import { cancelEventSchema, eventFormSchema } from "~/modules/events/validation";
import { eventEditHref, type EventSection } from "~/modules/event-management/event-sections";
import { defineIntents } from "~/ui/back-office/intents";
import { runIntents } from "~/ui/back-office/intents.server";

/**
 * The forms of the event edit page, each one use case: the editor (`save`, which also carries the
 * editor's add/remove-row requests before hydration), the status panel's buttons and the cancel dialog.
 */
export const eventEditorIntents = defineIntents({
  save: { label: "Änderungen speichern", scope: "form", input: eventFormSchema },
  publish: { label: "Veröffentlichen", scope: "form", tone: "primary" },
  duplicate: { label: "Duplizieren", scope: "form" },
  delete: { label: "Löschen", scope: "form", tone: "danger" },
  "retry-cancel": { label: "Absage fortsetzen", scope: "form" },
  cancel: { label: "Event absagen", scope: "form", tone: "danger", input: cancelEventSchema },
  series: { label: "Terminserie anlegen", scope: "form", input: eventSeriesSchema },
});

/** The edit page's action: what each form does and what the page answers (redirect and toast). */
export function eventEditorAction(request: Request, actor: Actor, eventId: string, section: EventSection) {
  // an admin section lists one kind: the event's editor stays in it
  const self = eventEditHref(section.area, { id: eventId, kind: section.kinds[0]! });
  return runIntents(request, eventEditorIntents, {
    save: async ({ input }) => {
      const r = await updateEvent({ actor, eventId, values: input });
      return redirectWithToast(self, {
        type: "success",
        title: "Änderungen gespeichert",
        description: r.notified ? `${r.notified} Ticketkäufer:innen wurden über die Änderung informiert.` : undefined,
      });
    },
    publish: async () => {
      const r = await publishEvent({ actor, eventId });
      return redirectWithToast(self, { type: "success", title: "Event veröffentlicht", description: `Jetzt sichtbar unter /${r.cityId ?? DEFAULT_CITY}/events/${r.slug}` });
    },
    duplicate: async () => {
      const copy = await duplicateEvent({ actor, eventId });
      return redirectWithToast(eventEditHref(section.area, { id: copy.id, kind: section.kinds[0]! }), {
        type: "success",
        title: "Event dupliziert",
        description: "Die Kopie ist ein Entwurf – passen Sie Datum und Details an.",
      });
    },
    delete: async () => {
      await deleteEvent({ actor, eventId });
      return redirectWithToast(section.listHref, { type: "success", title: "Event gelöscht" });
    },
    "retry-cancel": async () => {
      await retryEventCancellationJob({ actor, eventId });
      return redirectWithToast(self, { type: "info", title: "Absage wird fortgesetzt" });
    },
    series: async ({ input }) => {
      const r = await createEventSeries({ actor, eventId, values: input });
      return redirectWithToast(self, {
        type: "success",
        title: "Terminserie angelegt",
        description: `${r.eventIds.length} Termine – jeder mit eigenen Tickets. Sie finden sie unten unter „Terminserie“.`,
      });
    },
    cancel: async ({ input }) => {
      const r = await cancelEvent({ actor, eventId, reason: input.reason, message: input.message });
      return redirectWithToast(self, {
        type: "success",
        title: "Event abgesagt",
        description: r.totalBookings ? `${r.totalBookings} Buchungen werden storniert und erstattet.` : undefined,
      });
    },
  });
}

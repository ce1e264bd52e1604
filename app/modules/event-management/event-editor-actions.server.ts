import { DEFAULT_CITY } from "~/lib/cities";
import type { data } from "react-router";
import { cancelEvent } from "~/modules/event-management/cancel-event.server";
import { deleteEvent } from "~/modules/event-management/delete-event.server";
import { duplicateEvent } from "~/modules/event-management/duplicate-event.server";
import { retryEventCancellationJob } from "~/modules/event-management/event-cancellation-job.server";
import type { EventActor } from "~/modules/event-management/organizer-scope.server";
import { publishEvent } from "~/modules/event-management/publish-event.server";
import { updateEvent } from "~/modules/event-management/update-event.server";
import { cancelEventSchema, eventFormSchema } from "~/modules/events/validation";
import type { FlashToast } from "~/lib/toast.server";
import { runFormSubmission } from "~/ui/back-office/form.server";

type Outcome = { redirect: string; toast: FlashToast } | { result: true; response: ReturnType<typeof data> };

/** The edit page's actions (save, publish, duplicate, delete, cancel, retry), each one use case. */
export async function runEventEditorAction(input: { actor: EventActor; eventId: string; form: FormData }): Promise<Outcome> {
  const { actor, eventId, form } = input;
  const self = `/organizer/events/${eventId}/edit`;
  switch (form.get("_action")) {
    case "publish": {
      const r = await publishEvent({ actor, eventId });
      return { redirect: self, toast: { type: "success", title: "Event veröffentlicht", description: `Jetzt sichtbar unter /${r.cityId ?? DEFAULT_CITY}/events/${r.slug}` } };
    }
    case "duplicate": {
      const r = await duplicateEvent({ actor, eventId });
      return { redirect: `/organizer/events/${r.id}/edit`, toast: { type: "success", title: "Event dupliziert", description: "Die Kopie ist ein Entwurf – passen Sie Datum und Details an." } };
    }
    case "delete": {
      await deleteEvent({ actor, eventId });
      return { redirect: "/organizer/events", toast: { type: "success", title: "Event gelöscht" } };
    }
    case "retry-cancel": {
      await retryEventCancellationJob({ actor, eventId });
      return { redirect: self, toast: { type: "info", title: "Absage wird fortgesetzt" } };
    }
    case "cancel": {
      const response = await runFormSubmission(form, cancelEventSchema, async (v) => {
        const r = await cancelEvent({ actor, eventId, reason: v.reason, message: v.message });
        return { redirect: self, toast: { type: "success", title: "Event abgesagt", description: r.totalBookings ? `${r.totalBookings} Buchungen werden storniert und erstattet.` : undefined } } as const;
      });
      if ("redirect" in response) return response as Outcome;
      return { result: true, response: withForm(response, "cancel") };
    }
    default: {
      const response = await runFormSubmission(form, eventFormSchema, async (values) => {
        const r = await updateEvent({ actor, eventId, values });
        return { redirect: self, toast: { type: "success", title: "Änderungen gespeichert", description: r.notified ? `${r.notified} Ticketkäufer:innen wurden über die Änderung informiert.` : undefined } } as const;
      });
      if ("redirect" in response) return response as Outcome;
      return { result: true, response };
    }
  }
}

/** Marks which form a failed reply belongs to (the edit page has two). */
function withForm(response: ReturnType<typeof data>, form: string) {
  (response.data as Record<string, unknown>).intent = form;
  return response;
}

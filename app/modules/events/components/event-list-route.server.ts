import { redirectWithToast } from "~/lib/toast.server";
import type { RowActionOutcome } from "~/modules/events/event-row-actions.server";

/** The toast and target after a list action (shared by the events and activities pages). */
export function rowActionRedirect(outcome: RowActionOutcome, back: string) {
  if (outcome.intent === "duplicate" && outcome.done === 1 && outcome.lastId) {
    return redirectWithToast(`/organizer/events/${outcome.lastId}/edit`, { type: "success", title: "Event dupliziert", description: "Die Kopie ist ein Entwurf – passen Sie Datum und Details an." });
  }
  const verb = { publish: "veröffentlicht", duplicate: "dupliziert", delete: "gelöscht" }[outcome.intent];
  if (outcome.failed.length) {
    return redirectWithToast(back, {
      type: "error",
      title: `${outcome.done} von ${outcome.done + outcome.failed.length} Events ${verb}`,
      description: outcome.failed[0].message,
    });
  }
  return redirectWithToast(back, { type: "success", title: outcome.done === 1 ? `Event ${verb}` : `${outcome.done} Events ${verb}` });
}

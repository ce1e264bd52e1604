import { pageUrl } from "~/lib/page-url.server";
import { readForm, runUseCase, throwAsResponse } from "~/lib/route-helpers.server";
import { redirectWithToast } from "~/lib/toast.server";
import { requireRole } from "~/modules/accounts/session.server";
import { runEventRowAction, type RowActionOutcome } from "~/modules/event-management/event-row-actions.server";
import { getOrganizerEventsView, organizerEventsList } from "~/modules/event-management/organizer-events.server";
import { parseListParams } from "~/ui/back-office/list-params";

type EventKind = NonNullable<Parameters<typeof getOrganizerEventsView>[2]>[number];

/** Loader of an organizer's event list (events page, activities page): the list of those kinds. */
export async function loadOrganizerEventList(request: Request, kinds: EventKind[]) {
  const actor = await requireRole(request, "organizer");
  const params = parseListParams(pageUrl(request), organizerEventsList);
  const view = await getOrganizerEventsView(actor, params, kinds).catch(throwAsResponse);
  return { ...view, sort: params.sort, dir: params.dir, notices: params.notices };
}

/** Action of an organizer's event list: a row or bulk action (publish, duplicate, delete), then back. */
export async function organizerEventListAction(request: Request) {
  const actor = await requireRole(request, "organizer");
  const form = await readForm(request);
  const url = pageUrl(request);
  return runUseCase(async () => rowActionRedirect(await runEventRowAction({ actor, form }), url.pathname + url.search));
}

/** The toast and target after a list action (shared by the events and activities pages). */
function rowActionRedirect(outcome: RowActionOutcome, back: string) {
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

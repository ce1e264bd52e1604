import type { Route } from "./+types/tickets";
import { pageUrl } from "~/lib/page-url.server";
import { apiUseCase, parseInput } from "~/lib/route-helpers.server";
import { requireCheckInActor } from "~/modules/ticketing/check-in-actor.server";
import { ticketListRequestSchema } from "~/modules/ticketing/check-in-validation";
import { getOfflineTicketList } from "~/modules/ticketing/check-in-views.server";

/** The list the scanner caches for offline scanning: ticket-number hash, name, category, state. */
export async function loader({ request, params }: Route.LoaderArgs) {
  return apiUseCase(async () => {
    const actor = await requireCheckInActor(request);
    const { listId } = parseInput(Object.fromEntries(pageUrl(request).searchParams), ticketListRequestSchema);
    return { listId, at: new Date().toISOString(), tickets: await getOfflineTicketList(actor, params.eventId, listId) };
  });
}

import type { Route } from "./+types/tickets";
import { apiUseCase, parseSearchParams } from "~/lib/route-helpers.server";
import { requireCheckInActor } from "~/modules/ticketing/check-in-actor.server";
import { ticketListRequestSchema } from "~/modules/ticketing/check-in-validation";
import { getOfflineTicketList } from "~/modules/ticketing/check-in-views.server";

/** The list the scanner caches for offline scanning: ticket-number hash, name, category, state. */
export async function loader({ request, params }: Route.LoaderArgs) {
  return apiUseCase(async () => {
    const actor = await requireCheckInActor(request);
    const { listId } = parseSearchParams(request, ticketListRequestSchema);
    return { listId, at: new Date().toISOString(), tickets: await getOfflineTicketList(actor, params.eventId, listId) };
  });
}

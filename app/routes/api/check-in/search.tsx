import type { Route } from "./+types/search";
import { apiUseCase, parseSearchParams } from "~/lib/route-helpers.server";
import { requireCheckInActor } from "~/modules/ticketing/check-in-actor.server";
import { searchRequestSchema } from "~/modules/ticketing/check-in-validation";
import { searchAttendees } from "~/modules/ticketing/check-in-views.server";

/** Search-first: a name (≥ 2 characters) or a booking reference; at most 10 hits. */
export async function loader({ request, params }: Route.LoaderArgs) {
  return apiUseCase(async () => {
    const actor = await requireCheckInActor(request);
    const { q } = parseSearchParams(request, searchRequestSchema);
    return { hits: await searchAttendees(actor, params.eventId, q) };
  });
}

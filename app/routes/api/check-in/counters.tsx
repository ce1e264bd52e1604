import type { Route } from "./+types/counters";
import { apiUseCase } from "~/lib/route-helpers.server";
import { requireCheckInActor } from "~/modules/ticketing/check-in-actor.server";
import { getCheckInCounters } from "~/modules/ticketing/check-in-views.server";

export async function loader({ request, params }: Route.LoaderArgs) {
  return apiUseCase(async () => getCheckInCounters(await requireCheckInActor(request), params.eventId));
}

import type { Route } from "./+types/sync";
import { apiUseCase, readJson } from "~/lib/route-helpers.server";
import { requireCheckInActor } from "~/modules/ticketing/check-in-actor.server";
import { syncOfflineScans } from "~/modules/ticketing/sync-offline-scans.server";

/** POST the offline queue (JSON `{ scans }`): each scan judged once by its nonce, conflicts reported. */
export async function action({ request, params }: Route.ActionArgs) {
  return apiUseCase(async () => {
    const actor = await requireCheckInActor(request);
    return { results: await syncOfflineScans({ actor, eventId: params.eventId, body: await readJson(request) }) };
  });
}

import type { Route } from "./+types/revoke";
import { apiUseCase, parseInput, readJson } from "~/lib/route-helpers.server";
import { requireCheckInActor } from "~/modules/ticketing/check-in-actor.server";
import { revokeRequestSchema } from "~/modules/ticketing/check-in-validation";
import { revokeCheckIn } from "~/modules/ticketing/revoke-check-in.server";

/** POST 'Check-in zurücknehmen' (organizer of the event or admin). */
export async function action({ request, params }: Route.ActionArgs) {
  return apiUseCase(async () => {
    const actor = await requireCheckInActor(request);
    const { note } = parseInput(await readJson(request), revokeRequestSchema);
    const row = await revokeCheckIn({ actor, checkInId: params.checkInId, note });
    return { ok: true, checkInId: row.id, message: "Check-in zurückgenommen" };
  });
}

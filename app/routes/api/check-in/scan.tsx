import type { Route } from "./+types/scan";
import { apiUseCase, parseInput, readJson } from "~/lib/route-helpers.server";
import { requireCheckInActor } from "~/modules/ticketing/check-in-actor.server";
import { checkInAttendee } from "~/modules/ticketing/check-in-attendee.server";
import { reasonStatus } from "~/modules/ticketing/check-in-reasons";
import { scanRequestSchema } from "~/modules/ticketing/check-in-validation";

/** POST one scan (JSON): 200 'Check-in erfolgreich', or the refusal with its reason code and status. */
export async function action({ request, params }: Route.ActionArgs) {
  return apiUseCase(
    async () => {
      const actor = await requireCheckInActor(request);
      const input = parseInput(await readJson(request), scanRequestSchema);
      return checkInAttendee({ ...input, actor, eventId: params.eventId });
    },
    (r) => (r.ok ? 200 : reasonStatus(r.reason)),
  );
}

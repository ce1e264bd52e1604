import type { Route } from "./+types/stream";
import { apiUseCase } from "~/lib/route-helpers.server";
import { eventStreamResponse } from "~/lib/sse.server";
import { currentCheckInActor, requireCheckInActor } from "~/modules/ticketing/check-in-actor.server";
import { checkInLiveReady, watchCheckInCounters } from "~/modules/ticketing/check-in-live.server";
import { getCheckInCounters } from "~/modules/ticketing/check-in-views.server";

/**
 * Server-Sent Events per event: "counters" with fresh figures on every check-in of any device
 * (PostgreSQL LISTEN/NOTIFY), the current figures first. Access is asked again before every
 * message; the stream ends when it is gone (a revoked helper sees no further names).
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  let first: Awaited<ReturnType<typeof getCheckInCounters>> | null = null;
  const denied = await apiUseCase(async () => {
    first = await getCheckInCounters(await requireCheckInActor(request), params.eventId);
    return null;
  });
  if (!first) return denied;
  const initial: unknown = first;
  await checkInLiveReady();
  return eventStreamResponse(request, (send, end) => {
    send("counters", initial);
    return watchCheckInCounters(params.eventId, () => currentCheckInActor(request), (c) => send("counters", c), end);
  });
}

import type { Route } from "./+types/stream";
import { apiUseCase } from "~/lib/route-helpers.server";
import { requireCheckInActor } from "~/modules/ticketing/check-in-actor.server";
import { checkInLiveReady, subscribeToCheckIns } from "~/modules/ticketing/check-in-live.server";
import { getCheckInCounters } from "~/modules/ticketing/check-in-views.server";

const HEARTBEAT_MS = 25_000;

/**
 * Server-Sent Events per event: "counters" with fresh figures on every check-in of any device
 * (PostgreSQL LISTEN/NOTIFY), the current figures first.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  let first: Awaited<ReturnType<typeof getCheckInCounters>> | null = null;
  const denied = await apiUseCase(async () => {
    first = await getCheckInCounters(await requireCheckInActor(request), params.eventId);
    return null;
  });
  if (!first) return denied;
  await checkInLiveReady();
  const encoder = new TextEncoder();
  let cleanup = () => {};
  const initial: unknown = first;
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      let closed = false;
      const send = (chunk: string) => {
        if (closed) return;
        try {
          controller.enqueue(encoder.encode(chunk));
        } catch {
          cleanup();
        }
      };
      send(`retry: 3000\nevent: counters\ndata: ${JSON.stringify(initial)}\n\n`);
      const unsubscribe = subscribeToCheckIns(params.eventId, (c) => send(`event: counters\ndata: ${JSON.stringify(c)}\n\n`));
      const heartbeat = setInterval(() => send(": ping\n\n"), HEARTBEAT_MS);
      cleanup = () => {
        if (closed) return;
        closed = true;
        clearInterval(heartbeat);
        unsubscribe();
        try {
          controller.close();
        } catch {
          /* already closed */
        }
      };
      request.signal.addEventListener("abort", () => cleanup());
    },
    cancel() {
      cleanup();
    },
  });
  return new Response(stream, {
    headers: {
      "Content-Type": "text/event-stream; charset=utf-8",
      "Cache-Control": "no-store, no-transform",
      Connection: "keep-alive",
      "X-Accel-Buffering": "no",
    },
  });
}

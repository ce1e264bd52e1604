import type { Route } from "./+types/notifications-stream";
import { AppError } from "~/lib/app-error";
import { apiError } from "~/lib/route-helpers.server";
import { getViewer } from "~/modules/accounts/session.server";
import { liveReady, subscribeToUser } from "~/modules/engagement/live.server";

const HEARTBEAT_MS = 25_000;

/**
 * Server-Sent Events per user: "notification" whenever one of theirs is created or changed
 * (PostgreSQL LISTEN/NOTIFY). The client refetches; it also polls every 30 s as a fallback.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await getViewer(request);
  if (!viewer) return apiError(new AppError("UNAUTHENTICATED"));
  await liveReady();
  const encoder = new TextEncoder();
  let cleanup = () => {};
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
      send("retry: 5000\nevent: ready\ndata: {}\n\n");
      const unsubscribe = subscribeToUser(viewer.id, () => send(`event: notification\ndata: ${JSON.stringify({ at: Date.now() })}\n\n`));
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

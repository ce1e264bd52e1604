const HEARTBEAT_MS = 25_000;

/** Sends one Server-Sent Event; returns nothing — a closed stream ignores it. */
export type SendEvent = (event: string, data: unknown) => void;

/**
 * A Server-Sent Events response that lives as long as the client's request: `open` starts the
 * subscription (and may send a first event) and returns its cleanup, which runs once when the
 * client goes away or the server calls `end` (e.g. when the viewer's access ends). A comment every
 * 25 s keeps proxies from closing an idle stream.
 */
export function eventStreamResponse(request: Request, open: (send: SendEvent, end: () => void) => () => void, retryMs = 3000): Response {
  const encoder = new TextEncoder();
  let cleanup = () => {};
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      let closed = false;
      const write = (chunk: string) => {
        if (closed) return;
        try {
          controller.enqueue(encoder.encode(chunk));
        } catch {
          cleanup();
        }
      };
      let close = () => {};
      write(`retry: ${retryMs}\n\n`);
      close = open(
        (event, data) => write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`),
        () => cleanup(),
      );
      const heartbeat = setInterval(() => write(": ping\n\n"), HEARTBEAT_MS);
      cleanup = () => {
        if (closed) return;
        closed = true;
        clearInterval(heartbeat);
        close();
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

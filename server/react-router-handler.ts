import type { ServerResponse } from "node:http";
import { Readable } from "node:stream";
import type { NextFunction, Request as ExpressRequest, Response as ExpressResponse } from "express";
import { createRequestHandler as createReactRouterHandler, type ServerBuild } from "react-router";
import { type HandOff, ON_RESPONSE, PRE_READ_BODY, readBody, requestOrigin } from "~/lib/node-request.server";

/**
 * React Router behind Express, leaner than @react-router/express (issue 6: every request of an
 * on-sale rush pays this): small form bodies are read into one buffer instead of a web stream,
 * the response head is written once, and the body is piped without per-chunk promise races.
 * Semantics are those of the official adapter: same URL (trust-proxy aware host), headers, abort
 * signal on a closed connection, streamed bodies (HTML with deferred data, event streams).
 */

/** Bodies up to this size (forms, JSON) are buffered; larger ones (uploads) stay streams. */
const BUFFER_LIMIT = 256 * 1024;

export function createRequestHandler(build: ServerBuild) {
  const handle = createReactRouterHandler(build, process.env.NODE_ENV);
  return async (req: ExpressRequest, res: ExpressResponse, next: NextFunction) => {
    try {
      const request = await toFetchRequest(req, res);
      let response = await handle(request);
      const observe = (req as HandOff)[ON_RESPONSE];
      if (observe) response = await observe(response);
      await sendResponse(res, response);
    } catch (error) {
      next(error);
    }
  };
}

async function toFetchRequest(req: ExpressRequest & HandOff, res: ServerResponse): Promise<Request> {
  const url = `${requestOrigin(req)}${req.originalUrl}`;

  // req.headers, not rawHeaders: middleware may have set headers (x-stadtpuls-client-ip overwrites
  // whatever a client sent under that name)
  const headers = new Headers();
  for (const key in req.headers) {
    const value = req.headers[key];
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const v of value) headers.append(key, v);
    else headers.set(key, value);
  }

  let controller: AbortController | null = new AbortController();
  const signal = controller.signal;
  res.on("finish", () => (controller = null));
  res.on("close", () => controller?.abort());

  const init: RequestInit & { duplex?: "half" } = { method: req.method, headers, signal };
  if (req.method !== "GET" && req.method !== "HEAD") {
    const length = Number(req.headers["content-length"]);
    const preRead = req[PRE_READ_BODY];
    if (preRead) {
      init.body = new Uint8Array(preRead);
    } else if (Number.isFinite(length) && length <= BUFFER_LIMIT) {
      init.body = new Uint8Array(await readBody(req, length));
    } else {
      init.body = Readable.toWeb(req) as unknown as ReadableStream<Uint8Array>;
      init.duplex = "half";
    }
  }
  return new Request(url, init);
}

export async function sendResponse(res: ExpressResponse, response: Response): Promise<void> {
  if (res.destroyed || res.writableEnded) {
    await response.body?.cancel();
    return;
  }
  res.statusMessage = response.statusText;
  res.status(response.status);
  for (const [key, value] of response.headers) res.append(key, value);
  const body = response.body;
  if (!body) {
    res.end();
    return;
  }
  if (response.headers.get("Content-Type")?.match(/text\/event-stream/i)) res.flushHeaders();
  const flushable = res as unknown as { flush?: () => void };
  const reader = body.getReader();
  let closed = false;
  // back-pressure: one 'drain' listener per response, added on the first full buffer. Not once()
  // per wait: compression hands 'drain' listeners to its zlib stream, where once()'s self-removal
  // (on res) never reaches them, so each wait used to leave one behind (MaxListenersExceededWarning)
  let resume: (() => void) | null = null;
  let drainHooked = false;
  const wake = () => {
    const r = resume;
    resume = null;
    r?.();
  };
  const onClose = () => {
    closed = true;
    wake();
    reader.cancel().catch(() => undefined);
  };
  res.once("close", onClose);
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done || closed) break;
      const more = res.write(value);
      // compression buffers; a streamed page must still reach the browser chunk by chunk
      flushable.flush?.();
      if (!more && !closed) {
        if (!drainHooked) {
          drainHooked = true;
          res.on("drain", wake);
        }
        await new Promise<void>((resolve) => (resume = resolve));
      }
    }
    if (!closed) res.end();
  } catch (error) {
    if (!res.destroyed) res.destroy(error as Error);
    if (!closed) throw error;
  } finally {
    res.off("close", onClose);
    try {
      reader.releaseLock();
    } catch {
      /* already released */
    }
  }
}

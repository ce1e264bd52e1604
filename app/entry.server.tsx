import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream } from "react-dom/server";
import type { AppLoadContext, EntryContext, HandleErrorFunction } from "react-router";
import { ServerRouter } from "react-router";
import { deferScriptsTransform, wantsDeferredScripts } from "~/lib/defer-scripts.server";
import { requestNonce } from "~/lib/http-security.server";
import { logger, requestIdOf } from "~/lib/logger.server";
import { NonceContext } from "~/lib/nonce";

/*
 * React Router's default Node entry, with two changes.
 *
 * 1. On pages that are read first (route handle `deferScripts`: city home, event detail) the
 *    JavaScript starts loading after the first contentful paint (see defer-scripts.server.ts):
 *    the first paint needs only the HTML, the CSS and two fonts.
 * 3. Every inline script (React Router's, React's streaming ones, the deferred loader) carries
 *    the request's CSP nonce (app/lib/http-security.server.ts).
 * 2. Completed Suspense boundaries are always written in place. By default React moves every
 *    completed boundary over 12.8 KB to the end of the document and reveals it by script (`$RC`,
 *    batched per animation frame): the home rows (LazyHydrate boundaries of ~30 KB each) would
 *    paint late and be hydrated as soon as that script runs, not when they come near the viewport.
 */
export const streamTimeout = 5_000;

/**
 * Unexpected errors of loaders, actions and rendering: one JSON log line with the request id
 * (X-Request-Id of the answer), not React Router's plain stderr text. Aborted requests are not errors.
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  const url = (() => {
    try {
      return new URL(request.url).pathname;
    } catch {
      return request.url;
    }
  })();
  logger.error({ err: error, reqId: requestIdOf(request), req: { method: request.method, url } }, "Unerwarteter Fehler beim Beantworten einer Anfrage");
};

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  _loadContext: AppLoadContext,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  const nonce = requestNonce(request);
  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // bots and SPA mode wait for all content
    const readyOption: keyof RenderToPipeableStreamOptions = (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";

    // abort after streamTimeout so rejected boundaries can still be flushed
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce || undefined} />
      </NonceContext.Provider>,
      {
        nonce: nonce || undefined,
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          const stream = createReadableStreamFromReadable(body);
          responseHeaders.set("Content-Type", "text/html");
          if (wantsDeferredScripts(routerContext.staticHandlerContext.matches, routerContext.routeModules)) {
            const deferScripts = deferScriptsTransform(nonce);
            deferScripts.pipe(body);
            pipe(deferScripts);
          } else {
            pipe(body);
          }
          resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // errors inside the shell are logged by React Router's handleDocumentRequest
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}

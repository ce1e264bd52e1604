import crypto from "node:crypto";
import type { ServerBuild } from "react-router";
import express from "express";
import onHeaders from "on-headers";
import { bodyLimit, csrfCheck, refuseNulInUrl, securityHeaders, warnUntrustedProxy } from "~/lib/http-security.server";
import { logger, REQUEST_ID_HEADER, requestContext } from "~/lib/logger.server";
import { microCache, setRouteCachePolicy } from "~/lib/micro-cache.server";
import { cacheClassOf, isResourcePath, writeKeepsPublicPages } from "~/registry";
import { soldOutGate } from "./sold-out-gate";
import { createRequestHandler } from "./react-router-handler";

/**
 * The Express app in front of React Router, for a given build: server/app.ts makes it from the
 * production build, the tests from the route config (tests/support/test-app.ts), so both run
 * the same middleware in the same order.
 */
export function createApp(build: ServerBuild) {
  const app = express();
  app.disable("x-powered-by");

  // security headers (CSP nonce, HSTS in production, frame-ancestors …) on every answer, cached or not
  app.use(securityHeaders);

  // shared-cache headers and in-process micro-cache for anonymous public pages (issue 3);
  // early, so a cached page costs no request logging or routing
  setRouteCachePolicy({ cacheClassOf, isResourcePath, writeKeepsPublicPages });
  app.use(microCache());

  // one log line and a Server-Timing header per request; the line is written only when its level is enabled (a rush of refusals at LOG_LEVEL
  // warn costs no serialization): 5xx error, 4xx warn, the rest info; assets and art are not logged.
  // Every request gets an id (X-Request-Id, always ours): loader and action errors are logged with it
  app.use((req, res, next) => {
    const url = req.url ?? "";
    if (url.startsWith("/assets/") || url.startsWith("/art/")) return next();
    const id = crypto.randomUUID();
    req.headers[REQUEST_ID_HEADER] = id;
    res.setHeader("X-Request-Id", id);
    const start = performance.now();
    // the server's own time for this answer (W3C Server-Timing: browser devtools and the benchmarks
    // read it), from here until the head is written
    onHeaders(res, () => res.setHeader("Server-Timing", `app;dur=${(performance.now() - start).toFixed(1)}`));
    res.once("close", () => {
      const finished = res.writableFinished;
      const status = res.statusCode;
      const level = !finished ? "warn" : status >= 500 ? "error" : status >= 400 ? "warn" : "info";
      if (!logger.isLevelEnabled(level)) return;
      logger[level](
        { reqId: id, req: { method: req.method, url }, res: { statusCode: status }, responseTime: Math.round(performance.now() - start) },
        finished ? "request completed" : "request aborted",
      );
    });
    // everything logged while answering (use cases, better-auth, the error handler) carries the id
    requestContext.run({ reqId: id }, next);
  });

  // input the HTTP layer refuses for every route: foreign origins on writes, oversized bodies, NUL in URLs
  app.use(csrfCheck);
  app.use(bodyLimit);
  app.use(refuseNulInUrl);

  // the client address as Express resolved it (trust proxy aware), for per-IP rate limits in auth;
  // always overwritten so a client cannot choose it. A forwarded request from a proxy that
  // TRUST_PROXY does not name is logged once (every visitor would share the proxy's address).
  app.use(warnUntrustedProxy);
  app.use((req, _res, next) => {
    req.headers["x-stadtpuls-client-ip"] = req.ip ?? "";
    next();
  });

  // late buyers of a sold-out event: React Router's refusal without React Router (decision 0007)
  app.use(soldOutGate);

  app.use(createRequestHandler(build));
  return app;
}

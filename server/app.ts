import "react-router";
import type { ServerBuild } from "react-router";
// the build object itself, not a loader function: React Router then derives routes and
// manifests once per process instead of on every request
import * as serverBuild from "virtual:react-router/server-build";
import express from "express";
import { closeDb } from "~/lib/db.server";
import { logger } from "~/lib/logger.server";
import { microCache } from "~/lib/micro-cache.server";

// server.js answers fresh micro-cache hits with this before Express sees the request
export { serveMicroCacheHit } from "~/lib/micro-cache.server";
import { startup } from "~/lib/startup.server";
import { createRequestHandler } from "./react-router-handler";
import { stopWorker } from "~/modules/outbox/worker.server";
import { soldOutGate } from "./sold-out-gate";

export const app = express();

// shared-cache headers and in-process micro-cache for anonymous public pages (issue 3);
// first, so a cached page costs no request logging or routing
app.use(microCache());

// one log line per request, written only when its level is enabled (a rush of refusals at LOG_LEVEL
// warn costs no serialization): 5xx error, 4xx warn, the rest info; assets and art are not logged
app.use((req, res, next) => {
  const url = req.url ?? "";
  if (url.startsWith("/assets/") || url.startsWith("/art/")) return next();
  const start = performance.now();
  res.once("close", () => {
    const finished = res.writableFinished;
    const status = res.statusCode;
    const level = !finished ? "warn" : status >= 500 ? "error" : status >= 400 ? "warn" : "info";
    if (!logger.isLevelEnabled(level)) return;
    logger[level](
      { req: { method: req.method, url }, res: { statusCode: status }, responseTime: Math.round(performance.now() - start) },
      finished ? "request completed" : "request aborted",
    );
  });
  next();
});

// the client address as Express resolved it (trust proxy aware), for per-IP rate limits in auth;
// always overwritten so a client cannot choose it
app.use((req, _res, next) => {
  req.headers["x-stadtpuls-client-ip"] = req.ip ?? "";
  next();
});

// late buyers of a sold-out event: React Router's refusal without React Router (decision 0007)
app.use(soldOutGate);

app.use(createRequestHandler(serverBuild as unknown as ServerBuild));

/** Migrations, demo data for a new embedded database, background worker. */
export async function init(): Promise<void> {
  await startup();
}

export async function shutdown(): Promise<void> {
  await stopWorker();
  await closeDb();
  logger.info("Datenbank geschlossen");
}

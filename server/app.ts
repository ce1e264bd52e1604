import "react-router";
import { createRequestHandler } from "@react-router/express";
import type { ServerBuild } from "react-router";
// the build object itself, not a loader function: React Router then derives routes and
// manifests once per process instead of on every request
import * as serverBuild from "virtual:react-router/server-build";
import express from "express";
import { pinoHttp } from "pino-http";
import { closeDb } from "~/lib/db.server";
import { logger } from "~/lib/logger.server";
import { microCache } from "~/lib/micro-cache.server";

// server.js answers fresh micro-cache hits with this before Express sees the request
export { serveMicroCacheHit } from "~/lib/micro-cache.server";
import { startup } from "~/lib/startup.server";
import { stopWorker } from "~/modules/outbox/worker.server";

export const app = express();

// shared-cache headers and in-process micro-cache for anonymous public pages (issue 3);
// first, so a cached page costs no request logging or routing
app.use(microCache());

app.use(
  pinoHttp({
    logger,
    autoLogging: { ignore: (req) => (req.url ?? "").startsWith("/assets/") || (req.url ?? "").startsWith("/art/") },
    customLogLevel: (_req, res, err) => (err || res.statusCode >= 500 ? "error" : res.statusCode >= 400 ? "warn" : "info"),
    serializers: {
      req: (req) => ({ method: req.method, url: req.url }),
      res: (res) => ({ statusCode: res.statusCode }),
    },
  }),
);

// the client address as Express resolved it (trust proxy aware), for per-IP rate limits in auth;
// always overwritten so a client cannot choose it
app.use((req, _res, next) => {
  req.headers["x-stadtpuls-client-ip"] = req.ip ?? "";
  next();
});

app.use(
  createRequestHandler({
    build: serverBuild as unknown as ServerBuild,
  }),
);

/** Migrations, demo data for a new embedded database, background worker. */
export async function init(): Promise<void> {
  await startup();
}

export async function shutdown(): Promise<void> {
  await stopWorker();
  await closeDb();
  logger.info("Datenbank geschlossen");
}

import "react-router";
import type { ServerBuild } from "react-router";
// the build object itself, not a loader function: React Router then derives routes and
// manifests once per process instead of on every request
import * as serverBuild from "virtual:react-router/server-build";
import { closeDb } from "~/lib/db.server";
import { logger } from "~/lib/logger.server";
import { startup } from "~/composition/startup.server";
import { stopWorker } from "~/modules/outbox/worker.server";
import { createApp } from "./create-app";

// server.js answers fresh micro-cache hits with this before Express sees the request
export { serveMicroCacheHit } from "~/lib/micro-cache.server";
// server.js puts the same headers on the static files it serves itself
export { securityHeaders } from "~/lib/http-security.server";

export const app = createApp(serverBuild as unknown as ServerBuild);

/** Migrations, demo data for a new embedded database, background worker. */
export async function init(): Promise<void> {
  await startup();
}

export async function shutdown(): Promise<void> {
  await stopWorker();
  await closeDb();
  logger.info("Datenbank geschlossen");
}

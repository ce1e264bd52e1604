import { keyedChannel } from "~/lib/pg-listen.server";

/**
 * Live notifications: channel "notifications" (payload = user id, sent by a trigger after COMMIT),
 * fanned out to the open SSE streams of that user — across instances, through PostgreSQL.
 */
const notifications = keyedChannel("notifications");

/** Calls `fn` whenever a notification for this user is created or changed. Returns the unsubscribe. */
export function subscribeToUser(userId: string, fn: () => void): () => void {
  return notifications.subscribe(userId, fn);
}

/** Resolves once the LISTEN connection is up (or after `timeoutMs`, then the 30 s poll covers the gap). */
export function liveReady(timeoutMs = 3000): Promise<void> {
  return notifications.ready(timeoutMs);
}

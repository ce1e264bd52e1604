import { keyedChannel } from "~/lib/pg-listen.server";
import { logger } from "~/lib/logger.server";
import { loadCheckInCounters, type CheckInCounters } from "~/modules/ticketing/check-in-views.server";

/**
 * Live counters at the door: channel "check_ins" (payload = event id, sent by a trigger after COMMIT —
 * so every instance hears every device). Bursts are coalesced: at most one counter query per event
 * every COALESCE_MS, its result fanned out to every open scanner page of that event in this process.
 */
const COALESCE_MS = 200;

const checkIns = keyedChannel("check_ins");
const listeners = new Map<string, Set<(counters: CheckInCounters) => void>>();
const pending = new Set<string>();

function refresh(eventId: string) {
  if (pending.has(eventId)) return;
  pending.add(eventId);
  setTimeout(() => {
    pending.delete(eventId);
    const set = listeners.get(eventId);
    if (!set?.size) return;
    loadCheckInCounters(eventId)
      .then((counters) => {
        for (const fn of set) {
          try {
            fn(counters);
          } catch (err) {
            logger.warn({ err }, "Check-in-Live-Listener fehlgeschlagen");
          }
        }
      })
      .catch((err: unknown) => logger.warn({ err, eventId }, "Check-in-Zähler konnten nicht geladen werden"));
  }, COALESCE_MS);
}

/** Calls `fn` with fresh counters whenever a check-in of this event changes. Returns the unsubscribe. */
export function subscribeToCheckIns(eventId: string, fn: (counters: CheckInCounters) => void): () => void {
  let set = listeners.get(eventId);
  if (!set) listeners.set(eventId, (set = new Set()));
  set.add(fn);
  const unsubscribe = checkIns.subscribe(eventId, () => refresh(eventId));
  return () => {
    unsubscribe();
    set.delete(fn);
    if (set.size === 0 && listeners.get(eventId) === set) listeners.delete(eventId);
  };
}

export function checkInLiveReady(timeoutMs = 3000): Promise<void> {
  return checkIns.ready(timeoutMs);
}

import { keyedChannel } from "~/lib/pg-listen.server";
import { logger } from "~/lib/logger.server";
import { checkInAccess, type CheckInActor } from "~/modules/ticketing/check-in-access.server";
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

/** How often an idle stream asks again whether its viewer may still see the door. */
export const ACCESS_RECHECK_MS = Number(process.env.CHECK_IN_ACCESS_RECHECK_MS ?? 30_000);

/**
 * The live counters of one open stream, for as long as its viewer may work the door: before EVERY
 * message the access is asked again (`currentActor` reads the session, role and e-mail anew; the
 * helper's grant is read from the database), and every ACCESS_RECHECK_MS while nothing happens. When
 * the access is gone (helper revoked, organizer demoted, signed out) nothing more is sent and `end`
 * closes the stream; the browser's reconnect then gets 404. Messages keep their order. Returns the
 * unsubscribe.
 */
export function watchCheckInCounters(
  eventId: string,
  currentActor: () => Promise<CheckInActor | null>,
  send: (counters: CheckInCounters) => void,
  end: () => void,
): () => void {
  let stopped = false;
  let queue = Promise.resolve();
  const allowed = async () => {
    try {
      const actor = await currentActor();
      return !!actor && (await checkInAccess(actor, eventId)) !== null;
    } catch (err) {
      logger.warn({ err, eventId }, "Check-in-Zugriff konnte nicht geprüft werden – Live-Verbindung beendet");
      return false;
    }
  };
  const stop = () => {
    if (stopped) return;
    stopped = true;
    clearInterval(timer);
    unsubscribe();
  };
  const afterCheck = (next: () => void) => {
    queue = queue.then(async () => {
      if (stopped) return;
      const ok = await allowed();
      if (stopped) return;
      if (!ok) {
        stop();
        end();
        return;
      }
      next();
    });
  };
  const unsubscribe = subscribeToCheckIns(eventId, (counters) => afterCheck(() => send(counters)));
  const timer = setInterval(() => afterCheck(() => {}), ACCESS_RECHECK_MS);
  timer.unref?.();
  return stop;
}

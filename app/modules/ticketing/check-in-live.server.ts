import pg from "pg";
import { dbHandle } from "~/lib/db.server";
import { logger } from "~/lib/logger.server";
import { loadCheckInCounters, type CheckInCounters } from "~/modules/ticketing/check-in-views.server";

type Listener = (counters: CheckInCounters) => void;

/**
 * Live counters at the door: one LISTEN connection per process on channel "check_ins"
 * (payload = event id, sent by a trigger after COMMIT — so every instance hears every device).
 * Bursts are coalesced: at most one counter query per event every COALESCE_MS, its result
 * fanned out to every open scanner page of that event (Server-Sent Events).
 */
const COALESCE_MS = 200;

type Hub = {
  listeners: Map<string, Set<Listener>>;
  pending: Map<string, NodeJS.Timeout>;
  started: boolean;
  ready: Promise<void>;
  markReady: () => void;
  stop?: () => Promise<void>;
};
const g = globalThis as unknown as { __stadtpulsCheckInLive?: Hub };

function hub(): Hub {
  if (!g.__stadtpulsCheckInLive) {
    let markReady = () => {};
    const ready = new Promise<void>((r) => {
      markReady = r;
    });
    g.__stadtpulsCheckInLive = { listeners: new Map(), pending: new Map(), started: false, ready, markReady };
  }
  return g.__stadtpulsCheckInLive;
}

function changed(eventId: string) {
  const h = hub();
  if (!h.listeners.has(eventId) || h.pending.has(eventId)) return;
  h.pending.set(
    eventId,
    setTimeout(() => {
      h.pending.delete(eventId);
      const set = h.listeners.get(eventId);
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
    }, COALESCE_MS),
  );
}

function connectPg(url: string, h: Hub) {
  let client: pg.Client | null = null;
  let stopped = false;
  const connect = async () => {
    if (stopped) return;
    const c = new pg.Client({ connectionString: url });
    client = c;
    c.on("notification", (msg) => {
      if (msg.channel === "check_ins" && msg.payload) changed(msg.payload);
    });
    c.on("error", (err) => {
      logger.warn({ err }, "Check-in-LISTEN-Verbindung verloren – verbinde neu");
      void c.end().catch(() => undefined);
      if (client === c) setTimeout(() => void connect(), 2000).unref();
    });
    try {
      await c.connect();
      await c.query("LISTEN check_ins");
      h.markReady();
    } catch (err) {
      logger.warn({ err }, "Check-in-LISTEN fehlgeschlagen – neuer Versuch in 5 s");
      void c.end().catch(() => undefined);
      setTimeout(() => void connect(), 5000).unref();
    }
  };
  void connect();
  h.stop = async () => {
    stopped = true;
    await client?.end().catch(() => undefined);
  };
}

function ensureStarted() {
  const h = hub();
  if (h.started) return;
  h.started = true;
  const handle = dbHandle();
  if (handle.kind === "pglite") {
    void handle.client
      .listen("check_ins", (payload) => changed(payload))
      .then((unlisten) => {
        h.stop = unlisten;
        h.markReady();
      })
      .catch((err: unknown) => {
        h.started = false;
        logger.error({ err }, "Check-in-LISTEN auf PGlite fehlgeschlagen");
      });
  } else connectPg(handle.url, h);
}

/** Calls `fn` with fresh counters whenever a check-in of this event changes. Returns the unsubscribe. */
export function subscribeToCheckIns(eventId: string, fn: Listener): () => void {
  ensureStarted();
  const h = hub();
  let set = h.listeners.get(eventId);
  if (!set) {
    set = new Set();
    h.listeners.set(eventId, set);
  }
  set.add(fn);
  return () => {
    set.delete(fn);
    if (set.size === 0) h.listeners.delete(eventId);
  };
}

export function checkInLiveReady(timeoutMs = 3000): Promise<void> {
  ensureStarted();
  return Promise.race([hub().ready, new Promise<void>((r) => setTimeout(r, timeoutMs).unref())]);
}

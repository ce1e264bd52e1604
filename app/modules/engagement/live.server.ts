import pg from "pg";
import { dbHandle } from "~/lib/db.server";
import { logger } from "~/lib/logger.server";

type Listener = () => void;

/**
 * One LISTEN connection per process on channel "notifications" (payload = user id),
 * fanned out to the open SSE streams of that user. PGlite: its own listen();
 * PostgreSQL: a dedicated pg.Client that reconnects — so it works across instances.
 */
type Hub = {
  listeners: Map<string, Set<Listener>>;
  started: boolean;
  stop?: () => Promise<void>;
  ready: Promise<void>;
  markReady: () => void;
};
const g = globalThis as unknown as { __stadtpulsLive?: Hub };

function hub(): Hub {
  if (!g.__stadtpulsLive) {
    let markReady = () => {};
    const ready = new Promise<void>((resolve) => {
      markReady = resolve;
    });
    g.__stadtpulsLive = { listeners: new Map(), started: false, ready, markReady };
  }
  return g.__stadtpulsLive;
}

function dispatch(userId: string) {
  const set = hub().listeners.get(userId);
  if (!set) return;
  for (const fn of set) {
    try {
      fn();
    } catch (err) {
      logger.warn({ err }, "Live-Listener fehlgeschlagen");
    }
  }
}

function connectPg(url: string, h: Hub) {
  let client: pg.Client | null = null;
  let stopped = false;
  const connect = async () => {
    if (stopped) return;
    const c = new pg.Client({ connectionString: url });
    client = c;
    c.on("notification", (msg) => {
      if (msg.channel === "notifications" && msg.payload) dispatch(msg.payload);
    });
    c.on("error", (err) => {
      logger.warn({ err }, "LISTEN-Verbindung verloren – verbinde neu");
      void c.end().catch(() => undefined);
      if (client === c) setTimeout(() => void connect(), 2000).unref();
    });
    try {
      await c.connect();
      await c.query("LISTEN notifications");
      h.markReady();
    } catch (err) {
      logger.warn({ err }, "LISTEN fehlgeschlagen – neuer Versuch in 5 s");
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
      .listen("notifications", (payload) => dispatch(payload))
      .then((unlisten) => {
        h.stop = unlisten;
        h.markReady();
      })
      .catch((err: unknown) => {
        h.started = false;
        logger.error({ err }, "LISTEN auf PGlite fehlgeschlagen");
      });
  } else {
    connectPg(handle.url, h);
  }
}

/** Calls `fn` whenever a notification for this user is created or changed. Returns the unsubscribe. */
export function subscribeToUser(userId: string, fn: Listener): () => void {
  ensureStarted();
  const h = hub();
  let set = h.listeners.get(userId);
  if (!set) {
    set = new Set();
    h.listeners.set(userId, set);
  }
  set.add(fn);
  return () => {
    set.delete(fn);
    if (set.size === 0) h.listeners.delete(userId);
  };
}

/** Resolves once the LISTEN connection is up (or after `timeoutMs`, then the 30 s poll covers the gap). */
export function liveReady(timeoutMs = 3000): Promise<void> {
  ensureStarted();
  return Promise.race([hub().ready, new Promise<void>((r) => setTimeout(r, timeoutMs).unref())]);
}

export function liveListenerCount(): number {
  let n = 0;
  for (const s of hub().listeners.values()) n += s.size;
  return n;
}

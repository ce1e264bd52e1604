import pg from "pg";
import { dbHandle } from "~/lib/db.server";
import { logger } from "~/lib/logger.server";

/** Called with the payload of every NOTIFY on the channel. */
export type ChannelListener = (payload: string) => void;

type Channel = {
  listeners: Set<ChannelListener>;
  started: boolean;
  ready: Promise<void>;
  markReady: () => void;
};
const g = globalThis as unknown as { __stadtpulsChannels?: Map<string, Channel> };

function channelState(name: string): Channel {
  g.__stadtpulsChannels ??= new Map();
  let ch = g.__stadtpulsChannels.get(name);
  if (!ch) {
    let markReady = () => {};
    const ready = new Promise<void>((resolve) => {
      markReady = resolve;
    });
    ch = { listeners: new Set(), started: false, ready, markReady };
    g.__stadtpulsChannels.set(name, ch);
  }
  return ch;
}

function dispatch(ch: Channel, name: string, payload: string) {
  for (const fn of ch.listeners) {
    try {
      fn(payload);
    } catch (err) {
      logger.warn({ err, channel: name }, "LISTEN-Empfänger fehlgeschlagen");
    }
  }
}

/** PostgreSQL: a dedicated connection (LISTEN does not work through the pool) that reconnects. */
function connectPg(url: string, name: string, ch: Channel) {
  let current: pg.Client | null = null;
  const connect = async () => {
    const c = new pg.Client({ connectionString: url });
    current = c;
    c.on("notification", (msg) => {
      if (msg.channel === name) dispatch(ch, name, msg.payload ?? "");
    });
    c.on("error", (err) => {
      logger.warn({ err, channel: name }, "LISTEN-Verbindung verloren – verbinde neu");
      void c.end().catch(() => undefined);
      if (current === c) setTimeout(() => void connect(), 2000).unref();
    });
    try {
      await c.connect();
      await c.query(`LISTEN ${pg.escapeIdentifier(name)}`);
      ch.markReady();
    } catch (err) {
      logger.warn({ err, channel: name }, "LISTEN fehlgeschlagen – neuer Versuch in 5 s");
      void c.end().catch(() => undefined);
      if (current === c) setTimeout(() => void connect(), 5000).unref();
    }
  };
  void connect();
}

function ensureListening(name: string, ch: Channel) {
  if (ch.started) return;
  ch.started = true;
  const handle = dbHandle();
  if (handle.kind === "pglite") {
    void handle.client
      .listen(name, (payload) => dispatch(ch, name, payload))
      .then(() => ch.markReady())
      .catch((err: unknown) => {
        ch.started = false;
        logger.error({ err, channel: name }, "LISTEN auf PGlite fehlgeschlagen");
      });
  } else {
    connectPg(handle.url, name, ch);
  }
}

/**
 * One LISTEN per process and PostgreSQL channel (PGlite: its own listen()), fanned out to every
 * subscriber in this process. NOTIFY is sent after COMMIT, so every instance hears every change.
 * Returns the unsubscribe.
 */
export function subscribeChannel(name: string, fn: ChannelListener): () => void {
  const ch = channelState(name);
  ensureListening(name, ch);
  ch.listeners.add(fn);
  return () => {
    ch.listeners.delete(fn);
  };
}

/** Resolves once the channel's LISTEN is up, or after `timeoutMs` (callers keep a polling fallback). */
export function channelReady(name: string, timeoutMs = 3000): Promise<void> {
  const ch = channelState(name);
  ensureListening(name, ch);
  return Promise.race([ch.ready, new Promise<void>((r) => setTimeout(r, timeoutMs).unref())]);
}

/**
 * Fans one channel out by its payload (a user id, an event id, …): `fn` runs for NOTIFYs whose
 * payload is `key`. The channel's single subscription is shared by all keys.
 */
export function keyedChannel(name: string) {
  const byKey = new Map<string, Set<() => void>>();
  let unsubscribe: (() => void) | null = null;
  return {
    subscribe(key: string, fn: () => void): () => void {
      unsubscribe ??= subscribeChannel(name, (payload) => {
        for (const f of byKey.get(payload) ?? []) f();
      });
      let set = byKey.get(key);
      if (!set) byKey.set(key, (set = new Set()));
      set.add(fn);
      return () => {
        set.delete(fn);
        if (set.size === 0) byKey.delete(key);
      };
    },
    ready: (timeoutMs?: number) => channelReady(name, timeoutMs),
    hasKey: (key: string) => byKey.has(key),
  };
}

import { useCallback, useEffect, useRef, useState } from "react";

export type NotificationItem = {
  id: string;
  title: string;
  message: string;
  type: string;
  priority: string;
  isRead: boolean;
  actionUrl: string | null;
  imageUrl: string | null;
  createdAt: string;
};
export type NotificationFeed = { items: NotificationItem[]; unread: number };

/** Spec §9: poll every 30 s (fallback to the live stream). */
export const POLL_MS = 30_000;

/** One EventSource per tab, shared by the bell and the notifications page. */
const subscribers = new Set<() => void>();
let source: EventSource | null = null;

function openStream() {
  if (source || typeof EventSource === "undefined") return;
  source = new EventSource("/api/notifications/stream");
  source.addEventListener("notification", () => {
    for (const s of subscribers) s();
  });
  source.addEventListener("error", () => {
    // the browser reconnects by itself (retry: 5000); a closed stream (401) is given up
    if (source?.readyState === EventSource.CLOSED) {
      source = null;
    }
  });
}

function closeStreamIfUnused() {
  if (subscribers.size === 0 && source) {
    source.close();
    source = null;
  }
}

/** Calls `onChange` whenever the server says the user's notifications changed (SSE) and every 30 s. */
export function useNotificationEvents(onChange: () => void, enabled = true) {
  const ref = useRef(onChange);
  useEffect(() => {
    ref.current = onChange;
  });
  useEffect(() => {
    if (!enabled) return;
    const fn = () => ref.current();
    subscribers.add(fn);
    openStream();
    const poll = setInterval(fn, POLL_MS);
    return () => {
      subscribers.delete(fn);
      clearInterval(poll);
      closeStreamIfUnused();
    };
  }, [enabled]);
}

/** Tells other listeners in this tab (e.g. the bell after the page marked all read). */
export function notifyLocalChange() {
  for (const s of subscribers) s();
}

/** The feed of the signed-in user from /api/notifications, refreshed live. */
export function useNotificationFeed(enabled: boolean) {
  const [feed, setFeed] = useState<NotificationFeed | null>(null);
  const [error, setError] = useState(false);
  const load = useCallback(async () => {
    try {
      const res = await fetch("/api/notifications", { credentials: "same-origin", headers: { Accept: "application/json" } });
      if (!res.ok) throw new Error(String(res.status));
      setFeed((await res.json()) as NotificationFeed);
      setError(false);
    } catch {
      setError(true);
    }
  }, []);
  useEffect(() => {
    if (enabled) void load();
  }, [enabled, load]);
  useNotificationEvents(() => void load(), enabled);
  return { feed, error, reload: load, setFeed };
}

/** POST an action to /api/notifications; returns whether it worked. */
export async function notificationAction(intent: "read" | "read-all" | "delete" | "delete-all", id?: string): Promise<boolean> {
  const body = new FormData();
  body.set("intent", intent);
  if (id) body.set("id", id);
  try {
    const res = await fetch("/api/notifications", { method: "POST", body, credentials: "same-origin" });
    return res.ok;
  } catch {
    return false;
  }
}

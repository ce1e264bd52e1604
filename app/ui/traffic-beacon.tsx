import { useEffect } from "react";

const key = (eventId: string) => `sp-src:${eventId}`;

/**
 * Tells the server once per page load that an event page was viewed (or its checkout opened).
 * No cookie: the referrer goes along; the checkout page passes on the referrer its event page saw
 * through sessionStorage (this tab only).
 */
export function TrafficBeacon({ eventId, kind }: { eventId: string; kind: "view" | "checkout" }) {
  useEffect(() => {
    const payload: Record<string, string> = { kind, referrer: document.referrer };
    try {
      if (kind === "view") sessionStorage.setItem(key(eventId), document.referrer);
      else payload.referrer = sessionStorage.getItem(key(eventId)) ?? document.referrer;
    } catch {
      /* storage unavailable: the referrer alone */
    }
    const body = JSON.stringify(payload);
    const url = `/api/events/${eventId}/traffic`;
    if (!navigator.sendBeacon?.(url, new Blob([body], { type: "application/json" }))) {
      void fetch(url, { method: "POST", body, headers: { "content-type": "application/json" }, keepalive: true }).catch(() => undefined);
    }
  }, [eventId, kind]);
  return null;
}

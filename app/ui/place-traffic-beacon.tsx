import { useEffect } from "react";

function send(placeId: string, kind: "view" | "phone" | "website" | "route") {
  const body = JSON.stringify({ kind, referrer: document.referrer });
  const url = `/api/places/${placeId}/traffic`;
  if (!navigator.sendBeacon?.(url, new Blob([body], { type: "application/json" }))) {
    void fetch(url, { method: "POST", body, headers: { "content-type": "application/json" }, keepalive: true }).catch(() => undefined);
  }
}

/**
 * Tells the server once per page load that a place page was viewed, and when one of its links marked
 * `data-place-click="phone|website|route"` is followed. No cookie: only the referrer goes along.
 */
export function PlaceTrafficBeacon({ placeId }: { placeId: string }) {
  useEffect(() => {
    send(placeId, "view");
    const onClick = (e: MouseEvent) => {
      const link = (e.target as Element | null)?.closest?.("[data-place-click]");
      const kind = link?.getAttribute("data-place-click");
      if (kind === "phone" || kind === "website" || kind === "route") send(placeId, kind);
    };
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, [placeId]);
  return null;
}

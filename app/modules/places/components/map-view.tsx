import { MapPin } from "lucide-react";
import { useEffect, useRef, useState } from "react";

export type MapMarker = { lat: number; lng: number; label: string; href?: string };

/**
 * An OpenStreetMap map (Leaflet, loaded only in the browser and only when the map scrolls into
 * view, so it costs nothing on first load). Until then — or without JavaScript or tiles — a
 * designed placeholder with a link to OpenStreetMap shows.
 */
export function MapView({ markers, zoom = 15, className, title }: { markers: MapMarker[]; zoom?: number; className?: string; title: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const [ready, setReady] = useState(false);
  const first = markers[0];

  useEffect(() => {
    const el = ref.current;
    if (!el || markers.length === 0) return;
    let map: { remove: () => void } | null = null;
    let cancelled = false;
    const io = new IntersectionObserver(async (entries) => {
      if (!entries.some((e) => e.isIntersecting)) return;
      io.disconnect();
      const [{ default: L }] = await Promise.all([import("leaflet"), import("leaflet/dist/leaflet.css")]);
      if (cancelled || !ref.current) return;
      const m = L.map(ref.current, { scrollWheelZoom: false, attributionControl: true });
      L.tileLayer("https://tile.openstreetmap.org/{z}/{x}/{y}.png", {
        maxZoom: 19,
        attribution: '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>-Mitwirkende',
      }).addTo(m);
      const icon = L.divIcon({
        className: "",
        html: '<span style="display:block;width:22px;height:22px;border-radius:9999px;background:var(--color-primary);border:3px solid #fff;box-shadow:0 1px 4px rgba(0,0,0,.4)"></span>',
        iconSize: [22, 22],
        iconAnchor: [11, 11],
      });
      const layer = L.featureGroup(
        markers.map((mk) => {
          const marker = L.marker([mk.lat, mk.lng], { icon, title: mk.label, alt: mk.label });
          const text = document.createElement(mk.href ? "a" : "span");
          text.textContent = mk.label;
          if (mk.href && text instanceof HTMLAnchorElement) text.href = mk.href;
          return marker.bindPopup(text);
        }),
      ).addTo(m);
      if (markers.length === 1) m.setView([markers[0].lat, markers[0].lng], zoom);
      else m.fitBounds(layer.getBounds(), { padding: [24, 24], maxZoom: 14 });
      map = m;
      setReady(true);
    });
    io.observe(el);
    return () => {
      cancelled = true;
      io.disconnect();
      map?.remove();
    };
  }, [markers, zoom]);

  if (!first) return null;
  return (
    <div className={className}>
      <div
        ref={ref}
        role="region"
        aria-label={title}
        className="relative z-0 h-72 w-full overflow-hidden rounded-[var(--radius-card)] border border-line bg-secondary-soft"
      >
        {!ready ? (
          <div className="absolute inset-0 flex flex-col items-center justify-center gap-2 text-center text-secondary">
            <MapPin aria-hidden="true" className="size-8" />
            <span className="text-sm font-semibold">Karte wird geladen …</span>
          </div>
        ) : null}
      </div>
      <a
        href={`https://www.openstreetmap.org/?mlat=${first.lat}&mlon=${first.lng}#map=${zoom}/${first.lat}/${first.lng}`}
        target="_blank"
        rel="noopener noreferrer"
        className="mt-2 inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold text-primary-strong underline"
      >
        In OpenStreetMap öffnen<span className="sr-only"> (neuer Tab)</span>
      </a>
    </div>
  );
}

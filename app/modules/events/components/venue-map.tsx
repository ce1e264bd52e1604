import type { Map as LeafletMap, Marker } from "leaflet";
import { MapPin } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import type { GeoPrecision } from "~/modules/places/geo-precision";

export type MapPoint = { lat: number; lng: number };

/** How close the map starts: a postal code's point is shown with its surroundings. */
const ZOOM: Record<GeoPrecision, number> = { exact: 17, street: 16, postcode: 14, city: 13 };

const same = (a: MapPoint, b: MapPoint) => Math.abs(a.lat - b.lat) < 1e-7 && Math.abs(a.lng - b.lng) < 1e-7;

/**
 * A small OpenStreetMap map (Leaflet, loaded in the browser only once there is a point) with the
 * venue's pin: the organizer drags it, or clicks/taps into the map, to where the venue really is.
 */
export function VenueMap({ point, precision, onMove, title }: { point: MapPoint | null; precision: GeoPrecision; onMove: (p: MapPoint) => void; title: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const leaflet = useRef<{ map: LeafletMap; marker: Marker } | null>(null);
  const onMoveRef = useRef(onMove);
  onMoveRef.current = onMove;
  const [ready, setReady] = useState(false);

  // created once there is a point; removed when the point is gone (or the field unmounts)
  useEffect(() => {
    if (!point || leaflet.current || !ref.current) return;
    let cancelled = false;
    void (async () => {
      const [{ default: L }] = await Promise.all([import("leaflet"), import("leaflet/dist/leaflet.css")]);
      if (cancelled || !ref.current || leaflet.current) return;
      const map = L.map(ref.current, { scrollWheelZoom: false, attributionControl: true });
      L.tileLayer("https://tile.openstreetmap.org/{z}/{x}/{y}.png", {
        maxZoom: 19,
        attribution: '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>-Mitwirkende',
      }).addTo(map);
      const icon = L.divIcon({
        className: "",
        html: '<span style="display:block;width:26px;height:26px;border-radius:9999px 9999px 9999px 0;transform:rotate(-45deg);background:var(--color-primary);border:3px solid #fff;box-shadow:0 1px 5px rgba(0,0,0,.45)"></span>',
        iconSize: [26, 26],
        iconAnchor: [13, 30],
      });
      const marker = L.marker([point.lat, point.lng], { icon, draggable: true, autoPan: true, title: "Markierung des Veranstaltungsorts (verschiebbar)", alt: "Markierung des Veranstaltungsorts" }).addTo(map);
      marker.on("dragend", () => {
        const p = marker.getLatLng();
        onMoveRef.current({ lat: p.lat, lng: p.lng });
      });
      map.on("click", (e) => {
        marker.setLatLng(e.latlng);
        onMoveRef.current({ lat: e.latlng.lat, lng: e.latlng.lng });
      });
      map.setView([point.lat, point.lng], ZOOM[precision]);
      leaflet.current = { map, marker };
      setReady(true);
    })();
    return () => {
      cancelled = true;
    };
  }, [point, precision]);

  // a new point from outside (a suggestion, the typed address): the pin and the view follow
  useEffect(() => {
    const l = leaflet.current;
    if (!l) return;
    if (!point) {
      l.map.remove();
      leaflet.current = null;
      setReady(false);
      return;
    }
    const at = l.marker.getLatLng();
    if (!same({ lat: at.lat, lng: at.lng }, point)) {
      l.marker.setLatLng([point.lat, point.lng]);
      l.map.setView([point.lat, point.lng], ZOOM[precision]);
    }
  }, [point, precision]);

  useEffect(
    () => () => {
      leaflet.current?.map.remove();
      leaflet.current = null;
    },
    [],
  );

  return (
    <div ref={ref} role="region" aria-label={title} className="relative z-0 h-56 w-full overflow-hidden rounded-xl border border-line bg-secondary-soft md:h-64">
      {!ready ? (
        <div className="absolute inset-0 flex flex-col items-center justify-center gap-2 px-6 text-center text-secondary">
          <MapPin aria-hidden="true" className="size-7" />
          <span className="text-sm font-semibold">{point ? "Karte wird geladen …" : "Die Karte erscheint, sobald der Ort gefunden ist."}</span>
        </div>
      ) : null}
    </div>
  );
}

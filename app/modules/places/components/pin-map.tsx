import { MapPin } from "lucide-react";
import { useEffect, useRef, useState } from "react";

/**
 * A small map with one draggable pin that writes its position into the form's latitude and
 * longitude inputs (by their ids); a click on the map moves the pin there. Leaflet loads only in
 * the browser — without JavaScript the two number inputs are the way to correct the point.
 */
export function PinMap({ latitude, longitude, latitudeInputId, longitudeInputId, label }: { latitude: number | null; longitude: number | null; latitudeInputId: string; longitudeInputId: string; label: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    const el = ref.current;
    if (!el || latitude === null || longitude === null) return;
    let map: { remove: () => void } | null = null;
    let cancelled = false;
    void Promise.all([import("leaflet"), import("leaflet/dist/leaflet.css")]).then(([{ default: L }]) => {
      if (cancelled || !ref.current) return;
      const m = L.map(ref.current, { scrollWheelZoom: false }).setView([latitude, longitude], 16);
      L.tileLayer("https://tile.openstreetmap.org/{z}/{x}/{y}.png", {
        maxZoom: 19,
        attribution: '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>-Mitwirkende',
      }).addTo(m);
      const icon = L.divIcon({
        className: "",
        html: '<span style="display:block;width:26px;height:26px;border-radius:9999px;background:var(--color-primary);border:3px solid #fff;box-shadow:0 1px 4px rgba(0,0,0,.5);cursor:grab"></span>',
        iconSize: [26, 26],
        iconAnchor: [13, 13],
      });
      const marker = L.marker([latitude, longitude], { icon, draggable: true, title: label, alt: label, keyboard: true }).addTo(m);
      const write = (lat: number, lng: number) => {
        for (const [id, value] of [
          [latitudeInputId, lat],
          [longitudeInputId, lng],
        ] as const) {
          const input = document.getElementById(id) as HTMLInputElement | null;
          if (!input) continue;
          input.value = value.toFixed(6);
          input.dispatchEvent(new Event("input", { bubbles: true }));
          input.dispatchEvent(new Event("change", { bubbles: true }));
        }
      };
      marker.on("dragend", () => {
        const p = marker.getLatLng();
        write(p.lat, p.lng);
      });
      m.on("click", (e: { latlng: { lat: number; lng: number } }) => {
        marker.setLatLng(e.latlng);
        write(e.latlng.lat, e.latlng.lng);
      });
      map = m;
      setReady(true);
    });
    return () => {
      cancelled = true;
      map?.remove();
    };
  }, [latitude, longitude, latitudeInputId, longitudeInputId, label]);

  if (latitude === null || longitude === null) {
    return (
      <div className="flex h-56 flex-col items-center justify-center gap-2 rounded-xl border border-dashed border-line bg-sand/60 p-4 text-center text-sm text-muted md:col-span-2">
        <MapPin aria-hidden="true" className="size-7" />
        Noch keine Koordinaten. Beim Speichern ermitteln wir sie aus der Adresse – danach können Sie die Markierung hier verschieben.
      </div>
    );
  }
  return (
    <div className="md:col-span-2">
      <div ref={ref} role="region" aria-label={label} className="relative z-0 h-64 w-full overflow-hidden rounded-xl border border-line bg-secondary-soft">
        {!ready ? (
          <div className="absolute inset-0 flex flex-col items-center justify-center gap-2 text-secondary">
            <MapPin aria-hidden="true" className="size-7" />
            <span className="text-sm font-semibold">Karte wird geladen …</span>
          </div>
        ) : null}
      </div>
      <p className="mt-2 text-sm text-muted">Ziehen Sie die Markierung an die richtige Stelle oder klicken Sie in die Karte; Breiten- und Längengrad übernehmen die Position.</p>
    </div>
  );
}

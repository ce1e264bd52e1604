import type { FieldMetadata } from "@conform-to/react";
import { getInputProps } from "@conform-to/react";
import { Building2, Loader2, MapPin } from "lucide-react";
import { useEffect, useId, useMemo, useRef, useState } from "react";
import { cn } from "~/lib/cn";
import { VenueMap, type MapPoint } from "~/modules/events/components/venue-map";
import { GEO_PRECISION_LABELS, GEO_PRECISIONS, isApproximate, type GeoPrecision } from "~/modules/places/geo-precision";
import { FieldShell } from "~/ui/back-office/form";
import { controlClass } from "~/ui/form-field";

type Suggestion = {
  label: string;
  name: string | null;
  street: string | null;
  postalCode: string | null;
  city: string | null;
  latitude: number;
  longitude: number;
  venueId: string | null;
  source: string;
  precision: GeoPrecision;
};

type VenueFields = {
  venueId: FieldMetadata<unknown>;
  venueName: FieldMetadata<unknown>;
  venueAddress: FieldMetadata<unknown>;
  venuePostalCode: FieldMetadata<unknown>;
  venueCity: FieldMetadata<unknown>;
  latitude: FieldMetadata<unknown>;
  longitude: FieldMetadata<unknown>;
  geoPrecision: FieldMetadata<unknown>;
};

/** Sets a form control's value the way typing would, so conform sees the change. */
function setValue(form: HTMLFormElement | null, name: string, value: string) {
  const el = form?.elements.namedItem(name) as HTMLInputElement | null;
  if (!el) return;
  el.value = value;
  el.dispatchEvent(new Event("input", { bubbles: true }));
}

const valueOf = (form: HTMLFormElement | null, name: string) => ((form?.elements.namedItem(name) as HTMLInputElement | null)?.value ?? "").trim();

/** Six decimals (about 10 cm) are plenty for a pin. */
const coord = (x: number) => String(Math.round(x * 1e6) / 1e6);

async function suggestions(q: string, signal?: AbortSignal): Promise<Suggestion[]> {
  const res = await fetch(`/api/geocode?q=${encodeURIComponent(q)}`, { signal });
  return ((await res.json()) as { suggestions?: Suggestion[] }).suggestions ?? [];
}

/** The hidden fields the form posts: the known place and the pin (React state, so a re-render never resets them). */
type Hidden = { venueId: string; latitude: string; longitude: string; geoPrecision: string };
const str = (v: unknown) => (typeof v === "string" ? v : "");

function pointOf(h: Hidden): MapPoint | null {
  const lat = Number(h.latitude);
  const lng = Number(h.longitude);
  return h.latitude && h.longitude && Number.isFinite(lat) && Number.isFinite(lng) ? { lat, lng } : null;
}

/**
 * The venue: search our places or any address (autocomplete, 300 ms debounce, 5 suggestions,
 * spec §7); picking one fills name, street, postal code, city and the pin on the map. An address we
 * do not know is placed at its postal code — an "ungefähre Lage" the organizer corrects by dragging
 * the pin (or clicking into the map). Correcting the street keeps an exact pin; a changed postal code
 * or town (or an approximate pin) is located again, and the postal code fills an empty 'Ort'.
 * Without JavaScript the plain address fields work: the server locates the address on save.
 */
export function VenueField({ fields, placeLabel }: { fields: VenueFields; placeLabel?: string | null }) {
  const id = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  const [query, setQuery] = useState("");
  const [open, setOpen] = useState(false);
  const [loading, setLoading] = useState(false);
  const [items, setItems] = useState<Suggestion[]>([]);
  const [active, setActive] = useState(-1);
  const [picked, setPicked] = useState<string | null>(placeLabel ?? null);
  const [hydrated, setHydrated] = useState(false);
  const [hidden, setHiddenState] = useState<Hidden>(() => ({
    venueId: str(fields.venueId.initialValue),
    latitude: str(fields.latitude.initialValue),
    longitude: str(fields.longitude.initialValue),
    geoPrecision: str(fields.geoPrecision.initialValue),
  }));
  const point = useMemo(() => pointOf(hidden), [hidden]);
  const precision: GeoPrecision = (GEO_PRECISIONS as readonly string[]).includes(hidden.geoPrecision) ? (hidden.geoPrecision as GeoPrecision) : "exact";
  const [locating, setLocating] = useState<"idle" | "busy" | "missing">("idle");
  const relocate = useRef<{ timer?: ReturnType<typeof setTimeout>; ctrl?: AbortController }>({});
  useEffect(() => setHydrated(true), []);
  useEffect(() => () => clearTimeout(relocate.current.timer), []);

  useEffect(() => {
    const q = query.trim();
    if (q.length < 2) {
      setItems([]);
      return;
    }
    const ctrl = new AbortController();
    const t = setTimeout(async () => {
      setLoading(true);
      try {
        setItems(await suggestions(q, ctrl.signal));
        setActive(-1);
        setOpen(true);
      } catch {
        /* aborted or offline: keep the last list */
      } finally {
        setLoading(false);
      }
    }, 300);
    return () => {
      clearTimeout(t);
      ctrl.abort();
    };
  }, [query]);

  const form = () => wrapper.current?.closest("form") ?? null;

  /** Changes hidden fields: in the DOM at once (with the input event conform listens to) and in state. */
  const setHidden = (patch: Partial<Hidden>) => {
    const f = form();
    for (const [k, v] of Object.entries(patch)) setValue(f, fields[k as keyof Hidden].name, v);
    setHiddenState((h) => ({ ...h, ...patch }));
  };

  /** The pin and how exact it is, in the hidden fields the form posts and on the map. */
  const setPin = (p: MapPoint | null, how: GeoPrecision) =>
    setHidden({ latitude: p ? coord(p.lat) : "", longitude: p ? coord(p.lng) : "", geoPrecision: p ? how : "" });

  const choose = (s: Suggestion) => {
    const f = form();
    setHidden({ venueId: s.venueId ?? "" });
    setValue(f, fields.venueName.name, s.name ?? "");
    setValue(f, fields.venueAddress.name, s.street ?? "");
    setValue(f, fields.venuePostalCode.name, s.postalCode ?? "");
    setValue(f, fields.venueCity.name, s.city ?? "");
    setPin({ lat: s.latitude, lng: s.longitude }, s.precision);
    setLocating("idle");
    setPicked(s.label);
    setQuery("");
    setItems([]);
    setOpen(false);
  };

  /** Locates the address as typed in the fields (what the server would do on save), after a pause in typing. */
  const locateTyped = () => {
    clearTimeout(relocate.current.timer);
    relocate.current.ctrl?.abort();
    relocate.current.timer = setTimeout(async () => {
      const f = form();
      const postal = valueOf(f, fields.venuePostalCode.name);
      const town = valueOf(f, fields.venueCity.name);
      if (postal && !/^\d{5}$/.test(postal)) return; // still typing the postal code
      const q = [valueOf(f, fields.venueName.name), valueOf(f, fields.venueAddress.name), [postal, town].filter(Boolean).join(" ")].filter(Boolean).join(", ");
      if (q.length < 2) return;
      const ctrl = new AbortController();
      relocate.current.ctrl = ctrl;
      setLocating("busy");
      try {
        const [hit] = (await suggestions(q, ctrl.signal)).filter((s) => !s.venueId);
        if (!hit) {
          setPin(null, "exact");
          setLocating("missing");
          return;
        }
        setPin({ lat: hit.latitude, lng: hit.longitude }, hit.precision);
        // the postal code names the town when 'Ort' is still empty
        if (!town && hit.city && postal && hit.postalCode === postal) setValue(f, fields.venueCity.name, hit.city);
        setLocating("idle");
      } catch {
        if (!ctrl.signal.aborted) setLocating("idle");
      }
    }, 600);
  };

  /** Typing in an address field: the known place no longer applies; the pin follows unless it is exact and only name or street changed. */
  const edited = (which: "name" | "street" | "postal" | "city") => {
    setHidden({ venueId: "" });
    setPicked(null);
    if ((which === "name" || which === "street") && point && precision === "exact") return;
    locateTyped();
  };

  /** The organizer put the pin where the venue is: exact from now on. */
  const moved = (p: MapPoint) => {
    setPin(p, "exact");
    setLocating("idle");
  };

  const listId = `${id}-list`;
  const text = (f: FieldMetadata<unknown>) => {
    const { key, ...p } = getInputProps(f as FieldMetadata<string>, { type: "text" });
    return { key, props: p };
  };
  const name = text(fields.venueName);
  const street = text(fields.venueAddress);
  const postal = text(fields.venuePostalCode);
  const city = text(fields.venueCity);

  return (
    <div ref={wrapper} className="flex flex-col gap-4 md:col-span-2">
      {hydrated ? (
        <div className="relative flex flex-col gap-1.5">
          <label htmlFor={`${id}-search`} className="text-sm font-semibold">
            Ort oder Adresse suchen
          </label>
          <div className="relative">
            <MapPin aria-hidden="true" className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted" />
            <input
              id={`${id}-search`}
              type="text"
              role="combobox"
              aria-expanded={open && items.length > 0}
              aria-controls={listId}
              aria-autocomplete="list"
              aria-activedescendant={active >= 0 ? `${id}-opt-${active}` : undefined}
              autoComplete="off"
              placeholder="z. B. Musik- und Kongresshalle oder Breite Straße 1, Lübeck"
              value={query}
              onChange={(e) => setQuery(e.target.value)}
              onFocus={() => items.length && setOpen(true)}
              onBlur={() => setTimeout(() => setOpen(false), 150)}
              onKeyDown={(e) => {
                if (e.key === "ArrowDown") {
                  e.preventDefault();
                  setOpen(true);
                  setActive((a) => Math.min(items.length - 1, a + 1));
                } else if (e.key === "ArrowUp") {
                  e.preventDefault();
                  setActive((a) => Math.max(0, a - 1));
                } else if (e.key === "Enter" && open && active >= 0 && items[active]) {
                  e.preventDefault();
                  choose(items[active]);
                } else if (e.key === "Escape") setOpen(false);
              }}
              className={cn(controlClass, "pl-9")}
            />
            {loading ? <Loader2 aria-hidden="true" className="absolute right-3 top-1/2 size-4 -translate-y-1/2 animate-spin text-muted" /> : null}
          </div>
          <p className="text-sm text-muted" aria-live="polite">
            {picked ? (
              <>
                Gewählt: <strong className="text-ink">{picked}</strong>
              </>
            ) : query.trim().length >= 2 && !loading && open && items.length === 0 ? (
              "Keine Vorschläge – tragen Sie die Adresse unten ein. Mit der Postleitzahl finden wir die ungefähre Lage; genau setzen Sie sie auf der Karte."
            ) : (
              "Bekannte Orte und jede Adresse in Deutschland; die Auswahl füllt die Felder unten."
            )}
          </p>
          {open && items.length > 0 ? (
            <ul id={listId} role="listbox" aria-label="Vorschläge" className="absolute inset-x-0 top-[4.75rem] z-20 overflow-hidden rounded-xl border border-line bg-white shadow-xl">
              {items.map((s, i) => (
                <li
                  key={`${s.label}-${i}`}
                  id={`${id}-opt-${i}`}
                  role="option"
                  aria-selected={i === active}
                  onMouseDown={(e) => {
                    e.preventDefault();
                    choose(s);
                  }}
                  className={cn("flex cursor-pointer items-start gap-3 px-4 py-3 text-sm", i === active ? "bg-primary-soft" : "hover:bg-sand")}
                >
                  {s.venueId ? <Building2 aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" /> : <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted" />}
                  <span>
                    {s.label}
                    {s.venueId ? <span className="ml-2 rounded-full bg-secondary-soft px-2 py-0.5 text-xs font-semibold text-secondary">Bekannter Ort</span> : null}
                    {isApproximate(s.precision) ? <span className="ml-2 rounded-full bg-sand px-2 py-0.5 text-xs font-semibold text-ink">ungefähre Lage</span> : null}
                  </span>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      <input type="hidden" name={fields.venueId.name} value={hidden.venueId} />
      <input type="hidden" name={fields.latitude.name} value={hidden.latitude} />
      <input type="hidden" name={fields.longitude.name} value={hidden.longitude} />
      <input type="hidden" name={fields.geoPrecision.name} value={hidden.geoPrecision} />
      <div className="grid gap-4 md:grid-cols-2">
        <FieldShell label="Name des Ortes" field={fields.venueName}>
          <input key={name.key} {...name.props} onInput={(e) => e.nativeEvent.isTrusted && edited("name")} className={controlClass} />
        </FieldShell>
        <FieldShell label="Straße und Hausnummer" field={fields.venueAddress}>
          <input key={street.key} {...street.props} onInput={(e) => e.nativeEvent.isTrusted && edited("street")} className={controlClass} />
        </FieldShell>
        <FieldShell label="Postleitzahl" field={fields.venuePostalCode}>
          <input key={postal.key} {...postal.props} inputMode="numeric" maxLength={5} autoComplete="postal-code" onInput={(e) => e.nativeEvent.isTrusted && edited("postal")} className={controlClass} />
        </FieldShell>
        <FieldShell label="Ort" field={fields.venueCity} hint={hydrated ? "Bleibt es leer, ergänzen wir den Ort aus der Postleitzahl." : undefined}>
          <input key={city.key} {...city.props} onInput={(e) => e.nativeEvent.isTrusted && edited("city")} className={controlClass} />
        </FieldShell>
      </div>
      {hydrated ? (
        <div className="flex flex-col gap-2" data-testid="venue-map">
          <VenueMap point={point} precision={precision} onMove={moved} title="Karte: Lage des Veranstaltungsorts" />
          <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
            <p className="text-sm text-muted" aria-live="polite" data-testid="venue-precision">
              {locating === "busy" ? (
                "Wir suchen die Adresse …"
              ) : locating === "missing" || !point ? (
                "Noch keine Lage: Geben Sie die Postleitzahl ein oder wählen Sie oben einen Vorschlag."
              ) : isApproximate(precision) ? (
                <>
                  <span className="mr-2 inline-block rounded-full bg-sand px-2 py-0.5 text-xs font-semibold text-ink">Ungefähre Lage</span>
                  {GEO_PRECISION_LABELS[precision]}. Ziehen Sie die Markierung an die genaue Stelle oder tippen Sie in die Karte.
                </>
              ) : (
                "Genaue Lage. Stimmt die Markierung nicht, ziehen Sie sie an die richtige Stelle oder tippen Sie in die Karte."
              )}
            </p>
            <p className="text-xs text-muted">
              Postleitzahlen: ©{" "}
              <a href="https://www.geonames.org/" target="_blank" rel="noopener noreferrer" className="underline">
                GeoNames
              </a>{" "}
              (
              <a href="https://creativecommons.org/licenses/by/4.0/deed.de" target="_blank" rel="noopener noreferrer" className="underline">
                CC BY 4.0
              </a>
              )
            </p>
          </div>
        </div>
      ) : null}
    </div>
  );
}

import type { FieldMetadata } from "@conform-to/react";
import { getInputProps } from "@conform-to/react";
import { Building2, Loader2, MapPin } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { cn } from "~/lib/cn";
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
};

type VenueFields = {
  venueId: FieldMetadata<unknown>;
  venueName: FieldMetadata<unknown>;
  venueAddress: FieldMetadata<unknown>;
  venuePostalCode: FieldMetadata<unknown>;
  venueCity: FieldMetadata<unknown>;
  latitude: FieldMetadata<unknown>;
  longitude: FieldMetadata<unknown>;
};

/** Sets a form control's value the way typing would, so conform sees the change. */
function setValue(form: HTMLFormElement | null, name: string, value: string) {
  const el = form?.elements.namedItem(name) as HTMLInputElement | null;
  if (!el) return;
  el.value = value;
  el.dispatchEvent(new Event("input", { bubbles: true }));
}

/**
 * The venue: search our places or any address (autocomplete, 300 ms debounce, 5 suggestions,
 * spec §7); picking one fills name, street, postal code, city and the coordinates. Typing the
 * address by hand clears the coordinates and the server geocodes it on save — so the radius
 * search always has real coordinates. Works without JavaScript through the plain address fields.
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
  useEffect(() => setHydrated(true), []);

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
        const res = await fetch(`/api/geocode?q=${encodeURIComponent(q)}`, { signal: ctrl.signal });
        const json = (await res.json()) as { suggestions: Suggestion[] };
        setItems(json.suggestions ?? []);
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

  const choose = (s: Suggestion) => {
    const form = wrapper.current?.closest("form") ?? null;
    setValue(form, fields.venueId.name, s.venueId ?? "");
    setValue(form, fields.venueName.name, s.name ?? "");
    setValue(form, fields.venueAddress.name, s.street ?? "");
    setValue(form, fields.venuePostalCode.name, s.postalCode ?? "");
    setValue(form, fields.venueCity.name, s.city ?? "");
    setValue(form, fields.latitude.name, String(s.latitude));
    setValue(form, fields.longitude.name, String(s.longitude));
    setPicked(s.label);
    setQuery("");
    setItems([]);
    setOpen(false);
  };

  // typing the address by hand: the coordinates and the place no longer belong to it
  const clearPick = () => {
    const form = wrapper.current?.closest("form") ?? null;
    setValue(form, fields.venueId.name, "");
    setValue(form, fields.latitude.name, "");
    setValue(form, fields.longitude.name, "");
    setPicked(null);
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
              "Keine Vorschläge – tragen Sie die Adresse unten ein, wir ermitteln die Koordinaten beim Speichern."
            ) : (
              "Bekannte Orte und Adressen in Deutschland; die Auswahl füllt die Felder unten."
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
                  </span>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      <input type="hidden" name={fields.venueId.name} defaultValue={fields.venueId.initialValue as string | undefined} />
      <input type="hidden" name={fields.latitude.name} defaultValue={fields.latitude.initialValue as string | undefined} />
      <input type="hidden" name={fields.longitude.name} defaultValue={fields.longitude.initialValue as string | undefined} />
      <div className="grid gap-4 md:grid-cols-2">
        <FieldShell label="Name des Ortes" field={fields.venueName}>
          <input key={name.key} {...name.props} onInput={(e) => e.nativeEvent.isTrusted && clearPick()} className={controlClass} />
        </FieldShell>
        <FieldShell label="Straße und Hausnummer" field={fields.venueAddress}>
          <input key={street.key} {...street.props} onInput={(e) => e.nativeEvent.isTrusted && clearPick()} className={controlClass} />
        </FieldShell>
        <FieldShell label="Postleitzahl" field={fields.venuePostalCode}>
          <input key={postal.key} {...postal.props} inputMode="numeric" maxLength={5} onInput={(e) => e.nativeEvent.isTrusted && clearPick()} className={controlClass} />
        </FieldShell>
        <FieldShell label="Ort" field={fields.venueCity}>
          <input key={city.key} {...city.props} onInput={(e) => e.nativeEvent.isTrusted && clearPick()} className={controlClass} />
        </FieldShell>
      </div>
    </div>
  );
}

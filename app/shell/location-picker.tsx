import { Check, MapPin, RotateCcw, X } from "lucide-react";
import { useId, useRef, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { CITY_IDS, CITY_NAMES, type CityId, DEFAULT_CITY, isCityId } from "~/lib/cities";
import { useSelectedLocation } from "~/modules/cities/use-selected-location";
import {
  cityLocation,
  clampRadius,
  radiusLocation,
  RADIUS_DEFAULT,
  RADIUS_MAX,
  RADIUS_MIN,
  resetSelection,
  saveSelection,
} from "~/modules/cities/location-selection";

/**
 * Location picker (spec §4/§5): a whole city or a radius (1–100 km, step 1, default 50)
 * around a city; persisted in localStorage; reset goes back to Lübeck.
 */
export function LocationPicker({ city }: { city: CityId }) {
  const selected = useSelectedLocation(city);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const navigate = useNavigate();
  const location = useLocation();
  const titleId = useId();
  const [draftCity, setDraftCity] = useState<CityId>(city);
  const [mode, setMode] = useState<"city" | "radius">("city");
  const [radius, setRadius] = useState(RADIUS_DEFAULT);

  // the URL's city wins over a stale stored one
  const label = selected.id === city || !isCityId(selected.id) ? selected.displayName : CITY_NAMES[city];

  function open() {
    // as the label: the URL's city wins over a stale stored one (and then the whole city is searched)
    const current = selected.id === city;
    setDraftCity(city);
    setMode(current ? selected.searchType : "city");
    setRadius(selected.radius);
    dialogRef.current?.showModal();
  }

  function goTo(target: CityId) {
    if (target === city) return;
    const rest = location.pathname.split("/").slice(2).join("/");
    // detail pages belong to one city; land on the city's home or list instead
    const section = rest.split("/")[0];
    navigate(`/${target}${section ? `/${section}` : ""}`);
  }

  function apply() {
    const loc = mode === "radius" ? radiusLocation(draftCity, radius) : cityLocation(draftCity);
    saveSelection(loc);
    dialogRef.current?.close();
    goTo(draftCity);
  }

  function reset() {
    resetSelection();
    dialogRef.current?.close();
    goTo(DEFAULT_CITY);
  }

  return (
    <>
      <button
        type="button"
        onClick={open}
        className="inline-flex min-h-11 max-w-[12rem] items-center gap-1.5 rounded-full border border-line bg-white px-3 text-sm font-medium hover:border-ink/40"
        aria-haspopup="dialog"
        data-testid="location-picker"
      >
        <MapPin aria-hidden="true" className="size-4 shrink-0 text-primary" />
        <span className="truncate">{label}</span>
        <span className="sr-only"> – Standort ändern</span>
      </button>
      <dialog
        ref={dialogRef}
        aria-labelledby={titleId}
        className="m-auto w-[min(32rem,calc(100vw-2rem))] rounded-3xl border border-line bg-white p-0 text-ink shadow-2xl backdrop:bg-ink/50"
      >
        <div className="flex items-center justify-between border-b border-line px-6 py-4">
          <h2 id={titleId} className="text-xl font-bold">
            Standort wählen
          </h2>
          <button
            type="button"
            onClick={() => dialogRef.current?.close()}
            className="inline-flex size-11 items-center justify-center rounded-full hover:bg-sand"
          >
            <X aria-hidden="true" className="size-5" />
            <span className="sr-only">Schließen</span>
          </button>
        </div>
        <div className="space-y-6 px-6 py-5">
          <fieldset>
            <legend className="mb-3 text-sm font-semibold">Stadt</legend>
            <div className="grid grid-cols-2 gap-2">
              {CITY_IDS.map((id) => (
                <label
                  key={id}
                  className="flex min-h-12 cursor-pointer items-center gap-2 rounded-xl border border-line px-3 has-[:checked]:border-primary has-[:checked]:bg-primary-soft"
                >
                  <input
                    type="radio"
                    // the header renders a picker for phones and one for wider screens: radios with one
                    // name outside a form are one group across both, so each picker names its own
                    name={`${titleId}-city`}
                    value={id}
                    checked={draftCity === id}
                    onChange={() => setDraftCity(id)}
                    className="size-4 accent-[var(--color-primary)]"
                  />
                  <span className="font-medium">{CITY_NAMES[id]}</span>
                </label>
              ))}
            </div>
          </fieldset>
          <fieldset>
            <legend className="mb-3 text-sm font-semibold">Suchbereich</legend>
            <div className="flex gap-2" role="radiogroup">
              {(["city", "radius"] as const).map((m) => (
                <label
                  key={m}
                  className="flex min-h-11 flex-1 cursor-pointer items-center justify-center gap-2 rounded-full border border-line px-3 text-sm font-medium has-[:checked]:border-secondary has-[:checked]:bg-secondary has-[:checked]:text-white"
                >
                  <input type="radio" name={`${titleId}-mode`} value={m} checked={mode === m} onChange={() => setMode(m)} className="sr-only" />
                  {m === "city" ? "Ganze Stadt" : "Umkreis"}
                </label>
              ))}
            </div>
            {mode === "radius" ? (
              <div className="mt-4">
                <label htmlFor={`${titleId}-radius`} className="flex items-center justify-between text-sm font-medium">
                  <span>Umkreis um {CITY_NAMES[draftCity]}</span>
                  <output htmlFor={`${titleId}-radius`} className="font-semibold text-secondary">
                    {radius} km
                  </output>
                </label>
                <input
                  id={`${titleId}-radius`}
                  type="range"
                  min={RADIUS_MIN}
                  max={RADIUS_MAX}
                  step={1}
                  value={radius}
                  onChange={(e) => setRadius(clampRadius(Number(e.target.value)))}
                  className="mt-2 w-full accent-[var(--color-secondary)]"
                  aria-valuetext={`${radius} Kilometer`}
                />
                <div className="flex justify-between text-xs text-muted">
                  <span>{RADIUS_MIN} km</span>
                  <span>{RADIUS_MAX} km</span>
                </div>
              </div>
            ) : null}
          </fieldset>
        </div>
        <div className="flex flex-wrap items-center justify-between gap-3 border-t border-line px-6 py-4">
          <button
            type="button"
            onClick={reset}
            className="inline-flex min-h-11 items-center gap-2 rounded-full px-3 text-sm font-medium text-muted hover:bg-sand hover:text-ink"
          >
            <RotateCcw aria-hidden="true" className="size-4" /> Zurücksetzen
          </button>
          <button
            type="button"
            onClick={apply}
            className="inline-flex min-h-11 items-center gap-2 rounded-full bg-primary px-5 text-sm font-semibold text-white hover:bg-primary-strong"
          >
            <Check aria-hidden="true" className="size-4" /> Übernehmen
          </button>
        </div>
      </dialog>
    </>
  );
}

import { CITY_IDS, CITY_NAMES, DEFAULT_CITY, isCityId, type CityId } from "~/lib/cities";

/** Spec §3 "Selected location", kept in localStorage. */
export type SelectedLocation = {
  id: string;
  name: string;
  displayName: string;
  searchType: "city" | "radius";
  radius: number;
};

export const STORAGE_KEY = "stadtpuls-location";
export const RADIUS_MIN = 1;
export const RADIUS_MAX = 100;
export const RADIUS_DEFAULT = 50;

/** Shape check without a validation library: this module ships on every public page. */
function isSelectedLocation(v: unknown): v is SelectedLocation {
  if (typeof v !== "object" || v === null) return false;
  const o = v as Record<string, unknown>;
  const text = (x: unknown, max: number) => typeof x === "string" && x.length >= 1 && x.length <= max;
  return (
    text(o.id, 100) &&
    text(o.name, 100) &&
    text(o.displayName, 200) &&
    (o.searchType === "city" || o.searchType === "radius") &&
    typeof o.radius === "number" &&
    Number.isInteger(o.radius) &&
    o.radius >= RADIUS_MIN &&
    o.radius <= RADIUS_MAX
  );
}

export function cityLocation(id: CityId): SelectedLocation {
  return { id, name: CITY_NAMES[id], displayName: CITY_NAMES[id], searchType: "city", radius: RADIUS_DEFAULT };
}

export function radiusLocation(id: CityId, radius: number): SelectedLocation {
  const r = clampRadius(radius);
  return { id, name: CITY_NAMES[id], displayName: `${CITY_NAMES[id]} + ${r} km`, searchType: "radius", radius: r };
}

export function clampRadius(value: number): number {
  if (!Number.isFinite(value)) return RADIUS_DEFAULT;
  return Math.min(RADIUS_MAX, Math.max(RADIUS_MIN, Math.round(value)));
}

/** The default selection: the first city, Lübeck (spec §4 reset). */
export const defaultLocation = (): SelectedLocation => cityLocation(DEFAULT_CITY);

/**
 * Accepts a saved location only if it is well-formed and its id is a known city or it is of
 * radius type (spec §5); anything else is rejected (null).
 */
export function parseSavedLocation(raw: unknown): SelectedLocation | null {
  let value = raw;
  if (typeof raw === "string") {
    try {
      value = JSON.parse(raw);
    } catch {
      return null;
    }
  }
  if (!isSelectedLocation(value)) return null;
  const loc: SelectedLocation = { id: value.id, name: value.name, displayName: value.displayName, searchType: value.searchType, radius: value.radius };
  if (!isCityId(loc.id) && loc.searchType !== "radius") return null;
  return loc;
}

type StorageLike = Pick<Storage, "getItem" | "setItem" | "removeItem">;
const storage = (): StorageLike | null => (typeof window !== "undefined" ? window.localStorage : null);

export function loadSelection(store: StorageLike | null = storage()): SelectedLocation {
  if (!store) return defaultLocation();
  try {
    const loc = parseSavedLocation(store.getItem(STORAGE_KEY));
    if (!loc) {
      store.removeItem(STORAGE_KEY);
      return defaultLocation();
    }
    return loc;
  } catch {
    return defaultLocation();
  }
}

export function saveSelection(loc: SelectedLocation, store: StorageLike | null = storage()): SelectedLocation | null {
  const valid = parseSavedLocation(loc);
  if (!valid || !store) return null;
  store.setItem(STORAGE_KEY, JSON.stringify(valid));
  window.dispatchEvent?.(new CustomEvent("stadtpuls:location", { detail: valid }));
  return valid;
}

export function resetSelection(store: StorageLike | null = storage()): SelectedLocation {
  store?.removeItem(STORAGE_KEY);
  const d = defaultLocation();
  if (typeof window !== "undefined") window.dispatchEvent(new CustomEvent("stadtpuls:location", { detail: d }));
  return d;
}

export const ALL_CITY_IDS = CITY_IDS;

import { describe, expect, it } from "vitest";
import { DEFAULT_CITY } from "~/lib/cities";
import {
  clampRadius,
  defaultLocation,
  loadSelection,
  parseSavedLocation,
  radiusLocation,
  RADIUS_DEFAULT,
  resetSelection,
  saveSelection,
  STORAGE_KEY,
} from "~/modules/cities/location-selection";

function memoryStore() {
  const m = new Map<string, string>();
  return {
    getItem: (k: string) => m.get(k) ?? null,
    setItem: (k: string, v: string) => void m.set(k, v),
    removeItem: (k: string) => void m.delete(k),
    raw: m,
  };
}

describe("location selection", () => {
  it("defaults to Lübeck as a whole city with radius 50", () => {
    expect(defaultLocation()).toEqual({ id: DEFAULT_CITY, name: "Lübeck", displayName: "Lübeck", searchType: "city", radius: RADIUS_DEFAULT });
    expect(loadSelection(memoryStore())).toEqual(defaultLocation());
  });

  it("accepts a known city and any radius-type location", () => {
    expect(parseSavedLocation({ id: "kiel", name: "Kiel", displayName: "Kiel", searchType: "city", radius: 50 })?.id).toBe("kiel");
    expect(parseSavedLocation({ id: "custom-53.1-10.2", name: "Ort", displayName: "Ort + 5 km", searchType: "radius", radius: 5 })?.searchType).toBe("radius");
  });

  it("rejects unknown city ids of city type, malformed JSON and out-of-range radii", () => {
    expect(parseSavedLocation({ id: "muenchen", name: "München", displayName: "München", searchType: "city", radius: 50 })).toBeNull();
    expect(parseSavedLocation("{not json")).toBeNull();
    expect(parseSavedLocation({ id: "kiel", name: "Kiel", displayName: "Kiel", searchType: "radius", radius: 0 })).toBeNull();
    expect(parseSavedLocation({ id: "kiel", name: "Kiel", displayName: "Kiel", searchType: "radius", radius: 101 })).toBeNull();
    expect(parseSavedLocation(null)).toBeNull();
  });

  it("persists, reloads and resets to Lübeck", () => {
    const store = memoryStore();
    const g: { window?: unknown } = globalThis;
    g.window = { dispatchEvent: () => true, localStorage: store };
    try {
      saveSelection(radiusLocation("hamburg", 25), store);
      expect(JSON.parse(store.raw.get(STORAGE_KEY) as string).displayName).toBe("Hamburg + 25 km");
      expect(loadSelection(store)).toMatchObject({ id: "hamburg", searchType: "radius", radius: 25 });
      expect(resetSelection(store)).toEqual(defaultLocation());
      expect(store.raw.has(STORAGE_KEY)).toBe(false);
    } finally {
      delete g.window;
    }
  });

  it("drops an invalid stored value and falls back to the default", () => {
    const store = memoryStore();
    store.setItem(STORAGE_KEY, JSON.stringify({ id: "paris", name: "Paris", displayName: "Paris", searchType: "city", radius: 50 }));
    expect(loadSelection(store)).toEqual(defaultLocation());
    expect(store.raw.has(STORAGE_KEY)).toBe(false);
  });

  it("clamps the slider to 1–100 km in whole steps", () => {
    expect(clampRadius(0)).toBe(1);
    expect(clampRadius(150)).toBe(100);
    expect(clampRadius(12.6)).toBe(13);
    expect(clampRadius(Number.NaN)).toBe(50);
  });
});

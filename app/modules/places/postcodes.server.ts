import postcodesTsv from "~/modules/places/data/postcodes-de.tsv?raw";

/**
 * Germany's postal codes with a point and their places, shipped with the app (data/README.md:
 * GeoNames, CC BY 4.0). The embedded geocoder places an address it does not know at its postal
 * code's point; the postal code also names the town ('Ort').
 */
export type PostcodeArea = {
  postalCode: string;
  latitude: number;
  longitude: number;
  /** The town first ("Hamburg"), then the other places of the area ("Hamburg Altstadt", …). */
  places: string[];
};

type Index = { byCode: Map<string, PostcodeArea>; byPlace: Map<string, PostcodeArea[]> };
let index: Index | null = null;

/** Lower case without accents, ß as ss, words separated by one space: "Lübeck" → "lubeck". */
export function placeKey(s: string) {
  return s
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/ß/g, "ss")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

function load(): Index {
  if (index) return index;
  const byCode = new Map<string, PostcodeArea>();
  const byPlace = new Map<string, PostcodeArea[]>();
  for (const line of postcodesTsv.split("\n")) {
    const [postalCode, lat, lon, places] = line.split("\t");
    if (!postalCode || !places) continue;
    const area: PostcodeArea = { postalCode, latitude: Number(lat), longitude: Number(lon), places: places.split("|") };
    byCode.set(postalCode, area);
    for (const p of area.places) {
      const key = placeKey(p);
      const list = byPlace.get(key) ?? [];
      list.push(area);
      byPlace.set(key, list);
    }
  }
  index = { byCode, byPlace };
  return index;
}

/** The area of a five-digit postal code, or null when Germany has no such code. */
export function postcodeArea(code: string | null | undefined): PostcodeArea | null {
  if (!code || !/^\d{5}$/.test(code)) return null;
  return load().byCode.get(code) ?? null;
}

/** The areas a place name belongs to ("Kroppen" → 01945), by the name as written or without accents. */
export function areasOfPlace(name: string): PostcodeArea[] {
  const key = placeKey(name);
  return key ? (load().byPlace.get(key) ?? []) : [];
}

/** The area's place that matches a typed town, else its town. */
export function townOf(area: PostcodeArea, typed?: string | null): string {
  const key = typed ? placeKey(typed) : "";
  return (key && area.places.find((p) => placeKey(p) === key)) || area.places[0];
}

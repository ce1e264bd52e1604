/**
 * The cities of the platform (spec §2.1 / §9). Their list lives in the database (cities table, managed
 * at /admin/cities); this module keeps the ids and names of the active ones in-process so synchronous
 * code (route matching, validation, the location picker) can ask for them. The server loads the list at
 * start and renews it whenever an admin saves a city (app/modules/cities/registry.server.ts); the
 * browser gets it from the root loader. Until then the four launch cities stand in.
 */
export const BUILT_IN_CITIES = [
  { id: "luebeck", name: "Lübeck" },
  { id: "hamburg", name: "Hamburg" },
  { id: "kiel", name: "Kiel" },
  { id: "berlin", name: "Berlin" },
] as const;

/** A city's id (its slug). */
export type CityId = string;
/** The default city, where unknown city paths go; always kept in the list. */
export const DEFAULT_CITY: CityId = "luebeck";

/** Ids of the active cities, in display order (live: updated in place when the list changes). */
export const CITY_IDS: string[] = BUILT_IN_CITIES.map((c) => c.id);
/** Names of the active cities by id (live: updated in place when the list changes). */
export const CITY_NAMES: Record<CityId, string> = Object.fromEntries(BUILT_IN_CITIES.map((c) => [c.id, c.name]));

let version = 0;

/** Replaces the list of active cities (ids and names, in display order). */
export function setKnownCities(list: ReadonlyArray<{ id: string; name: string }>): void {
  if (list.length === 0) return;
  const same = list.length === CITY_IDS.length && list.every((c, i) => CITY_IDS[i] === c.id && CITY_NAMES[c.id] === c.name);
  if (same) return;
  CITY_IDS.splice(0, CITY_IDS.length, ...list.map((c) => c.id));
  for (const key of Object.keys(CITY_NAMES)) delete CITY_NAMES[key];
  for (const c of list) CITY_NAMES[c.id] = c.name;
  version += 1;
}

/** Changes with every new list (for caches keyed by the list, such as route matching). */
export const knownCitiesVersion = () => version;

/** The name of a city, or its id when unknown. */
export const cityName = (id: string): string => CITY_NAMES[id] ?? id;

/** Default map centre (Lübeck) and structured-data postal code (spec §9). */
export const DEFAULT_CENTER = { latitude: 53.8655, longitude: 10.6866 } as const;
export const DEFAULT_POSTAL_CODE = "23552";

export function isCityId(value: unknown): value is CityId {
  return typeof value === "string" && CITY_IDS.includes(value);
}

/** The city of a path like /kiel/events, else the default. */
export function cityFromPath(pathname: string): CityId {
  const first = pathname.split("/")[1];
  return isCityId(first) ? first : DEFAULT_CITY;
}

/** A path in a city's section, `/{city}{path}`; the default city when none is known. */
export function cityHref(cityId: string | null | undefined, path = ""): string {
  return `/${cityId || DEFAULT_CITY}${path}`;
}

/** A form/filter option list of the active cities. */
export const cityOptions = () => CITY_IDS.map((c) => ({ value: c, label: CITY_NAMES[c] ?? c }));

/** Valid city ids (spec §2.1 / §9); the first is the default. */
export const CITY_IDS = ["luebeck", "hamburg", "kiel", "berlin"] as const;
export type CityId = (typeof CITY_IDS)[number];
export const DEFAULT_CITY: CityId = "luebeck";

export const CITY_NAMES: Record<CityId, string> = {
  luebeck: "Lübeck",
  hamburg: "Hamburg",
  kiel: "Kiel",
  berlin: "Berlin",
};

/** Default map centre (Lübeck) and structured-data postal code (spec §9). */
export const DEFAULT_CENTER = { latitude: 53.8655, longitude: 10.6866 } as const;
export const DEFAULT_POSTAL_CODE = "23552";

export function isCityId(value: unknown): value is CityId {
  return typeof value === "string" && (CITY_IDS as readonly string[]).includes(value);
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

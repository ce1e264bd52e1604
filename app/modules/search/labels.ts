/** German names of the search result groups (spec §9; "Unternehmen" where the spec names none). */
export const SEARCH_GROUP_LABELS = {
  events: "Events",
  places: "Orte",
  posts: "Blog-Artikel",
  artists: "Artists",
  businesses: "Unternehmen",
} as const;

export type SearchGroupKey = keyof typeof SEARCH_GROUP_LABELS;

/** Heading of the results from another city: "Weitere Treffer in Hamburg". */
export const elsewhereLabel = (cityName: string) => `Weitere Treffer in ${cityName}`;

/** A radius URL parameter (1–100 km) or undefined. */
export function parseRadiusParam(value: string | null): number | undefined {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= 100 ? n : undefined;
}

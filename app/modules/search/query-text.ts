/** Turning what a visitor typed into safe search terms (spec §5/§9 "Global search"). */

export const SEARCH_MIN_CHARS = 2;
export const SEARCH_DEBOUNCE_MS = 300;
export const SEARCH_LIMITS = { events: 5, places: 5, posts: 5, artists: 3, businesses: 3 } as const;
export const SEARCH_CACHE_MS = 30_000;

/** Lower case, accents and umlaut dots removed (ü → u, ß → ss), whitespace collapsed. */
export function normalizeQuery(q: string): string {
  return q
    .toLowerCase()
    .replace(/ß/g, "ss")
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, 100);
}

/** Words of letters and digits only (at most 6), safe to put into to_tsquery. */
export function queryWords(q: string): string[] {
  return normalizeQuery(q)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, 6);
}

/** "jazz im hafe" → "jazz & im & hafe:*" (the last word may still be typed: prefix match). */
export function toTsQuery(words: string[]): string | null {
  if (words.length === 0) return null;
  return words.map((w, i) => (i === words.length - 1 ? `${w}:*` : w)).join(" & ");
}

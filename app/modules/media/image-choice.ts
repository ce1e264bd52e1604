/**
 * Which picture an event, place, artist … shows (client-safe, no artwork code).
 *
 * Demo rows store generated artwork URLs (`/art/…`) in their image columns, and an item can have
 * more than one column (events and places: a card image and a title image). A picture someone
 * uploaded must win over artwork in any of them.
 */

import { isImageSrc } from "~/lib/input";

const ARTWORK_PREFIX = "/art/";

/** Whether a stored image URL points at generated artwork (not at an uploaded picture). */
export function isArtworkUrl(url: string | null | undefined): boolean {
  return typeof url === "string" && url.startsWith(ARTWORK_PREFIX);
}

/**
 * The first uploaded image among `candidates` (in order of preference), else the first stored
 * artwork URL, else `fallback` (the item's own generated artwork). Blank values count as missing.
 */
export function preferUploaded(candidates: readonly (string | null | undefined)[], fallback: string): string {
  // only http(s) addresses and paths of this site are pictures (a `javascript:` value stored before the URL rule is not)
  const present = candidates.filter((u): u is string => typeof u === "string" && u.trim() !== "" && isImageSrc(u));
  return present.find((u) => !isArtworkUrl(u)) ?? present[0] ?? fallback;
}

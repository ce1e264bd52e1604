import type { ErrorEntry } from "~/lib/error-codes";

/** Error codes of the people module (status + German text, spec §8). */
export const peopleErrors = {
  ARTIST_NOT_FOUND: { status: 404, message: "Artist nicht gefunden" },
  ORGANIZER_NOT_FOUND: { status: 404, message: "Veranstalter:in nicht gefunden" },
} as const satisfies Record<string, ErrorEntry>;

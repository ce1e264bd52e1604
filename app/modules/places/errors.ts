import type { ErrorEntry } from "~/lib/error-codes";

/** Error codes of the places module (status + German text, spec §8). */
export const placeErrors = {
  PLACE_NOT_FOUND: { status: 404, message: "Ort nicht gefunden" },
  BUSINESS_NOT_FOUND: { status: 404, message: "Business nicht gefunden" },
} as const satisfies Record<string, ErrorEntry>;

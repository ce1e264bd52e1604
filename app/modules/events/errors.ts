import type { ErrorEntry } from "~/lib/error-codes";

/** Error codes of the events module (status + German text, spec §8). */
export const eventErrors = {
  EVENT_ID_REQUIRED: { status: 400, message: "Event ID ist erforderlich" },
  EVENT_NOT_FOUND: { status: 404, message: "Event nicht gefunden" },
  EVENT_CANCELLED: { status: 410, message: "Dieses Event wurde abgesagt" },
  EVENT_SLUG_INVALID: { status: 400, message: "Ungültiger Event-Slug" },
  EVENT_SLUG_NOT_FOUND: { status: 404, message: "Event mit Slug nicht gefunden" },
  EVENT_DATA_UNAVAILABLE: { status: 404, message: "Event-Daten nicht verfügbar" },
} as const satisfies Record<string, ErrorEntry>;

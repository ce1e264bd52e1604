import type { ErrorEntry } from "~/lib/error-codes";

/** Error codes of the accounts module (status + German text, spec §8). */
export const accountErrors = {
  REQUEST_PENDING_EXISTS: { status: 409, message: "Sie haben bereits eine offene Anfrage. Wir melden uns, sobald sie geprüft ist." },
  ALREADY_ORGANIZER: { status: 409, message: "Sie sind bereits als Veranstalter:in freigeschaltet." },
  REQUEST_NOT_FOUND: { status: 404, message: "Anfrage nicht gefunden" },
  REQUEST_ALREADY_REVIEWED: { status: 409, message: "Diese Anfrage wurde bereits bearbeitet." },
  ADMIN_RESPONSE_REQUIRED: { status: 400, message: "Bitte geben Sie eine Antwort an die Antragsteller:in ein." },
  DELETE_CONFIRMATION_MISMATCH: { status: 400, message: "Bitte geben Sie zur Bestätigung LÖSCHEN ein." },
  FIXED_ADMIN_CANNOT_DELETE: { status: 409, message: "Dieses Administrator-Konto kann nicht gelöscht werden." },
} as const satisfies Record<string, ErrorEntry>;

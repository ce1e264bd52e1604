import type { ErrorEntry } from "~/lib/error-codes";

/** Error codes of the places module (status + German text, spec §8). */
export const placeErrors = {
  PLACE_NOT_FOUND: { status: 404, message: "Ort nicht gefunden" },
  BUSINESS_NOT_FOUND: { status: 404, message: "Business nicht gefunden" },
  PLACE_SLUG_TAKEN: { status: 409, message: "Diese Adresse hat bereits ein anderer Ort. Bitte wählen Sie eine andere." },
  PLACE_MANAGER_EXISTS: { status: 409, message: "Diese Person verwaltet den Ort bereits." },
  PLACE_MANAGER_NOT_FOUND: { status: 404, message: "Diese Person verwaltet den Ort nicht (mehr)." },
  PLACE_MANAGER_NAME_REQUIRED: { status: 400, message: "Zu dieser E-Mail-Adresse gibt es noch kein Konto. Für die Einladung geben Sie bitte den Namen an." },
  PLACE_LAST_MANAGER: { status: 409, message: "Ein Ort braucht mindestens eine Person, die ihn verwaltet. Laden Sie zuerst jemanden ins Team ein." },
} as const satisfies Record<string, ErrorEntry>;

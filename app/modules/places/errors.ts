import type { ErrorEntry } from "~/lib/error-codes";

/** Error codes of the places module (status + German text, spec §8). */
export const placeErrors = {
  PLACE_NOT_FOUND: { status: 404, message: "Ort nicht gefunden" },
  BUSINESS_NOT_FOUND: { status: 404, message: "Business nicht gefunden" },
  PLACE_SLUG_TAKEN: { status: 409, message: "Diese Adresse hat bereits ein anderer Ort. Bitte wählen Sie eine andere." },
  PLACE_MANAGER_EXISTS: { status: 409, message: "Diese Person verwaltet den Ort bereits." },
  PLACE_MANAGER_NOT_FOUND: { status: 404, message: "Diese Person verwaltet den Ort nicht (mehr)." },
  PLACE_MANAGER_NAME_REQUIRED: { status: 400, message: "Zu dieser E-Mail-Adresse gibt es noch kein Konto. Für die Einladung geben Sie bitte den Namen an." },
  REGISTRATION_NOT_FOUND: { status: 404, message: "Registrierung nicht gefunden" },
  REGISTRATION_PENDING_EXISTS: { status: 409, message: "Sie haben bereits eine Registrierung, die geprüft wird. Sie können sie zurückziehen und neu stellen." },
  PLACE_ALREADY_CLAIMED: { status: 409, message: "Dieser Ort wird bereits verwaltet oder von jemandem beansprucht. Bitten Sie die Verwaltung des Orts um eine Einladung." },
  REGISTRATION_ALREADY_REVIEWED: { status: 409, message: "Diese Registrierung wurde bereits bearbeitet." },
  REGISTRATION_EMAIL_UNCONFIRMED: { status: 409, message: "Die geschäftliche E-Mail-Adresse ist noch nicht bestätigt. Freigeben können Sie erst danach." },
  REGISTRATION_TOKEN_INVALID: { status: 404, message: "Dieser Bestätigungslink ist ungültig oder wurde bereits verwendet." },
  PROOF_EMAIL_DOMAIN: { status: 400, message: "Die E-Mail-Adresse muss zur Domain der Website des Orts gehören." },
  PROOF_EMAIL_NO_WEBSITE: { status: 400, message: "Dieser Ort hat keine Website. Bitte weisen Sie sich mit einem Dokument aus." },
  DOCUMENT_INVALID: { status: 400, message: "Die Datei ist kein gültiges PDF-, JPG- oder PNG-Dokument." },
  BUSINESS_SLUG_TAKEN: { status: 409, message: "Diese Adresse hat bereits ein anderes Business. Bitte wählen Sie eine andere." },
  OWNER_NOT_FOUND: { status: 400, message: "Zu dieser E-Mail-Adresse gibt es kein Konto." },
  PLACE_LAST_MANAGER: { status: 409, message: "Ein Ort braucht mindestens eine Person, die ihn verwaltet. Laden Sie zuerst jemanden ins Team ein." },
} as const satisfies Record<string, ErrorEntry>;

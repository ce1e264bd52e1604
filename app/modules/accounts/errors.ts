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
  USER_NOT_FOUND: { status: 404, message: "Benutzer:in nicht gefunden" },
  EMAIL_TAKEN: { status: 409, message: "Mit dieser E-Mail-Adresse gibt es bereits ein Konto." },
  FIXED_ADMIN_PROTECTED: { status: 409, message: "Dieses Konto ist fest als Administrator eingetragen (ADMIN_EMAILS) und kann hier nicht herabgestuft, gesperrt oder übernommen werden." },
  LAST_ADMIN: { status: 409, message: "Das ist das letzte Administrator-Konto. Ernennen Sie zuerst eine weitere Person zum Administrator." },
  ADMIN_PROTECTED: { status: 409, message: "Administrator-Konten können nicht gesperrt, gelöscht oder übernommen werden. Stufen Sie das Konto zuerst herab." },
  SELF_PROTECTED: { status: 409, message: "Ihr eigenes Konto können Sie hier nicht sperren, löschen oder übernehmen." },
  REAUTH_REQUIRED: { status: 403, message: "Bitte bestätigen Sie zuerst Ihr Passwort (gilt 10 Minuten)." },
  REAUTH_FAILED: { status: 400, message: "Das Passwort ist falsch." },
  NOT_IMPERSONATING: { status: 400, message: "Sie handeln gerade nicht als eine andere Person." },
} as const satisfies Record<string, ErrorEntry>;

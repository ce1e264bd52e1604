import type { ErrorEntry } from "~/lib/error-codes";

/** Error codes of the engagement module (status + German text, spec §8). */
export const engagementErrors = {
  FAVORITE_LOGIN_REQUIRED: { status: 401, message: "Melden Sie sich an, um Favoriten zu verwalten." },
  FAVORITE_TARGET_NOT_FOUND: { status: 404, message: "Favorit konnte nicht aktualisiert werden." },
  NOTIFICATION_NOT_FOUND: { status: 404, message: "Benachrichtigung nicht gefunden" },
  BROADCAST_NOT_FOUND: { status: 404, message: "Diese Benachrichtigung gibt es nicht." },
  BROADCAST_ALREADY_STARTED: { status: 409, message: "Der Versand hat bereits begonnen und lässt sich nicht mehr abbrechen." },
  BROADCAST_RECIPIENT_NOT_FOUND: { status: 422, message: "Zu dieser E-Mail-Adresse gibt es kein Konto." },
  BROADCAST_NO_RECIPIENTS: { status: 422, message: "Diese Auswahl erreicht niemanden. Bitte wählen Sie eine andere Zielgruppe." },
  BROADCAST_SEND_AT_INVALID: { status: 400, message: "Bitte geben Sie Datum und Uhrzeit an." },
  BROADCAST_SEND_AT_PAST: { status: 422, message: "Der Zeitpunkt liegt in der Vergangenheit. Lassen Sie das Feld leer, um sofort zu senden." },
  PUSH_SUBSCRIPTION_INVALID: { status: 400, message: "Push-Benachrichtigungen konnten nicht aktiviert werden." },
} as const satisfies Record<string, ErrorEntry>;

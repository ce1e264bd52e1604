import type { ErrorEntry } from "~/lib/error-codes";

/** Error codes of the events module (status + German text, spec §8). */
export const eventErrors = {
  EVENT_ID_REQUIRED: { status: 400, message: "Event ID ist erforderlich" },
  EVENT_NOT_FOUND: { status: 404, message: "Event nicht gefunden" },
  EVENT_CANCELLED: { status: 410, message: "Dieses Event wurde abgesagt" },
  EVENT_SLUG_INVALID: { status: 400, message: "Ungültiger Event-Slug" },
  EVENT_SLUG_NOT_FOUND: { status: 404, message: "Event mit Slug nicht gefunden" },
  EVENT_DATA_UNAVAILABLE: { status: 404, message: "Event-Daten nicht verfügbar" },
  EVENT_HAS_BOOKINGS: { status: 409, message: "Ein Event mit Buchungen kann nicht gelöscht werden. Sagen Sie es stattdessen ab." },
  EVENT_NOT_EDITABLE: { status: 409, message: "Ein abgesagtes Event kann nicht mehr bearbeitet werden." },
  EVENT_ALREADY_CANCELLED: { status: 409, message: "Dieses Event ist bereits abgesagt." },
  EVENT_SERIES_EXISTS: { status: 409, message: "Dieses Event gehört bereits zu einer Terminserie." },
  EVENT_SERIES_END_BEFORE_START: { status: 422, message: "Das Enddatum liegt vor dem ersten Termin. Bitte wählen Sie ein späteres Datum." },
  EVENT_SERIES_TOO_FEW: { status: 422, message: "Bis zu diesem Enddatum ergibt sich nur ein Termin. Bitte wählen Sie ein späteres Enddatum oder einen kürzeren Abstand." },
  EVENT_NOT_PUBLISHABLE: { status: 409, message: "Dieses Event kann nicht veröffentlicht werden." },
  EVENT_IN_PAST: { status: 409, message: "Ein Event in der Vergangenheit kann nicht veröffentlicht werden." },
  EVENT_ADDRESS_NOT_FOUND: {
    status: 400,
    message: "Wir konnten diesen Ort nicht finden. Bitte geben Sie die Postleitzahl an – die Markierung können Sie danach auf der Karte verschieben.",
  },
  EVENT_POSTAL_CODE_UNKNOWN: { status: 400, message: "Diese Postleitzahl gibt es in Deutschland nicht. Bitte prüfen Sie die Postleitzahl." },
  EVENT_CATEGORY_NOT_FOUND: { status: 400, message: "Diese Kategorie gibt es nicht. Bitte wählen Sie eine Kategorie aus der Liste." },
  EVENT_CAPACITY_BELOW_SOLD: { status: 409, message: "Die Kapazität darf nicht unter den bereits verkauften Plätzen liegen." },
  EVENT_MESSAGE_NO_RECIPIENTS: { status: 422, message: "Diese Auswahl erreicht niemanden. Bitte wählen Sie eine andere Zielgruppe." },
  EVENT_MESSAGE_CATEGORY_NOT_FOUND: { status: 422, message: "Diese Ticketkategorie gehört nicht zu diesem Event. Bitte wählen Sie eine aus der Liste." },
  EVENT_MESSAGE_DAILY_LIMIT: { status: 429, message: "Pro Event sind höchstens 3 Nachrichten am Tag möglich. Bitte senden Sie morgen wieder." },
  EVENT_MESSAGE_TOO_SOON: { status: 429, message: "Zwischen zwei Nachrichten an die Teilnehmenden müssen mindestens 10 Minuten liegen. Bitte versuchen Sie es gleich noch einmal." },
} as const satisfies Record<string, ErrorEntry>;

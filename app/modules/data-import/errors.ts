import type { ErrorEntry } from "~/lib/error-codes";

/** Error codes of the bulk import and the database page (status + German text). */
export const dataImportErrors = {
  IMPORT_NOT_FOUND: { status: 404, message: "Import nicht gefunden" },
  IMPORT_FILE_MISSING: { status: 400, message: "Bitte wählen Sie eine Datei (CSV, Excel oder JSON) aus." },
  IMPORT_FILE_TOO_LARGE: { status: 413, message: "Die Datei ist zu groß. Bitte laden Sie höchstens 10 MB hoch oder teilen Sie die Datei auf." },
  IMPORT_FILE_TYPE: { status: 400, message: "Dieses Dateiformat wird nicht unterstützt. Bitte laden Sie eine CSV-, Excel- (.xlsx) oder JSON-Datei hoch." },
  IMPORT_ENCODING: {
    status: 400,
    message: "Die Datei ist nicht UTF-8-kodiert. Bitte speichern Sie sie als „CSV UTF-8“ (in Excel: Speichern unter → CSV UTF-8) und laden Sie sie erneut hoch.",
  },
  IMPORT_UNREADABLE: { status: 400, message: "Die Datei konnte nicht gelesen werden. Bitte prüfen Sie, ob sie eine Kopfzeile und gültige Zeilen enthält." },
  IMPORT_EMPTY: { status: 400, message: "Die Datei enthält keine Datenzeilen." },
  IMPORT_TOO_MANY_ROWS: { status: 400, message: "Die Datei enthält mehr als 50.000 Zeilen. Bitte teilen Sie sie auf." },
  IMPORT_STATE: { status: 409, message: "Dieser Schritt ist im aktuellen Zustand des Imports nicht möglich. Bitte laden Sie die Seite neu." },
  IMPORT_NOTHING_VALID: { status: 400, message: "Keine Zeile ist gültig – es gibt nichts zu importieren." },
  IMPORT_UNDO_BLOCKED: {
    status: 409,
    message: "Der Import kann nicht rückgängig gemacht werden: Für importierte Einträge gibt es inzwischen Buchungen oder andere Verweise.",
  },
  DEMO_DATA_IN_PRODUCTION: { status: 403, message: "Im Produktivbetrieb können keine Demo-Daten geladen werden." },
  OUTBOX_MESSAGE_NOT_DEAD: { status: 409, message: "Diese Nachricht ist nicht (mehr) aufgegeben – sie wird bereits zugestellt." },
} as const satisfies Record<string, ErrorEntry>;

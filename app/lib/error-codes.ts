export type ErrorEntry = { status: number; message: string };

/** Errors every module may raise (spec §8 "Pages", generic). */
export const commonErrors = {
  UNEXPECTED: { status: 500, message: "Ein unerwarteter Fehler ist aufgetreten." },
  VALIDATION: { status: 400, message: "Bitte überprüfen Sie Ihre Eingaben." },
  UNAUTHENTICATED: { status: 401, message: "Bitte melden Sie sich an." },
  FORBIDDEN: { status: 403, message: "Dafür fehlen Ihnen die Berechtigungen." },
  NOT_FOUND: { status: 404, message: "Seite nicht gefunden" },
  CONFLICT: { status: 409, message: "Das wurde inzwischen geändert. Bitte laden Sie die Seite neu." },
  METHOD_NOT_ALLOWED: { status: 405, message: "Methode nicht erlaubt." },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: "Diese Anfrage muss als JSON gesendet werden." },
  RATE_LIMITED: { status: 429, message: "Zu viele Anfragen. Bitte warten Sie einen Moment." },
  CITY_NOT_FOUND: { status: 404, message: "Stadt nicht gefunden" },
  /** A slug (the readable part of a public URL) another entry of the same kind already has. */
  SLUG_TAKEN: { status: 409, message: "Diese Adresse ist bereits vergeben. Bitte wählen Sie eine andere." },
  // the outbound-URL guard (app/lib/outbound-url.server.ts): webhooks, push, geocoder, imports
  OUTBOUND_URL_INVALID: { status: 400, message: "Bitte geben Sie eine gültige URL ein (https://…)." },
  OUTBOUND_URL_HTTPS_REQUIRED: { status: 400, message: "Bitte geben Sie eine https-Adresse ein." },
  OUTBOUND_URL_CREDENTIALS: { status: 400, message: "Die Adresse darf keinen Benutzernamen und kein Passwort enthalten." },
  OUTBOUND_URL_NOT_PUBLIC: {
    status: 400,
    message: "Diese Adresse ist nicht erlaubt: Stadtpuls sendet nur an öffentlich erreichbare Server (keine lokalen, internen oder privaten Adressen).",
  },
  OUTBOUND_URL_UNRESOLVABLE: { status: 400, message: "Der Server dieser Adresse wurde nicht gefunden." },
  FORM_UNREADABLE: { status: 400, message: "Die Formulardaten konnten nicht gelesen werden. Bitte laden Sie die Seite neu und versuchen Sie es erneut." },
  FORM_LIST_TOO_LONG: { status: 400, message: "Das Formular enthält mehr Einträge, als eine Liste haben darf. Bitte laden Sie die Seite neu und versuchen Sie es erneut." },
  INVALID_PAGE: { status: 400, message: "Die Seitenzahl ist ungültig. Bitte geben Sie eine ganze Zahl von 1 bis 10.000 an." },
} as const satisfies Record<string, ErrorEntry>;

type CommonErrors = typeof commonErrors;

/**
 * Every error code of the product, mapped once to HTTP status and German text. app/lib knows only the
 * common codes; each module's codes (`app/modules/<m>/errors.ts`) are added by the composition root
 * `app/composition/error-catalog.ts` — to this type by interface merging, to the entries by
 * `registerErrors` when it is imported (app/root.tsx, start-up and the test setup import it) — so the
 * catalogue is complete while app/lib imports no module.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merged by app/composition/error-catalog.ts
export interface ErrorCatalog extends CommonErrors {}

export type ErrorCode = keyof ErrorCatalog & string;

const entries: Record<string, ErrorEntry> = { ...commonErrors };

/** Adds a module's codes to the catalogue; a code may be registered once (the same entry again is fine). */
export function registerErrors(catalog: Readonly<Record<string, ErrorEntry>>): void {
  for (const [code, entry] of Object.entries(catalog)) {
    const known = entries[code];
    if (known && (known.status !== entry.status || known.message !== entry.message)) {
      throw new Error(`error code ${code} is registered twice with different entries`);
    }
    entries[code] = entry;
  }
}

/**
 * The catalogue as registered so far. A code no module registered (the composition root was not
 * imported) reads as undefined here; AppError answers it as UNEXPECTED.
 */
export const errorCatalog = entries as unknown as Readonly<{ [C in ErrorCode]: ErrorEntry }>;

export function errorEntry(code: ErrorCode): ErrorEntry {
  return entries[code] ?? commonErrors.UNEXPECTED;
}

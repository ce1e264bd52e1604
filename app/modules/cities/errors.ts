import type { ErrorEntry } from "~/lib/error-codes";

/** Error codes of the cities module (status + German text, spec §8). */
export const citiesErrors = {
  CITY_SLUG_TAKEN: { status: 409, message: "Diese Adresse hat schon eine andere Stadt. Bitte wählen Sie eine andere." },
  CITY_SLUG_RESERVED: { status: 409, message: "Diese Adresse ist für eine Seite der Plattform vergeben. Bitte wählen Sie eine andere." },
  DEFAULT_CITY_ACTIVE: { status: 409, message: "Lübeck ist die Stadt, auf die unbekannte Adressen führen, und bleibt deshalb aktiv." },
} as const satisfies Record<string, ErrorEntry>;

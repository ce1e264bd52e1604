/**
 * German plural and agreement in one place (Intl.PluralRules('de')): every text where a count
 * meets a noun goes through here ("1 Buchung", "2 Buchungen", "1 anstehende Buchung").
 */
const rules = new Intl.PluralRules("de-DE");
const numbers = new Intl.NumberFormat("de-DE");

export type PluralForms = { one: string; other: string };

/** The form of `forms` that agrees with `count`. */
export function pluralForm(count: number, forms: PluralForms): string {
  return rules.select(count) === "one" ? forms.one : forms.other;
}

/** "1 Buchung", "1.250 Buchungen" (the count formatted German). */
export function plural(count: number, forms: PluralForms): string {
  return `${numbers.format(count)} ${pluralForm(count, forms)}`;
}

/** The nouns the product counts. */
export const NOUNS = {
  booking: { one: "Buchung", other: "Buchungen" },
  upcomingBooking: { one: "anstehende Buchung", other: "anstehende Buchungen" },
  ticket: { one: "Ticket", other: "Tickets" },
  review: { one: "Bewertung", other: "Bewertungen" },
  article: { one: "Artikel", other: "Artikel" },
  result: { one: "Ergebnis", other: "Ergebnisse" },
  event: { one: "Event", other: "Events" },
  place: { one: "Ort", other: "Orte" },
  participant: { one: "Teilnehmende Person", other: "Teilnehmende" },
  unreadNotification: { one: "ungelesene Benachrichtigung", other: "ungelesene Benachrichtigungen" },
  favorite: { one: "Favorit", other: "Favoriten" },
  day: { one: "Tag", other: "Tage" },
  guest: { one: "Gast", other: "Gäste" },
  offlineTicket: { one: "Ticket für den Offline-Betrieb gespeichert", other: "Tickets für den Offline-Betrieb gespeichert" },
  uploadedOfflineScan: { one: "offline erfasster Scan hochgeladen", other: "offline erfasste Scans hochgeladen" },
  conflict: { one: "Konflikt", other: "Konflikte" },
} as const satisfies Record<string, PluralForms>;

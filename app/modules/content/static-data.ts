/** Static display data of the marketing pages (spec §3 "Static display data", §9). */

export type Plan = {
  id: "starter" | "professional" | "enterprise";
  name: string;
  price: string;
  priceNote: string;
  description: string;
  features: string[];
  badge?: string;
  highlighted?: boolean;
};

/** Spec §9 "Organizer plans". */
export const ORGANIZER_PLANS: Plan[] = [
  {
    id: "starter",
    name: "Starter",
    price: "Kostenlos",
    priceNote: "für immer",
    description: "Für Vereine, Initiativen und alle, die ihr erstes Event veröffentlichen.",
    features: ["Bis zu 3 Events pro Monat", "Bis zu 100 Tickets pro Event", "Ticketverkauf mit QR-Code-Einlass", "Eventseite mit Karte und Kalenderexport"],
  },
  {
    id: "professional",
    name: "Professional",
    price: "19 €",
    priceNote: "pro Monat",
    description: "Für Clubs, Bühnen und Veranstalter:innen mit regelmäßigem Programm.",
    features: ["Unbegrenzt viele Events", "Bis zu 1.000 Tickets pro Event", "Frühbucher- und Rabattcodes", "Statistiken zu Verkäufen und Aufrufen", "Blog-Artikel im Stadtpuls-Magazin"],
    badge: "Beliebt",
    highlighted: true,
  },
  {
    id: "enterprise",
    name: "Enterprise",
    price: "Auf Anfrage",
    priceNote: "individuell",
    description: "Für Festivals, Hallen und Veranstalter mit mehreren Spielstätten.",
    features: ["API-Zugang für Ihr Ticketing", "Mehrere Einlässe und Check-in-Geräte", "Persönliche Ansprechperson", "Individuelle Verträge und Abrechnung"],
  },
];

/** Spec §9 "Brand packages". */
export const BRAND_PACKAGES: Plan[] = [
  {
    id: "starter",
    name: "Starter",
    price: "ab 2.500 €",
    priceNote: "pro Kampagne",
    description: "Der einfache Einstieg: Ihre Marke sichtbar in einer Stadt und einer Kategorie.",
    features: ["Präsentierte Event-Reihe in einer Stadt", "Logo auf Eventseiten und Tickets", "Ein Beitrag im Stadtpuls-Magazin", "Auswertung nach Kampagnenende"],
    badge: "Einstieg",
  },
  {
    id: "professional",
    name: "Growth",
    price: "ab 7.500 €",
    priceNote: "pro Kampagne",
    description: "Für Marken, die mehrere Städte und Zielgruppen erreichen wollen.",
    features: [
      "Kampagne in bis zu drei Städten",
      "Eigene Verlosung mit Teilnahmeaufgabe",
      "Platzierung auf Startseite und im Newsletter",
      "Zwei Magazin-Beiträge mit Event-Karten",
      "Monatliches Reporting",
    ],
    badge: "Beliebt",
    highlighted: true,
  },
  {
    id: "enterprise",
    name: "Enterprise",
    price: "Individuell",
    priceNote: "nach Absprache",
    description: "Eigene Formate, Secret Concerts und ganzjährige Partnerschaften.",
    features: ["Eigene Veranstaltungsformate und Secret Concerts", "Alle Städte und Kanäle", "Persönliches Kampagnenteam", "Individuelles Reporting"],
    badge: "Premium",
  },
];

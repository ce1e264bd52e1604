import { own } from "~/lib/own";
import type { OpeningHours } from "~/modules/places/schema";

/** German labels of place categories and venue types. */
export const PLACE_CATEGORY_LABELS: Record<string, string> = {
  concert_hall: "Konzertsaal",
  club: "Club",
  theater: "Theater",
  museum: "Museum",
  gallery: "Galerie",
  cafe: "Café",
  restaurant: "Restaurant",
  bar: "Bar",
  park: "Park",
  cinema: "Kino",
  sports: "Sport",
  venue: "Veranstaltungsort",
};

export const VENUE_TYPE_LABELS: Record<string, string> = {
  indoor: "Drinnen",
  outdoor: "Draußen",
  mixed: "Drinnen & draußen",
};

export const placeCategoryLabel = (c: string) => own(PLACE_CATEGORY_LABELS, c) ?? c.charAt(0).toUpperCase() + c.slice(1);

export const WEEKDAYS = [
  ["mon", "Montag"],
  ["tue", "Dienstag"],
  ["wed", "Mittwoch"],
  ["thu", "Donnerstag"],
  ["fri", "Freitag"],
  ["sat", "Samstag"],
  ["sun", "Sonntag"],
] as const;

/** "10:00 – 18:00", "10:00 – 14:00, 17:00 – 22:00" or "Geschlossen" per weekday, Monday first. */
export function openingHoursRows(hours: OpeningHours): Array<{ key: string; day: string; text: string }> {
  return WEEKDAYS.map(([key, day]) => {
    const slots = hours[key];
    const text = !slots || slots.length === 0 ? "Geschlossen" : slots.map((s) => `${s.open} – ${s.close}`).join(", ");
    return { key, day, text };
  });
}

export const hasOpeningHours = (hours: OpeningHours) => WEEKDAYS.some(([k]) => hours[k] !== undefined);

/** €, €€, €€€, €€€€ */
export const priceLevelLabel = (n: number | null) => (n ? "€".repeat(Math.min(4, Math.max(1, n))) : null);

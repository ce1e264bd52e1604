import { defineEnum } from "~/lib/enum";
import { own } from "~/lib/own";
import type { OpeningHours } from "~/modules/places/schema";

/** Place categories (spec §3 category), German labels. */
export const PLACE_CATEGORY = defineEnum({
  concert_hall: { label: "Konzertsaal" },
  club: { label: "Club" },
  theater: { label: "Theater" },
  museum: { label: "Museum" },
  gallery: { label: "Galerie" },
  cafe: { label: "Café" },
  restaurant: { label: "Restaurant" },
  bar: { label: "Bar" },
  park: { label: "Park" },
  cinema: { label: "Kino" },
  sports: { label: "Sport" },
  venue: { label: "Veranstaltungsort" },
});

/**
 * The admin's two lists of the one table (spec §2.4): locations are where events take place,
 * places are where people go out (restaurants, cafés, museums …). Both use the same form.
 */
type Category = (typeof PLACE_CATEGORY.values)[number];
export type PlaceArea = "locations" | "places";
export const AREA_CATEGORIES: Record<PlaceArea, readonly Category[]> = {
  locations: ["concert_hall", "club", "theater", "cinema", "sports", "venue"],
  places: ["cafe", "restaurant", "bar", "museum", "gallery", "park"],
};
/** The list a category belongs to (its edit page is that list's). */
export const areaOf = (category: string): PlaceArea => ((AREA_CATEGORIES.places as readonly string[]).includes(category) ? "places" : "locations");

export const VENUE_TYPE = defineEnum({
  indoor: { label: "Drinnen" },
  outdoor: { label: "Draußen" },
  mixed: { label: "Drinnen & draußen" },
});

/** The fixed list of amenities a place can offer (spec §3 amenities). */
export const AMENITY = defineEnum({
  wheelchair: { label: "Barrierefrei" },
  accessible_toilet: { label: "Barrierefreies WC" },
  wifi: { label: "WLAN" },
  cloakroom: { label: "Garderobe" },
  parking: { label: "Parkplätze" },
  bike_parking: { label: "Fahrradstellplätze" },
  public_transport: { label: "ÖPNV in der Nähe" },
  outdoor_seating: { label: "Außenbereich" },
  food: { label: "Speisen" },
  drinks: { label: "Getränke" },
  card_payment: { label: "Kartenzahlung" },
  family_friendly: { label: "Familienfreundlich" },
  dogs_allowed: { label: "Hunde erlaubt" },
  hearing_loop: { label: "Induktive Höranlage" },
});

/** A stored amenity as a key of the fixed list: the key itself, or an older row's German label ("Barrierefrei" → wheelchair); null for free text the list does not have. */
export function amenityKey(value: string): (typeof AMENITY.values)[number] | null {
  if (AMENITY.has(value)) return value;
  const lower = value.trim().toLowerCase();
  return AMENITY.options().find((o) => o.label.toLowerCase() === lower)?.value ?? null;
}

const labelsOf = (e: { options: () => Array<{ value: string; label: string }> }) => Object.fromEntries(e.options().map((o) => [o.value, o.label])) as Record<string, string>;
/** German labels of place categories and venue types (as tables, for imports and public filters). */
export const PLACE_CATEGORY_LABELS: Record<string, string> = labelsOf(PLACE_CATEGORY);
export const VENUE_TYPE_LABELS: Record<string, string> = labelsOf(VENUE_TYPE);

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

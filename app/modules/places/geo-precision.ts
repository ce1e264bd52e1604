/**
 * How exactly an event's coordinates mark its venue. `exact`: a known place, an external geocoder's
 * house or point of interest, or a pin the organizer set on the map; the others are approximations
 * the editor and the public page call "ungefähre Lage".
 */
export const GEO_PRECISIONS = ["exact", "street", "postcode", "city"] as const;
export type GeoPrecision = (typeof GEO_PRECISIONS)[number];

export const isApproximate = (p: GeoPrecision | null | undefined) => p != null && p !== "exact";

/** What an approximate pin stands for, as the editor says it ("Ungefähre Lage: …"). */
export const GEO_PRECISION_LABELS: Record<GeoPrecision, string> = {
  exact: "Genaue Lage",
  street: "Ungefähre Lage: Mitte der Straße",
  postcode: "Ungefähre Lage: Mitte des Postleitzahlgebiets",
  city: "Ungefähre Lage: Ortsmitte",
};

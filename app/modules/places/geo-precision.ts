/**
 * How exactly an event's coordinates mark its venue. `exact`: a known place, an external geocoder's
 * house or point of interest, or a pin the organizer set on the map; the others are approximations
 * the editor and the public page call "ungefähre Lage".
 */
export const GEO_PRECISIONS = ["exact", "street", "postcode", "city"] as const;
export type GeoPrecision = (typeof GEO_PRECISIONS)[number];

export const isApproximate = (p: GeoPrecision | null | undefined) => p != null && p !== "exact";

/** What the pin stands for, as the editor says it beside the "Ungefähre Lage" badge. */
export const GEO_PRECISION_LABELS: Record<GeoPrecision, string> = {
  exact: "Genaue Lage",
  street: "Mitte der Straße",
  postcode: "Mitte des Postleitzahlgebiets",
  city: "Ortsmitte",
};

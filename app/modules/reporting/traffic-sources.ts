/** Where a visitor of an event page came from, told by the referrer (no cookies). */
export const TRAFFIC_SOURCES = ["city_home", "search", "category", "external", "direct", "other"] as const;
export type TrafficSource = (typeof TRAFFIC_SOURCES)[number];

export const TRAFFIC_SOURCE_LABELS: Record<TrafficSource, string> = {
  city_home: "Stadtseite",
  search: "Suche",
  category: "Kategorie",
  external: "Externer Link",
  direct: "Direkt",
  other: "Andere Stadtpuls-Seiten",
};

/** Classifies a referrer URL relative to our own host. */
export function classifyReferrer(referrer: string | null | undefined, ownHost: string | null | undefined): TrafficSource {
  if (!referrer) return "direct";
  let url: URL;
  try {
    url = new URL(referrer);
  } catch {
    return "direct";
  }
  if (!ownHost || url.host !== ownHost) return "external";
  const parts = url.pathname.split("/").filter(Boolean);
  if (parts.length <= 1) return "city_home";
  if (parts[1] === "search") return "search";
  if (["events", "workshops", "activities"].includes(parts[1]!) && parts.length === 2 && url.searchParams.get("category")) return "category";
  return "other";
}

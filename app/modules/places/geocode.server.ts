import { and, asc, eq, ilike, or, sql } from "drizzle-orm";
import { db } from "~/lib/db.server";
import { logger } from "~/lib/logger.server";
import { outboundFetch } from "~/lib/outbound-url.server";
import { cities } from "~/modules/cities/schema";
import { locations } from "~/modules/places/schema";

/**
 * Geocoding and address autocomplete (spec §7 "Other": limit 5, debounce 300 ms in the browser,
 * country and language de). The embedded default needs no key: it searches our known places (with
 * their real coordinates) and the cities. GEOCODER=photon or GEOCODER=nominatim adds a real
 * geocoder for any German address (GEOCODER_URL overrides its base URL); known places come first.
 */
export type GeocodeSuggestion = {
  /** One line for the list: "Musik- und Kongresshalle, Willy-Brandt-Allee 10, 23554 Lübeck". */
  label: string;
  name: string | null;
  street: string | null;
  postalCode: string | null;
  city: string | null;
  latitude: number;
  longitude: number;
  /** Set when the suggestion is one of our places. */
  venueId: string | null;
  source: "place" | "city" | "photon" | "nominatim";
};

export const GEOCODE_LIMIT = 5;

export interface Geocoder {
  readonly id: string;
  search(q: string, limit: number): Promise<GeocodeSuggestion[]>;
}

const escapeLike = (q: string) => q.replace(/[\\%_]/g, (c) => `\\${c}`);

export class EmbeddedGeocoder implements Geocoder {
  readonly id = "embedded";
  async search(q: string, limit: number): Promise<GeocodeSuggestion[]> {
    const words = q.split(/[\s,]+/).filter((w) => w.length >= 2).slice(0, 5);
    if (!words.length) return [];
    const hay = sql`public.f_unaccent(lower(${locations.name} || ' ' || ${locations.streetAddress} || ' ' || ${locations.postalCode} || ' ' || ${locations.city}))`;
    const places = await db
      .select({
        id: locations.id,
        name: locations.name,
        street: locations.streetAddress,
        postalCode: locations.postalCode,
        city: locations.city,
        latitude: locations.latitude,
        longitude: locations.longitude,
      })
      .from(locations)
      .where(
        and(
          eq(locations.isActive, true),
          sql`${locations.latitude} is not null`,
          ...words.map((w) => sql`${hay} like '%' || public.f_unaccent(lower(${escapeLike(w)})) || '%'`),
        ),
      )
      .orderBy(asc(locations.name))
      .limit(limit);
    const out: GeocodeSuggestion[] = places.map((p) => ({
      label: [p.name, p.street, [p.postalCode, p.city].filter(Boolean).join(" ")].filter(Boolean).join(", "),
      name: p.name,
      street: p.street || null,
      postalCode: p.postalCode || null,
      city: p.city || null,
      latitude: p.latitude!,
      longitude: p.longitude!,
      venueId: p.id,
      source: "place",
    }));
    if (out.length < limit) {
      const cityRows = await db
        .select({ name: cities.name, postalCode: cities.postalCode, latitude: cities.latitude, longitude: cities.longitude })
        .from(cities)
        .where(and(eq(cities.active, true), or(...words.map((w) => ilike(cities.name, `%${escapeLike(w)}%`)))))
        .limit(limit - out.length);
      for (const c of cityRows) {
        out.push({ label: `${c.name} (Stadtmitte)`, name: null, street: null, postalCode: c.postalCode || null, city: c.name, latitude: c.latitude, longitude: c.longitude, venueId: null, source: "city" });
      }
    }
    return out;
  }
}

type PhotonFeature = {
  geometry: { coordinates: [number, number] };
  properties: { name?: string; street?: string; housenumber?: string; postcode?: string; city?: string; countrycode?: string; type?: string };
};

/** Photon (komoot, OpenStreetMap data): `/api?q=…&limit=5&lang=de`, results limited to Germany. */
export class PhotonGeocoder implements Geocoder {
  readonly id = "photon";
  constructor(private readonly base = "https://photon.komoot.io") {}
  async search(q: string, limit: number): Promise<GeocodeSuggestion[]> {
    const url = new URL("/api", this.base);
    url.searchParams.set("q", q);
    url.searchParams.set("limit", String(limit * 2));
    url.searchParams.set("lang", "de");
    // Germany's bounding box; countrycode is checked below as well
    url.searchParams.set("bbox", "5.87,47.27,15.04,55.06");
    // through the outbound-URL guard like every request to a configured or user-given URL (GEOCODER_URL)
    const res = await outboundFetch(url, { headers: { "User-Agent": "Stadtpuls/1.0" }, timeoutMs: 3000, maxResponseBytes: 2 * 1024 * 1024 });
    if (!res.ok) throw new Error(`Photon ${res.status}`);
    const json = (await res.json()) as { features: PhotonFeature[] };
    return json.features
      .filter((f) => (f.properties.countrycode ?? "DE").toUpperCase() === "DE")
      .slice(0, limit)
      .map((f) => {
        const p = f.properties;
        const street = p.street ? [p.street, p.housenumber].filter(Boolean).join(" ") : null;
        const name = p.name && p.name !== p.street ? p.name : null;
        return {
          label: [name, street, [p.postcode, p.city].filter(Boolean).join(" ")].filter(Boolean).join(", "),
          name,
          street,
          postalCode: p.postcode ?? null,
          city: p.city ?? null,
          latitude: f.geometry.coordinates[1],
          longitude: f.geometry.coordinates[0],
          venueId: null,
          source: "photon" as const,
        };
      });
  }
}

type NominatimResult = { lat: string; lon: string; name?: string; display_name: string; address?: Record<string, string> };

/** Nominatim: `/search?format=jsonv2&countrycodes=de&accept-language=de&limit=5`. */
export class NominatimGeocoder implements Geocoder {
  readonly id = "nominatim";
  constructor(private readonly base = "https://nominatim.openstreetmap.org") {}
  async search(q: string, limit: number): Promise<GeocodeSuggestion[]> {
    const url = new URL("/search", this.base);
    url.searchParams.set("q", q);
    url.searchParams.set("format", "jsonv2");
    url.searchParams.set("addressdetails", "1");
    url.searchParams.set("countrycodes", "de");
    url.searchParams.set("accept-language", "de");
    url.searchParams.set("limit", String(limit));
    // through the outbound-URL guard like every request to a configured or user-given URL (GEOCODER_URL)
    const res = await outboundFetch(url, { headers: { "User-Agent": "Stadtpuls/1.0" }, timeoutMs: 3000, maxResponseBytes: 2 * 1024 * 1024 });
    if (!res.ok) throw new Error(`Nominatim ${res.status}`);
    const json = (await res.json()) as NominatimResult[];
    return json.slice(0, limit).map((r) => {
      const a = r.address ?? {};
      const street = a.road ? [a.road, a.house_number].filter(Boolean).join(" ") : null;
      const city = a.city ?? a.town ?? a.village ?? null;
      return {
        label: r.display_name,
        name: r.name || null,
        street,
        postalCode: a.postcode ?? null,
        city,
        latitude: Number(r.lat),
        longitude: Number(r.lon),
        venueId: null,
        source: "nominatim" as const,
      };
    });
  }
}

const g = globalThis as unknown as { __stadtpulsGeocoder?: Geocoder | null };

/** The configured external geocoder (GEOCODER=photon|nominatim), or null for the embedded default only. */
export function externalGeocoder(): Geocoder | null {
  if (g.__stadtpulsGeocoder === undefined) {
    const kind = process.env.GEOCODER?.toLowerCase();
    const base = process.env.GEOCODER_URL || undefined;
    g.__stadtpulsGeocoder = kind === "photon" ? new PhotonGeocoder(base) : kind === "nominatim" ? new NominatimGeocoder(base) : null;
  }
  return g.__stadtpulsGeocoder;
}

/** Tests swap the external geocoder. */
export function setExternalGeocoder(geocoder: Geocoder | null | undefined) {
  g.__stadtpulsGeocoder = geocoder;
}

/** Up to 5 suggestions: our places and cities first, then the external geocoder's (if configured and reachable). */
export async function geocode(query: string, limit = GEOCODE_LIMIT): Promise<GeocodeSuggestion[]> {
  const q = query.trim().slice(0, 200);
  if (q.length < 2) return [];
  const own = await new EmbeddedGeocoder().search(q, limit);
  const external = externalGeocoder();
  if (!external || own.filter((s) => s.source === "place").length >= limit) return own.slice(0, limit);
  let remote: GeocodeSuggestion[] = [];
  try {
    remote = await external.search(q, limit);
  } catch (err) {
    logger.warn({ err, geocoder: external.id }, "Geocoding-Dienst nicht erreichbar");
  }
  const places = own.filter((s) => s.source === "place");
  const citiesOnly = own.filter((s) => s.source === "city");
  return [...places, ...remote, ...citiesOnly].slice(0, limit);
}

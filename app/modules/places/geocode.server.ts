import { and, asc, eq, ilike, or, sql } from "drizzle-orm";
import { db } from "~/lib/db.server";
import { logger } from "~/lib/logger.server";
import { outboundFetch } from "~/lib/outbound-url.server";
import { cities } from "~/modules/cities/schema";
import type { GeoPrecision } from "~/modules/places/geo-precision";
import { areasOfPlace, placeKey, postcodeArea, townOf, type PostcodeArea } from "~/modules/places/postcodes.server";
import { locations } from "~/modules/places/schema";

export { postcodeArea, townOf } from "~/modules/places/postcodes.server";

/**
 * Geocoding and address autocomplete (spec §7 "Other": limit 5, debounce 300 ms in the browser,
 * country and language de). The embedded default needs no key and no network: it searches our
 * known places (with their real coordinates), then places any German address at its postal code
 * (Germany's postal codes ship with the app, `postcodes.server.ts`), then at a town's centre (our
 * cities, the postal codes' place names). GEOCODER=photon or GEOCODER=nominatim adds a real
 * geocoder for any German address (GEOCODER_URL overrides its base URL): our places first, then
 * its results, then the embedded approximations — which also stand in when it is down.
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
  source: "place" | "postcode" | "city" | "photon" | "nominatim";
  /** How exactly the point marks the address; anything but `exact` is an "ungefähre Lage". */
  precision: GeoPrecision;
};

export const GEOCODE_LIMIT = 5;

export interface Geocoder {
  readonly id: string;
  search(q: string, limit: number): Promise<GeocodeSuggestion[]>;
}

const escapeLike = (q: string) => q.replace(/[\\%_]/g, (c) => `\\${c}`);

/** An address typed as one line, split the way Germans write it: "Name, Straße 1, 12345 Ort". */
export type AddressParts = { name: string | null; street: string | null; postalCode: string | null; town: string | null };

const HOUSE_NUMBER = /\d/;

/**
 * Reads the parts of a one-line address: a five-digit number is the postal code and what follows it
 * the town; before it, the last part with a digit is the street, anything before that the name.
 * Without a postal code the last of several comma-separated parts is the town.
 */
export function splitAddress(q: string): AddressParts {
  const m = /(?<!\d)(\d{5})(?!\d)/.exec(q);
  let before = q;
  let town: string | null = null;
  if (m) {
    before = q.slice(0, m.index);
    town = q.slice(m.index + 5).split(",")[0]?.trim() || null;
  }
  const parts = before.split(",").map((p) => p.trim()).filter(Boolean);
  if (!m && parts.length > 1) town = parts.pop() ?? null;
  let street: string | null = null;
  const last = parts.at(-1);
  if (last && HOUSE_NUMBER.test(last)) street = parts.pop() ?? null;
  return { name: parts.join(", ") || null, street, postalCode: m?.[1] ?? null, town };
}

const line = (...parts: Array<string | null | undefined>) => parts.filter(Boolean).join(", ");

/** The postal code's point for an address that names one Germany has. */
function postcodeSuggestion(a: AddressParts): GeocodeSuggestion[] {
  const area = postcodeArea(a.postalCode);
  if (!area) return [];
  const city = townOf(area, a.town);
  return [
    {
      label: line(a.name, a.street, `${area.postalCode} ${city}`),
      name: a.name,
      street: a.street,
      postalCode: area.postalCode,
      city,
      latitude: area.latitude,
      longitude: area.longitude,
      venueId: null,
      source: "postcode",
      precision: "postcode",
    },
  ];
}

/** How far apart the areas of one name lie (km across): one town, or several towns of one name. */
function spreadKm(areas: PostcodeArea[]) {
  const lats = areas.map((x) => x.latitude);
  const lons = areas.map((x) => x.longitude);
  const dy = (Math.max(...lats) - Math.min(...lats)) * 111;
  const dx = (Math.max(...lons) - Math.min(...lons)) * 111 * Math.cos((lats[0] * Math.PI) / 180);
  return Math.hypot(dx, dy);
}

/**
 * A town the postal codes know by name ("Dorfstraße 3, Kroppen"): its centre, with its postal code
 * when it has one only; a name several towns share ("Neustadt") gives one suggestion per postal code.
 */
function townSuggestions(a: AddressParts, q: string, limit: number): GeocodeSuggestion[] {
  const candidates = a.town ? [a.town] : q.split(/\s+/).slice(-3).map((_, i, w) => w.slice(i).join(" "));
  for (const candidate of candidates) {
    const areas = areasOfPlace(candidate);
    if (!areas.length) continue;
    const rest = a.town ? a : splitAddress(q.slice(0, q.lastIndexOf(candidate)));
    const groups = spreadKm(areas) < 50 ? [areas] : areas.slice(0, limit).map((x) => [x]);
    return groups.map((g) => {
      const city = townOf(g[0], candidate);
      const postalCode = g.length === 1 ? g[0].postalCode : null;
      return {
        label: line(rest.name, rest.street, postalCode ? `${postalCode} ${city}` : city),
        name: rest.name,
        street: rest.street,
        postalCode,
        city,
        latitude: g.reduce((s, x) => s + x.latitude, 0) / g.length,
        longitude: g.reduce((s, x) => s + x.longitude, 0) / g.length,
        venueId: null,
        source: "city" as const,
        precision: "city" as const,
      };
    });
  }
  return [];
}

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
      label: line(p.name, p.street, [p.postalCode, p.city].filter(Boolean).join(" ")),
      name: p.name,
      street: p.street || null,
      postalCode: p.postalCode || null,
      city: p.city || null,
      latitude: p.latitude!,
      longitude: p.longitude!,
      venueId: p.id,
      source: "place",
      precision: "exact",
    }));
    // an address we do not know: its postal code's point, else its town's centre
    const parts = splitAddress(q);
    out.push(...postcodeSuggestion(parts));
    if (out.length < limit) {
      const cityRows = await db
        .select({ name: cities.name, postalCode: cities.postalCode, latitude: cities.latitude, longitude: cities.longitude })
        .from(cities)
        .where(and(eq(cities.active, true), or(...words.map((w) => ilike(cities.name, `%${escapeLike(w)}%`)))))
        .limit(limit - out.length);
      for (const c of cityRows) {
        if (out.some((s) => s.source === "postcode" && s.city && placeKey(s.city) === placeKey(c.name))) continue;
        // "Breite Straße 1, Lübeck": the typed street stays with the town's centre
        const own = parts.town && placeKey(parts.town) === placeKey(c.name) ? parts : null;
        out.push({
          label: own && (own.name || own.street) ? line(own.name, own.street, c.name) : `${c.name} (Stadtmitte)`,
          name: own?.name ?? null,
          street: own?.street ?? null,
          postalCode: c.postalCode || null,
          city: c.name,
          latitude: c.latitude,
          longitude: c.longitude,
          venueId: null,
          source: "city",
          precision: "city",
        });
      }
    }
    if (!out.some((s) => s.source !== "place")) {
      const known = new Set(out.map((s) => s.city && placeKey(s.city)));
      out.push(...townSuggestions(parts, q, limit).filter((s) => !known.has(placeKey(s.city ?? ""))));
    }
    return out.slice(0, limit);
  }
}

type PhotonFeature = {
  geometry: { coordinates: [number, number] };
  properties: { name?: string; street?: string; housenumber?: string; postcode?: string; city?: string; countrycode?: string; type?: string };
};

/** Photon's `type`: a house or a point of interest is exact; a street, a postal code or a town is not. */
export function photonPrecision(p: PhotonFeature["properties"]): GeoPrecision {
  if (p.housenumber || p.type === "house") return "exact";
  if (p.type === "street") return "street";
  if (p.type === "postcode") return "postcode";
  if (["city", "district", "locality", "county", "state", "country"].includes(p.type ?? "")) return "city";
  return "exact";
}

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
          precision: photonPrecision(p),
        };
      });
  }
}

type NominatimResult = { lat: string; lon: string; name?: string; display_name: string; category?: string; type?: string; address?: Record<string, string> };

/** Nominatim's category: a house number or a point of interest is exact; a road, a postal code or a town is not. */
export function nominatimPrecision(r: Pick<NominatimResult, "category" | "type" | "address">): GeoPrecision {
  if (r.address?.house_number) return "exact";
  if (r.category === "highway") return "street";
  if (r.category === "place" || r.category === "boundary") return r.type === "postcode" ? "postcode" : "city";
  return "exact";
}

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
        precision: nominatimPrecision(r),
      };
    });
  }
}

const g = globalThis as typeof globalThis & { __stadtpulsGeocoder?: Geocoder | null };

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

/**
 * Up to 5 suggestions: our places first, then the external geocoder's (if configured and reachable),
 * then the embedded approximations (postal code, town) — so a typed German address with a postal
 * code always finds at least its postal code's point, with or without the external service.
 */
export async function geocode(query: string, limit = GEOCODE_LIMIT): Promise<GeocodeSuggestion[]> {
  const q = query.trim().slice(0, 200);
  if (q.length < 2) return [];
  const own = await new EmbeddedGeocoder().search(q, limit);
  const external = externalGeocoder();
  const places = own.filter((s) => s.source === "place");
  if (!external || places.length >= limit) return own;
  let remote: GeocodeSuggestion[] = [];
  try {
    remote = await external.search(q, limit);
  } catch (err) {
    logger.warn({ err, geocoder: external.id }, "Geocoding-Dienst nicht erreichbar – ungefähre Lage aus den Postleitzahlen");
  }
  const approximate = own.filter((s) => s.source !== "place");
  return [...places, ...remote, ...approximate].slice(0, limit);
}

/** Distances on the earth for the radius filter (spec §5 "Radius slider", §7 get_events_within_radius). */

export const EARTH_RADIUS_KM = 6371;
export const RADIUS_OPTIONS = [5, 10, 25, 50, 100] as const;

export function distanceKm(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const rad = Math.PI / 180;
  const dLat = (lat2 - lat1) * rad;
  const dLng = (lng2 - lng1) * rad;
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLng / 2) ** 2;
  return EARTH_RADIUS_KM * 2 * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** A latitude/longitude box that contains every point within radiusKm (index prefilter). */
export function boundingBox(lat: number, lng: number, radiusKm: number) {
  const dLat = (radiusKm / EARTH_RADIUS_KM) * (180 / Math.PI);
  const cos = Math.cos((lat * Math.PI) / 180);
  const dLng = cos < 1e-6 ? 180 : Math.min(180, dLat / cos);
  return { minLat: lat - dLat, maxLat: lat + dLat, minLng: lng - dLng, maxLng: lng + dLng };
}

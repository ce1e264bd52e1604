import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { boundingBox, distanceKm } from "./geo";

describe("geo", () => {
  it("measures Lübeck → Hamburg at about 57 km", () => {
    expect(distanceKm(53.8655, 10.6866, 53.5511, 9.9937)).toBeGreaterThan(55);
    expect(distanceKm(53.8655, 10.6866, 53.5511, 9.9937)).toBeLessThan(60);
  });

  it("every point within the radius lies inside the bounding box", () => {
    fc.assert(
      fc.property(
        fc.double({ min: -60, max: 60, noNaN: true }),
        fc.double({ min: -170, max: 170, noNaN: true }),
        fc.double({ min: 1, max: 100, noNaN: true }),
        fc.double({ min: 0, max: 2 * Math.PI, noNaN: true }),
        fc.double({ min: 0, max: 0.999, noNaN: true }),
        (lat, lng, r, angle, frac) => {
          // walk frac·r km in direction angle
          const d = (frac * r) / 6371;
          const φ1 = (lat * Math.PI) / 180;
          const λ1 = (lng * Math.PI) / 180;
          const φ2 = Math.asin(Math.sin(φ1) * Math.cos(d) + Math.cos(φ1) * Math.sin(d) * Math.cos(angle));
          const λ2 = λ1 + Math.atan2(Math.sin(angle) * Math.sin(d) * Math.cos(φ1), Math.cos(d) - Math.sin(φ1) * Math.sin(φ2));
          const pLat = (φ2 * 180) / Math.PI;
          const pLng = (λ2 * 180) / Math.PI;
          const box = boundingBox(lat, lng, r);
          return pLat >= box.minLat - 1e-9 && pLat <= box.maxLat + 1e-9 && pLng >= box.minLng - 1e-9 && pLng <= box.maxLng + 1e-9;
        },
      ),
    );
  });
});

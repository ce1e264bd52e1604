import { describe, expect, it } from "vitest";
import { PLACES } from "./data/places";
import { buildPlaceReviews, placeFigures } from "./place-reviews";

const placeByKey = new Map(PLACES.map((p, i) => [p.key, { row: { id: `place-${i}`, name: p.name, slug: p.key, cityId: p.cityId } }]));
const guests = Array.from({ length: 8 }, (_, i) => ({ id: `guest-${i}`, name: `Gast${i} Muster${i}`, email: `gast${i}@example.org` }));

describe("seeded place reviews", () => {
  const { reviews, figures } = buildPlaceReviews({ now: new Date("2026-06-01T10:00:00Z"), placeByKey, guests });
  const id = (key: string) => placeByKey.get(key)!.row.id;

  it("give each place exactly the figures of its review rows", () => {
    expect(figures.get(id("kaffeeroesterei"))).toEqual({ averageRating: 4.7, reviewCount: 3 });
    expect(figures.get(id("koki"))).toEqual({ averageRating: 5, reviewCount: 1 });
    // a place nobody reviewed shows none
    expect(figures.get(id("figurentheater"))).toBeUndefined();
    const total = [...figures.values()].reduce((n, f) => n + f.reviewCount, 0);
    expect(total).toBe(reviews.length);
  });

  it("are written by the guests, one per place and guest, never by the demo user", () => {
    expect(reviews.every((r) => guests.some((g) => g.id === r.userId))).toBe(true);
    const pairs = reviews.map((r) => `${r.userId}/${r.locationId}`);
    expect(new Set(pairs).size).toBe(pairs.length);
    expect(reviews.every((r) => r.rating >= 1 && r.rating <= 5 && r.targetType === "location")).toBe(true);
  });

  it("count only published reviews", () => {
    expect(placeFigures([{ locationId: "a", rating: 5, status: "published" }, { locationId: "a", rating: 1, status: "hidden" }, { locationId: "a", rating: 4 }])).toEqual(
      new Map([["a", { averageRating: 4.5, reviewCount: 2 }]]),
    );
  });
});

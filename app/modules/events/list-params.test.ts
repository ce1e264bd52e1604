import { describe, expect, it } from "vitest";
import { parseListParams, withParams } from "./list-params";

describe("events list URL parameters", () => {
  it("parses every filter", () => {
    const p = parseListParams(
      new URLSearchParams("category=music&from=2026-06-01&to=2026-06-30&min=5&max=25,50&venue=Halle&q=Jazz&featured=1&radius=25&page=2"),
    );
    expect(p).toEqual({
      category: "music",
      from: "2026-06-01",
      to: "2026-06-30",
      min: 500,
      max: 2550,
      venue: "Halle",
      q: "Jazz",
      featured: true,
      radius: 25,
      lat: undefined,
      lng: undefined,
      page: 2,
    });
  });

  it("reads days as typed without JavaScript (dd.MM.yyyy) and orders a reversed period", () => {
    const p = parseListParams(new URLSearchParams("from=24.12.2026&to=2026-12-10"));
    expect([p.from, p.to]).toEqual(["2026-12-10", "2026-12-24"]);
    expect(parseListParams(new URLSearchParams("to=31.02.2026")).to).toBeUndefined();
  });

  it("ignores malformed values instead of failing", () => {
    const p = parseListParams(new URLSearchParams("category=<script>&from=gestern&min=abc&radius=500&page=-1&lat=99"));
    expect(p.category).toBeUndefined();
    expect(p.from).toBeUndefined();
    expect(p.min).toBeUndefined();
    expect(p.radius).toBeUndefined();
    expect(p.page).toBeUndefined();
    expect(p.lat).toBeUndefined();
    expect(p.featured).toBe(false);
  });

  it("builds shareable URLs", () => {
    const s = new URLSearchParams("category=music&page=3");
    expect(withParams(s, { page: undefined, radius: 10 })).toBe("?category=music&radius=10");
  });
});

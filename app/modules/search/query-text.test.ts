import { describe, expect, it } from "vitest";
import { normalizeQuery, queryWords, toTsQuery } from "./query-text";

describe("search query text", () => {
  it("is case- and accent-insensitive", () => {
    expect(normalizeQuery("  Lübecker   STRAßE ")).toBe("lubecker strasse");
    expect(normalizeQuery("Café")).toBe("cafe");
  });
  it("keeps only letters and digits for the tsquery", () => {
    expect(queryWords("Jazz & ' | ! :* (Hafen)")).toEqual(["jazz", "hafen"]);
    expect(toTsQuery(["jazz", "hafe"])).toBe("jazz & hafe:*");
    expect(toTsQuery([])).toBeNull();
  });
});

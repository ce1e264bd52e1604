import { describe, expect, it } from "vitest";
import { slugify } from "~/lib/slugify";
import { eventSlug, parseEventParam, uuidPrefixRange } from "./slug";

describe("event slugs", () => {
  it("builds title slug + id prefix", () => {
    expect(eventSlug("Jazz im Rathaus: Größte Bühne!", "1a2b3c4d-0000-4000-8000-000000000000")).toBe(
      "jazz-im-rathaus-groesste-buehne-1a2b3c4d",
    );
    expect(slugify("Café & Kuchen")).toBe("cafe-und-kuchen");
  });

  it("a parameter that is a lone '%' (already decoded by the router) is invalid, not an error", () => {
    expect(parseEventParam("%")).toEqual({ kind: "invalid" });
    expect(parseEventParam("konzert-%e4-1a2b3c4d")).toEqual({ kind: "invalid" });
  });

  it("parses ids, slugs and too-short suffixes", () => {
    expect(parseEventParam("1A2B3C4D-0000-4000-8000-000000000000")).toEqual({
      kind: "id",
      id: "1a2b3c4d-0000-4000-8000-000000000000",
    });
    expect(parseEventParam("jazz-1a2b3c4d")).toEqual({ kind: "slug", slug: "jazz-1a2b3c4d", prefix: "1a2b3c4d" });
    expect(parseEventParam("jazz-1a2b")).toEqual({ kind: "invalid" });
    expect(parseEventParam("kurz")).toEqual({ kind: "invalid" });
  });

  it("maps a hex prefix to a UUID range and rejects others", () => {
    expect(uuidPrefixRange("1a2b3c4d")).toEqual([
      "1a2b3c4d-0000-0000-0000-000000000000",
      "1a2b3c4d-ffff-ffff-ffff-ffffffffffff",
    ]);
    expect(uuidPrefixRange("zzzzzzzz")).toBeNull();
  });
});

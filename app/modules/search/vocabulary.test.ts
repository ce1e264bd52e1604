import { describe, expect, it } from "vitest";
import { similarity, trigrams, Vocabulary } from "./vocabulary";

describe("typo vocabulary", () => {
  it("builds pg_trgm-style trigrams", () => {
    expect([...trigrams("cat")].sort()).toEqual(["  c", " ca", "at ", "cat"]);
    expect(similarity("konzert", "konzert")).toBe(1);
  });
  it("suggests the closest words for a typo", () => {
    const v = new Vocabulary(["konzert", "kunst", "theat", "hafen", "lubeck", "jazz"]);
    expect(v.suggest("konzrt")[0]).toBe("konzert");
    expect(v.suggest("lubek")[0]).toBe("lubeck");
    expect(v.suggest("xyzzy")).toEqual([]);
    expect(v.knows("konz")).toBe(true);
    expect(v.knows("konzrt")).toBe(false);
  });
});

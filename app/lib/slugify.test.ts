import { describe, expect, it } from "vitest";
import { slugify } from "./slugify";

describe("slugify", () => {
  it("transliterates German umlauts and ß, drops other accents", () => {
    expect(slugify("Jazz im Rathaus: Größte Bühne!")).toBe("jazz-im-rathaus-groesste-buehne");
    expect(slugify("Sommer in Lübeck!")).toBe("sommer-in-luebeck");
    expect(slugify("ÄÖÜ äöü ß")).toBe("aeoeue-aeoeue-ss");
    expect(slugify("Crème brûlée")).toBe("creme-brulee");
  });

  it("reads & as 'und' and collapses separators", () => {
    expect(slugify("Café & Kuchen")).toBe("cafe-und-kuchen");
    expect(slugify("  --a--b-- ")).toBe("a-b");
  });

  it("cuts at max without a trailing hyphen and falls back when nothing is left", () => {
    expect(slugify("Sommer in Lübeck", { max: 10 })).toBe("sommer-in");
    expect(slugify("!!!", { fallback: "artikel" })).toBe("artikel");
    expect(slugify("日本")).toBe("");
  });
});

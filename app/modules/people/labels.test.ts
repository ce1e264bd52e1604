import { describe, expect, it } from "vitest";
import { slugToName, socialLink } from "./labels";

describe("people labels", () => {
  it("turns handles and URLs into safe links", () => {
    expect(socialLink("instagram", "@lottebrandt")).toEqual({ label: "Instagram", href: "https://instagram.com/lottebrandt", handle: "@lottebrandt" });
    expect(socialLink("website", "https://lottebrandt.de")?.href).toBe("https://lottebrandt.de/");
    expect(socialLink("instagram", "javascript:alert(1)")).toBeNull();
    expect(socialLink("unbekannt", "handle")).toBeNull();
  });
  it("turns a slug into a name", () => {
    expect(slugToName("lotte-brandt")).toBe("lotte brandt");
  });
});

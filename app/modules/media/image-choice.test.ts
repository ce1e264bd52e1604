import { describe, expect, it } from "vitest";
import { isArtworkUrl, preferUploaded } from "./image-choice";

describe("preferUploaded", () => {
  const art = "/art/event/music/abc.svg";
  it("takes an upload from any column over artwork in an earlier one", () => {
    expect(preferUploaded(["/art/event/music/abc-titel.svg", "/uploads/a.webp"], art)).toBe("/uploads/a.webp");
    expect(preferUploaded(["https://cdn.example.org/b.jpg", "/uploads/a.webp"], art)).toBe("https://cdn.example.org/b.jpg");
  });
  it("keeps stored artwork when nothing was uploaded, and falls back to the item's own artwork", () => {
    expect(preferUploaded(["/art/event/music/abc-titel.svg", null], art)).toBe("/art/event/music/abc-titel.svg");
    expect(preferUploaded([null, undefined, "", "  "], art)).toBe(art);
  });
  it("tells artwork from uploads", () => {
    expect(isArtworkUrl("/art/place/cafe/x.svg")).toBe(true);
    expect(isArtworkUrl("/uploads/art/x.webp")).toBe(false);
    expect(isArtworkUrl(null)).toBe(false);
  });
});

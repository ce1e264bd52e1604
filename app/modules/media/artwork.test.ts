import { describe, expect, it } from "vitest";
import { DEFAULT_CITY } from "~/lib/cities";
import { ARTWORK_KINDS, artworkUrl, isArtworkKind, renderArtwork } from "./artwork";

const CATEGORIES = ["music", "party", "cafe", "museum", "dj", "kultur", "einfach", DEFAULT_CITY, "unbekannt-xyz"];

describe("renderArtwork", () => {
  it("is deterministic for the same input", () => {
    for (const kind of ARTWORK_KINDS) {
      const a = renderArtwork({ kind, category: "music", seed: "abc12345" });
      const b = renderArtwork({ kind, category: "music", seed: "abc12345" });
      expect(a).toBe(b);
    }
  });

  it("differs by seed, category and kind", () => {
    const base = renderArtwork({ kind: "event", category: "music", seed: "one" });
    expect(renderArtwork({ kind: "event", category: "music", seed: "two" })).not.toBe(base);
    expect(renderArtwork({ kind: "event", category: "theater", seed: "one" })).not.toBe(base);
    expect(renderArtwork({ kind: "place", category: "music", seed: "one" })).not.toBe(base);
  });

  it("produces a small, well-formed SVG document without text", () => {
    for (const kind of ARTWORK_KINDS) {
      for (const category of CATEGORIES) {
        for (let i = 0; i < 20; i++) {
          const svg = renderArtwork({ kind, category, seed: `seed-${i}` });
          expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 800"')).toBe(true);
          expect(svg.endsWith("</svg>")).toBe(true);
          expect(svg.length).toBeLessThan(6 * 1024);
          expect(svg).not.toMatch(/NaN|undefined|Infinity/);
          expect(svg).not.toMatch(/<script|<text|<foreignObject/i);
          // every opened element is closed (self-closing or with an end tag)
          const opened = (svg.match(/<(?!\/)[a-zA-Z]+[^>]*[^/]>/g) ?? []).length;
          const closed = (svg.match(/<\/[a-zA-Z]+>/g) ?? []).length;
          expect(opened).toBe(closed);
          // gradient and pattern references resolve
          for (const [, ref] of svg.matchAll(/url\(#([^)]+)\)/g)) expect(svg).toContain(`id="${ref}"`);
        }
      }
    }
  });

  it("is fast", () => {
    const started = performance.now();
    for (let i = 0; i < 500; i++) renderArtwork({ kind: ARTWORK_KINDS[i % ARTWORK_KINDS.length], category: "film", seed: String(i) });
    expect((performance.now() - started) / 500).toBeLessThan(1);
  });

  it("builds URLs and guards kinds", () => {
    expect(artworkUrl("place", "cafe", "kaffeeroesterei-am-koberg")).toBe("/art/place/cafe/kaffeeroesterei-am-koberg.svg");
    expect(isArtworkKind("event")).toBe(true);
    expect(isArtworkKind("poster")).toBe(false);
  });
});

import { describe, expect, it } from "vitest";
import { DEFAULT_CITY } from "~/lib/cities";
import { ARTWORK_KINDS, artworkUrl, isArtworkKind, renderArtwork } from "./artwork";

const CATEGORIES = ["music", "party", "theater", "cafe", "museum", "park", "dj", "band", "photographer", "kultur", "einfach", DEFAULT_CITY, "unbekannt-xyz"];
const ARTIST_TYPES = ["musician", "band", "comedian", "dj", "speaker", "performer", "painter", "photographer"];
const EVENT_CATEGORIES = ["featured", "music", "party", "theater", "art", "spoken", "food", "sport", "film", "family"];

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
          expect(svg.length).toBeLessThan(8 * 1024);
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

  it("keeps the card corners free: no medallion on event and place pictures, the motif in the middle band", () => {
    for (const kind of ["event", "place"] as const) {
      for (const category of [...EVENT_CATEGORIES, "cafe", "bar", "cinema"]) {
        for (let i = 0; i < 10; i++) {
          const svg = renderArtwork({ kind, category, seed: `m-${i}` });
          // the old category medallion: a round badge with the category icon, placed in a corner
          expect(svg).not.toContain('opacity=".94"');
          const [, x, y] = /<g transform="translate\((\d+) (\d+)\) scale/.exec(svg) ?? [];
          expect(Number(x)).toBeGreaterThanOrEqual(540);
          expect(Number(x)).toBeLessThanOrEqual(680);
          expect(Number(y)).toBeGreaterThanOrEqual(340);
        }
      }
    }
  });

  it("varies within a category: colour treatments and compositions differ between items", () => {
    for (const category of EVENT_CATEGORIES) {
      const grounds = new Set<string>();
      for (let i = 0; i < 12; i++) grounds.add(/<stop offset="0" stop-color="(#[0-9a-f]+)"/.exec(renderArtwork({ kind: "event", category, seed: `v-${i}` }))![1]);
      expect(grounds.size, category).toBeGreaterThanOrEqual(2);
    }
  });

  it("gives every artist a portrait of their own, with the prop of their kind, inside the square crop", () => {
    const props: Record<string, string> = {
      musician: "#5a3a22", // guitar neck
      dj: 'stroke-width="24"', // headphones
      photographer: "#3b3b44", // lens
      comedian: 'stroke-dasharray="6 8"', // hand microphone
      speaker: 'stroke-width="7"><circle', // glasses
      painter: "#8a5a2b", // brush
    };
    for (const type of ARTIST_TYPES) {
      const looks = new Set<string>();
      for (let i = 0; i < 24; i++) {
        const svg = renderArtwork({ kind: "artist", category: type, seed: `kuenstler-${i}` });
        const head = /<ellipse cx="(\d+)" cy="(\d+)" rx="106" ry="128" fill="(#[0-9a-f]+)"\/>(.{0,40})/.exec(svg.slice(svg.lastIndexOf('rx="106"') - 40));
        expect(head, type).not.toBeNull();
        // the square card shows x 200–1000 of the 1200-wide picture: the face stays well inside
        expect(Number(head![1])).toBeGreaterThanOrEqual(540);
        expect(Number(head![1])).toBeLessThanOrEqual(660);
        const hairAndFace = svg.slice(svg.lastIndexOf('rx="106"'));
        looks.add(`${head![3]}|${hairAndFace.replace(/\d+/g, "")}`);
        if (props[type]) expect(svg, type).toContain(props[type]);
      }
      // skin tone, hair, eyes, mouth, glasses combine into many different faces, not one silhouette
      expect(looks.size, type).toBeGreaterThanOrEqual(16);
    }
  });

  it("is fast", () => {
    const started = performance.now();
    for (let i = 0; i < 500; i++) renderArtwork({ kind: ARTWORK_KINDS[i % ARTWORK_KINDS.length], category: "film", seed: String(i) });
    expect((performance.now() - started) / 500).toBeLessThan(1);
  });

  it("draws a category named like an inherited property as an unknown one (the URL carries it)", () => {
    for (const kind of ARTWORK_KINDS)
      for (const category of ["constructor", "tostring", "valueof", "__proto__", "hasownproperty"])
        expect(renderArtwork({ kind, category, seed: "x" })).toMatch(/^<svg[\s\S]*<\/svg>$/);
  });

  it("builds URLs and guards kinds", () => {
    expect(artworkUrl("place", "cafe", "kaffeeroesterei-am-koberg")).toBe("/art/place/cafe/kaffeeroesterei-am-koberg.svg");
    expect(isArtworkKind("event")).toBe(true);
    expect(isArtworkKind("poster")).toBe(false);
  });
});

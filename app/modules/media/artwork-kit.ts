/** Shared pieces of the generated artwork: deterministic randomness, rounding, colours. */

export function hash(input: string): number {
  // FNV-1a, 32 bit
  let h = 0x811c9dc5;
  for (let i = 0; i < input.length; i++) {
    h ^= input.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type Rng = {
  next: () => number;
  range: (min: number, max: number) => number;
  int: (min: number, max: number) => number;
  pick: <T>(items: readonly T[]) => T;
};

export function makeRng(seed: number): Rng {
  const next = mulberry32(seed);
  return {
    next,
    range: (min, max) => min + next() * (max - min),
    int: (min, max) => Math.floor(min + next() * (max - min + 1)),
    pick: (items) => items[Math.floor(next() * items.length)],
  };
}

export const r = (n: number) => Math.round(n);

/** [deep, mid, accent, light] */
export type Palette = readonly [string, string, string, string];

/** The colours one picture is drawn with. */
export type Scheme = { bg1: string; bg2: string; fg: string; sub: string; hi: string; ink: string };

/** Linear mix of two #rrggbb colours (t = 0 → a, 1 → b). */
export function mix(a: string, b: string, t: number): string {
  const pa = [1, 3, 5].map((i) => parseInt(a.slice(i, i + 2), 16));
  const pb = [1, 3, 5].map((i) => parseInt(b.slice(i, i + 2), 16));
  return `#${pa.map((v, i) => Math.round(v + (pb[i] - v) * t).toString(16).padStart(2, "0")).join("")}`;
}

/**
 * Three treatments of one palette — night (dark ground, light figure), day (light ground, dark
 * figure) and poster (accent ground) — so two items of one category rarely look alike.
 */
export function schemeFor(palette: Palette, treatment: number): Scheme {
  const [deep, mid, accent, light] = palette;
  const ink = mix(deep, "#000000", 0.35);
  if (treatment === 1) return { bg1: light, bg2: mix(light, accent, 0.4), fg: deep, sub: mid, hi: accent, ink };
  if (treatment === 2) return { bg1: accent, bg2: mix(accent, mid, 0.5), fg: deep, sub: light, hi: mid, ink };
  return { bg1: deep, bg2: mid, fg: light, sub: mix(mid, light, 0.35), hi: accent, ink };
}

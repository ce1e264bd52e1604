/**
 * Generated demo artwork: deterministic SVG compositions per kind and category.
 *
 * No stock photos are available for demo data, so every seeded event, place, artist,
 * blog post, raffle and city points at `/art/<kind>/<category>/<seed>.svg`, which renders
 * one of these. The same (kind, category, seed) always yields the same bytes.
 *
 * Events and places get an illustrated motif per category (artwork-scenes.ts), artists a portrait
 * (artwork-portraits.ts); the composition, colour treatment and details follow from the seed.
 * An uploaded image always replaces the artwork: see `preferUploaded` (image-choice.ts).
 */
import { own } from "~/lib/own";
import { hash, makeRng, r, schemeFor, type Palette, type Rng } from "./artwork-kit";
import { portrait, portraitDefs } from "./artwork-portraits";
import { eventScene, motifFor, placeScene, sceneDefs } from "./artwork-scenes";

export const ARTWORK_KINDS = ["event", "place", "artist", "blog", "raffle", "city"] as const;
export type ArtworkKind = (typeof ARTWORK_KINDS)[number];

export type ArtworkInput = { kind: ArtworkKind; category: string; seed: string };

export const ARTWORK_WIDTH = 1200;
export const ARTWORK_HEIGHT = 800;

export function isArtworkKind(value: string): value is ArtworkKind {
  return (ARTWORK_KINDS as readonly string[]).includes(value);
}

/** Public URL of a generated image (served by routes/art.tsx). */
export function artworkUrl(kind: ArtworkKind, category: string, seed: string): string {
  return `/art/${kind}/${category}/${seed}.svg`;
}

// ── palettes: [deep, mid, accent, light] ──

const PALETTES: Record<string, Palette> = {
  featured: ["#4a1942", "#b53c7a", "#f5b83d", "#fde7f1"],
  music: ["#2e2377", "#b53c7a", "#ff8a5b", "#ffe1d3"],
  party: ["#1b1446", "#d6336c", "#22d3ee", "#fbcfe8"],
  theater: ["#4c0d1d", "#a61e4d", "#f4c95d", "#fff1d6"],
  art: ["#0f4c5c", "#0f766e", "#f59e0b", "#fef3c7"],
  spoken: ["#1e3a5f", "#4f6d8f", "#f2c14e", "#e8eef5"],
  food: ["#7c2d12", "#ea580c", "#fcd34d", "#ffedd5"],
  sport: ["#064e3b", "#10b981", "#facc15", "#d1fae5"],
  film: ["#0f172a", "#334155", "#f43f5e", "#e2e8f0"],
  family: ["#075985", "#38bdf8", "#fbbf24", "#e0f2fe"],
  // places
  restaurant: ["#7c2d12", "#c2410c", "#fcd34d", "#fff7ed"],
  cafe: ["#4a2c1d", "#a16207", "#f9a8d4", "#fef3c7"],
  bar: ["#312e81", "#7c3aed", "#f472b6", "#ede9fe"],
  club: ["#0b0b2b", "#6d28d9", "#22d3ee", "#e0e7ff"],
  museum: ["#3f3a33", "#8a5a44", "#e9c46a", "#f5efe6"],
  gallery: ["#134e4a", "#2a9d8f", "#e76f51", "#f1faee"],
  concert_hall: ["#1e1b4b", "#554c9a", "#f5b83d", "#eef2ff"],
  cinema: ["#111827", "#7f1d1d", "#fbbf24", "#fef2f2"],
  park: ["#14532d", "#4d7c0f", "#fde047", "#ecfccb"],
  sports: ["#064e3b", "#0d9488", "#fb923c", "#ccfbf1"],
  venue: ["#3b0764", "#b53c7a", "#10b981", "#fae8ff"],
  // artists
  musician: ["#2e2377", "#6d28d9", "#fb7185", "#ede9fe"],
  band: ["#3b0a24", "#b53c7a", "#fbbf24", "#fde7f1"],
  comedian: ["#7c2d12", "#f97316", "#fde047", "#fff7ed"],
  dj: ["#0b0b2b", "#4338ca", "#2dd4bf", "#e0e7ff"],
  speaker: ["#1e3a5f", "#2563eb", "#f2c14e", "#dbeafe"],
  performer: ["#4c0d1d", "#be185d", "#a78bfa", "#fce7f3"],
  painter: ["#0f4c5c", "#e76f51", "#f4a261", "#fefae0"],
  photographer: ["#1f2937", "#475569", "#38bdf8", "#f1f5f9"],
  // raffles
  einfach: ["#065f46", "#10b981", "#fde047", "#d1fae5"],
  mittel: ["#78350f", "#f59e0b", "#b53c7a", "#fef3c7"],
  schwer: ["#4c0519", "#be123c", "#f5b83d", "#ffe4e6"],
  // blog categories
  stadtleben: ["#3b0764", "#b53c7a", "#fbbf24", "#fae8ff"],
  kultur: ["#1e1b4b", "#554c9a", "#f472b6", "#eef2ff"],
  "essen-trinken": ["#7c2d12", "#c2410c", "#fde68a", "#fff7ed"],
  ausfluege: ["#083344", "#0e7490", "#fcd34d", "#cffafe"],
  interviews: ["#1f2937", "#4b5563", "#10b981", "#f3f4f6"],
  // cities
  luebeck: ["#4a1942", "#b53c7a", "#10b981", "#fde7f1"],
  hamburg: ["#0c2a4d", "#1d4ed8", "#f59e0b", "#dbeafe"],
  kiel: ["#083344", "#0e7490", "#facc15", "#cffafe"],
  berlin: ["#1c1917", "#b91c1c", "#fbbf24", "#f5f5f4"],
};

// ── icons: stroke paths on a 24×24 grid ──
const ICONS: Record<string, string> = {
  star: "M12 2.5l2.9 6 6.6.9-4.8 4.6 1.2 6.5L12 17.4l-5.9 3.1 1.2-6.5-4.8-4.6 6.6-.9z",
  music: "M9 18V5l12-2v13M6 21a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM18 19a3 3 0 1 0 0-6 3 3 0 0 0 0 6z",
  glass: "M5 4h14l-7 8zM12 12v8M8 20h8M17 2.5l.6 1.4 1.4.6-1.4.6-.6 1.4-.6-1.4-1.4-.6 1.4-.6z",
  mask: "M4 3h16v7a8 8 0 0 1-16 0zM8.5 8h1M14.5 8h1M8 13a4 4 0 0 0 8 0",
  palette:
    "M12 3a9 9 0 1 0 0 18c1.1 0 1.5-.8 1.5-1.6 0-1.3-1-1.6-1-2.9 0-1 .8-1.5 1.8-1.5H17a4 4 0 0 0 4-4c0-4.4-4-8-9-8zM7.5 11h.01M10 7h.01M15 7.5h.01",
  mic: "M12 3a3 3 0 0 1 3 3v6a3 3 0 0 1-6 0V6a3 3 0 0 1 3-3zM19 11a7 7 0 0 1-14 0M12 18v3M8 21h8",
  utensils: "M5 3v7a2 2 0 0 0 4 0V3M7 3v18M18 21V3c-2.5 1.5-4 4.5-4 9h4",
  ball: "M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM3.5 9h17M3.5 15h17M12 3c-3 3-3 15 0 18M12 3c3 3 3 15 0 18",
  film: "M3 9h18v11H3zM3 9l1.5-5h16L19 9M8.5 4L10 9M14 4l1.5 5",
  heart: "M12 20s-7-4.5-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.5-7 10-7 10z",
  cup: "M4 8h13v6a5 5 0 0 1-5 5H9a5 5 0 0 1-5-5zM17 10h1.5a2.5 2.5 0 0 1 0 5H17M8 2v3M12 2v3",
  wine: "M6 3h12l-1 8a5 5 0 0 1-10 0zM12 16v5M8 21h8M6.5 7h11",
  columns: "M3 21h18M4 10h16M12 3l9 5H3zM6 10v8M10 10v8M14 10v8M18 10v8M4 18h16",
  tree: "M12 22v-6M12 3a6 6 0 0 0-6 6c-2 1-3 3-2 5s3 2 5 2h6c2 0 4-.5 5-2s0-4-2-5a6 6 0 0 0-6-6z",
  frame: "M4 4h16v16H4zM4 16l5-5 4 4 3-3 4 4M15 8.5h.01",
  disc: "M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 9a3 3 0 1 0 0 6 3 3 0 0 0 0-6zM12 12h.01",
  smile: "M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM8 14s1.5 2 4 2 4-2 4-2M9 9h.01M15 9h.01",
  drum: "M4 9c0-1.7 3.6-3 8-3s8 1.3 8 3-3.6 3-8 3-8-1.3-8-3zM4 9v7c0 1.7 3.6 3 8 3s8-1.3 8-3V9M7 2l4 6M17 2l-4 6",
  sparkles: "M12 3l1.8 5.2L19 10l-5.2 1.8L12 17l-1.8-5.2L5 10l5.2-1.8zM19 15l.8 2.2 2.2.8-2.2.8L19 21l-.8-2.2-2.2-.8 2.2-.8z",
  brush: "M18 3l3 3-9 9-3-3zM9 12c-3 0-5 2-5 5 0 2-1 3-2 4 4 0 8-1 8-5",
  camera: "M3 8h4l2-3h6l2 3h4v11H3zM12 10a3.5 3.5 0 1 0 0 7 3.5 3.5 0 0 0 0-7z",
  gift: "M3 8h18v4H3zM5 12v9h14v-9M12 8v13M12 8C10.5 5 6 4 6 6.5S9 8 12 8zM12 8c1.5-3 6-4 6-1.5S15 8 12 8z",
  anchor: "M12 8a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5zM12 8v13M5 13a7 7 0 0 0 14 0M3 13h4M17 13h4M9 11h6",
  pin: "M12 21s-7-6-7-11a7 7 0 0 1 14 0c0 5-7 11-7 11zM12 7.5a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5z",
  boat: "M12 3v13M12 3l7 11h-7M11 6l-5 8h5M3 17h18l-2 4H5z",
  paper: "M4 4h13v16H6a2 2 0 0 1-2-2zM17 8h3v10a2 2 0 0 1-2 2M8 8h5M8 12h5M8 16h5",
};

const CATEGORY_ICON: Record<string, string> = {
  featured: "star",
  music: "music",
  party: "glass",
  theater: "mask",
  art: "palette",
  spoken: "mic",
  food: "utensils",
  sport: "ball",
  film: "film",
  family: "heart",
  restaurant: "utensils",
  cafe: "cup",
  bar: "wine",
  club: "disc",
  museum: "columns",
  gallery: "frame",
  concert_hall: "music",
  cinema: "film",
  park: "tree",
  sports: "ball",
  venue: "star",
  musician: "music",
  band: "drum",
  comedian: "smile",
  dj: "disc",
  speaker: "mic",
  performer: "sparkles",
  painter: "brush",
  photographer: "camera",
  einfach: "gift",
  mittel: "gift",
  schwer: "gift",
  luebeck: "anchor",
  hamburg: "anchor",
  kiel: "boat",
  berlin: "pin",
  stadtleben: "pin",
  kultur: "mask",
  "essen-trinken": "utensils",
  ausfluege: "boat",
  interviews: "mic",
  musik: "music",
  familie: "heart",
};

const KIND_ICON: Record<ArtworkKind, string> = {
  event: "star",
  place: "pin",
  artist: "sparkles",
  blog: "paper",
  raffle: "gift",
  city: "anchor",
};

function hslToHex(h: number, s: number, l: number): string {
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => {
    const k = (n + h / 30) % 12;
    const c = l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(255 * c)
      .toString(16)
      .padStart(2, "0");
  };
  return `#${f(0)}${f(8)}${f(4)}`;
}

function paletteFor(category: string): Palette {
  const known = own(PALETTES, category);
  if (known) return known;
  const hue = hash(category) % 360;
  return [
    hslToHex(hue, 0.55, 0.2),
    hslToHex(hue, 0.6, 0.45),
    hslToHex((hue + 150) % 360, 0.85, 0.6),
    hslToHex(hue, 0.7, 0.93),
  ];
}

// ── layers ──
const W = ARTWORK_WIDTH;
const H = ARTWORK_HEIGHT;

function wave(rng: Rng, baseY: number, amplitude: number, fill: string, opacity: number): string {
  const segments = rng.int(3, 5);
  const step = W / segments;
  let d = `M0 ${r(baseY + rng.range(-amplitude, amplitude))}`;
  for (let i = 1; i <= segments; i++) {
    const x = r(i * step);
    const y = r(baseY + rng.range(-amplitude, amplitude));
    const cx = r(x - step / 2);
    const cy = r(baseY + rng.range(-amplitude * 1.6, amplitude * 1.6));
    d += ` Q${cx} ${cy} ${x} ${y}`;
  }
  return `<path d="${d} V${H} H0Z" fill="${fill}" opacity="${opacity}"/>`;
}

/** Brick-gothic rooftops: flat, gabled, stepped gables (Lübeck) and spires. */
function skyline(rng: Rng, baseY: number, maxHeight: number, spires: boolean): string {
  let d = `M0 ${H}`;
  let x = 0;
  while (x < W) {
    const w = rng.int(70, 150);
    const h = rng.int(Math.round(maxHeight * 0.35), maxHeight);
    const top = baseY - h;
    const roof = spires && rng.next() < 0.2 ? "spire" : rng.pick(["flat", "gable", "steps", "steps", "gable"] as const);
    d += ` V${top}`;
    if (roof === "gable") {
      d += ` L${r(x + w / 2)} ${r(top - w * 0.45)} L${x + w} ${top}`;
    } else if (roof === "steps") {
      const n = 3;
      const stepW = w / (2 * n + 1);
      const stepH = r(Math.min(40, w * 0.14));
      const sw = stepW.toFixed(1);
      d += ` H${x}`;
      for (let i = 0; i < n; i++) d += ` h${sw} v-${stepH}`;
      d += ` h${sw}`;
      for (let i = 0; i < n; i++) d += ` v${stepH} h${sw}`;
      d += ` H${x + w}`;
    } else if (roof === "spire") {
      const towerW = r(w * 0.5);
      const left = r(x + (w - towerW) / 2);
      d += ` H${left} V${r(top - 60)} L${r(left + towerW / 2)} ${r(top - 60 - rng.int(140, 220))} L${left + towerW} ${r(top - 60)} V${top} H${x + w}`;
    } else {
      d += ` H${x + w}`;
    }
    x += w;
  }
  return `${d} V${H}Z`;
}

function iconBadge(icon: string, cx: number, cy: number, size: number, bg: string, fg: string): string {
  const path = own(ICONS, icon) ?? ICONS.star;
  const scale = (size * 1.1) / 24;
  const off = size * 0.55;
  return (
    `<circle cx="${cx}" cy="${cy}" r="${size}" fill="${bg}" opacity=".94"/>` +
    `<path d="${path}" transform="translate(${r(cx - off)} ${r(cy - off)}) scale(${scale.toFixed(2)})" fill="none" stroke="${fg}" stroke-width="1.7" stroke-linecap="round" stroke-linejoin="round"/>`
  );
}

function circles(rng: Rng, colors: readonly string[], count: number): string {
  let out = "";
  for (let i = 0; i < count; i++) {
    const cx = r(rng.range(-100, W + 100));
    const cy = r(rng.range(-100, H * 0.8));
    const radius = r(rng.range(80, 320));
    out += `<circle cx="${cx}" cy="${cy}" r="${radius}" fill="${rng.pick(colors)}" opacity="${rng.range(0.12, 0.4).toFixed(2)}"/>`;
  }
  return out;
}

function confetti(rng: Rng, colors: readonly string[], count: number): string {
  let out = "";
  for (let i = 0; i < count; i++) {
    const x = r(rng.range(0, W));
    const y = r(rng.range(0, H));
    const c = rng.pick(colors);
    if (rng.next() < 0.5) {
      out += `<circle cx="${x}" cy="${y}" r="${rng.int(5, 12)}" fill="${c}"/>`;
    } else {
      out += `<rect x="${x}" y="${y}" width="${rng.int(10, 26)}" height="${rng.int(6, 10)}" fill="${c}" transform="rotate(${rng.int(0, 179)} ${x} ${y})"/>`;
    }
  }
  return out;
}

/** Renders the artwork as an SVG document string (1200×800 viewBox). */
export function renderArtwork(input: ArtworkInput): string {
  const kind: ArtworkKind = isArtworkKind(input.kind) ? input.kind : "event";
  const category = input.category.toLowerCase();
  const seed = hash(`${kind}:${category}:${input.seed}`);
  const rng = makeRng(seed);
  const palette = paletteFor(category);
  const id = seed.toString(36);
  const svg = (defs: string, body: string) =>
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" preserveAspectRatio="xMidYMid slice"><defs>${defs}</defs>${body}</svg>`;

  if (kind === "event" || kind === "place") {
    const scheme = schemeFor(palette, rng.int(0, 2));
    const motif = motifFor(category, hash(category), rng.int(0, 11));
    return svg(sceneDefs(scheme, id), kind === "event" ? eventScene(scheme, rng, id, motif, category) : placeScene(scheme, rng, id, motif, category));
  }
  if (kind === "artist") {
    const scheme = schemeFor(palette, rng.int(0, 2));
    return svg(portraitDefs(scheme, id), portrait(scheme, rng, id, category));
  }
  return svg(...classicArtwork(kind, category, rng, palette, id));
}

/** Blog, raffle and city pictures: gradient, sun, skyline or waves and the category's icon. */
function classicArtwork(kind: "blog" | "raffle" | "city", category: string, rng: Rng, palette: Palette, id: string): [string, string] {
  const [deep, mid, accent, light] = palette;
  const icon = own(CATEGORY_ICON, category) ?? KIND_ICON[kind];
  const angle = rng.int(0, 3);
  const [x1, y1, x2, y2] = [
    [0, 0, 1, 1],
    [1, 0, 0, 1],
    [0, 1, 1, 0],
    [0.5, 0, 0.5, 1],
  ][angle];
  const sunX = r(rng.range(W * 0.2, W * 0.85));
  const sunY = r(rng.range(H * 0.15, H * 0.5));
  const sunR = r(rng.range(140, 240));

  const defs =
    `<linearGradient id="b${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}"><stop offset="0" stop-color="${deep}"/><stop offset="1" stop-color="${mid}"/></linearGradient>` +
    `<radialGradient id="s${id}"><stop offset="0" stop-color="${accent}"/><stop offset="1" stop-color="${accent}" stop-opacity="0"/></radialGradient>` +
    `<pattern id="d${id}" width="28" height="28" patternUnits="userSpaceOnUse"><circle cx="3" cy="3" r="2" fill="${light}"/></pattern>` +
    `<pattern id="w${id}" width="34" height="48" patternUnits="userSpaceOnUse"><rect x="11" y="14" width="11" height="17" rx="2" fill="${accent}"/></pattern>`;

  let body = `<rect width="${W}" height="${H}" fill="url(#b${id})"/>`;
  body += `<rect width="${W}" height="${H}" fill="url(#d${id})" opacity=".12"/>`;
  body += `<circle cx="${sunX}" cy="${sunY}" r="${sunR * 2}" fill="url(#s${id})" opacity=".55"/>`;
  body += `<circle cx="${sunX}" cy="${sunY}" r="${sunR}" fill="${accent}" opacity=".9"/>`;

  let iconX = r(rng.range(150, 260));
  const iconY = r(rng.range(150, 240));
  if (rng.next() < 0.5) iconX = W - iconX;

  if (kind === "city") {
    body += wave(rng, H * 0.6, 30, light, 0.12);
    const line = skyline(rng, H * 0.74, 300, true);
    body += `<path d="${line}" fill="${deep}"/>`;
    body += `<path d="${line}" fill="url(#w${id})" opacity=".3"/>`;
    body += wave(rng, H * 0.86, 22, mid, 0.85);
    body += wave(rng, H * 0.93, 16, deep, 0.9);
  } else if (kind === "blog") {
    body += `<g stroke="${light}" stroke-width="2" opacity=".14">${Array.from({ length: 11 }, (_, i) => `<path d="M${(i + 1) * 100} 0V${H}"/>`).join("")}</g>`;
    body += circles(rng, [light, accent, mid], rng.int(2, 4));
    const split = r(rng.range(W * 0.35, W * 0.65));
    body += `<path d="M${split} ${H}A${W * 0.4} ${W * 0.4} 0 0 1 ${split + r(W * 0.8)} ${H}Z" fill="${deep}" opacity=".55"/>`;
    body += `<rect x="${r(rng.range(60, 200))}" y="${r(rng.range(520, 620))}" width="${r(rng.range(280, 460))}" height="14" rx="7" fill="${light}" opacity=".7"/>`;
    body += wave(rng, H * 0.88, 26, deep, 0.8);
  } else {
    body += confetti(rng, [light, accent, mid, "#ffffff"], 36);
    body += wave(rng, H * 0.85, 30, deep, 0.7);
    return [defs, body + iconBadge(icon, W / 2, H / 2, 150, light, deep)];
  }
  // the city hero carries its skyline alone (text covers its left half, a badge would look generated)
  return [defs, kind === "city" ? body : body + iconBadge(icon, iconX, iconY, r(rng.range(84, 104)), light, deep)];
}

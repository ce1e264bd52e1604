import type { ThemeConfig } from "~/modules/cities/theme-config";

/** A colour as the form takes it: #rrggbb (or #rgb). */
export const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** WCAG 2 relative luminance of #rgb / #rrggbb. */
export function relativeLuminance(hex: string): number {
  const h = hex.replace("#", "");
  const full = h.length === 3 ? h.split("").map((c) => c + c).join("") : h;
  const [r, g, b] = [0, 2, 4].map((i) => {
    const c = Number.parseInt(full.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** WCAG 2 contrast ratio of two colours (1 … 21). */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** WCAG AA for normal text. */
export const AA_RATIO = 4.5;
const WHITE = "#ffffff";
/** The ink colour of the pages (text on accent highlights). */
const INK = "#1f1d2b";

/**
 * The pairs a city's pages put together: white text on the primary and secondary colour (buttons,
 * badges, the header's logo on white) and ink text on the accent colour (highlights).
 */
const PAIRS = [
  { field: "primary_color", label: "Die Primärfarbe", on: WHITE, onLabel: "Weiß" },
  { field: "secondary_color", label: "Die Sekundärfarbe", on: WHITE, onLabel: "Weiß" },
  { field: "accent_color", label: "Die Akzentfarbe", on: INK, onLabel: `dunkler Schrift (${INK})` },
] as const;

export type ContrastProblem = { field: (typeof PAIRS)[number]["field"]; ratio: number; message: string };

const ratioText = (r: number) => `${(Math.floor(r * 10) / 10).toLocaleString("de-DE", { minimumFractionDigits: 1, maximumFractionDigits: 1 })}:1`;

/** Every colour of a theme that is unreadable against what it is shown with, with a German message. */
export function themeContrastProblems(theme: Pick<ThemeConfig, "primary_color" | "secondary_color" | "accent_color">): ContrastProblem[] {
  const problems: ContrastProblem[] = [];
  for (const p of PAIRS) {
    const colour = theme[p.field];
    if (!HEX_COLOR.test(colour)) continue;
    const ratio = contrastRatio(colour, p.on);
    if (ratio < AA_RATIO) {
      problems.push({
        field: p.field,
        ratio,
        message: `${p.label} ${colour.toLowerCase()} ist mit ${p.onLabel} schlecht lesbar: Kontrast ${ratioText(ratio)}, nötig sind mindestens 4,5:1 (WCAG AA). Bitte wählen Sie eine ${p.on === WHITE ? "dunklere" : "hellere"} Farbe.`,
      });
    }
  }
  return problems;
}

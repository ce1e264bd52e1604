import { DEFAULT_THEME, type ThemeConfig } from "~/modules/cities/theme-config";

/** Theme colours as CSS custom properties for the city's pages (override the @theme defaults). */
export function themeStyle(city: { themeConfig: ThemeConfig } | null): Record<string, string> {
  const t = { ...DEFAULT_THEME, ...(city?.themeConfig ?? {}) };
  return {
    "--color-primary": t.primary_color,
    "--color-primary-strong": shade(t.primary_color, -0.22),
    "--color-primary-soft": mix(t.primary_color, 0.9),
    "--color-secondary": t.secondary_color,
    "--color-secondary-soft": mix(t.secondary_color, 0.88),
    "--color-accent": t.accent_color,
    "--color-accent-ink": shade(t.accent_color, -0.45),
  };
}

function hexToRgb(hex: string): [number, number, number] {
  const h = hex.replace("#", "");
  const n = Number.parseInt(h.length === 3 ? h.split("").map((c) => c + c).join("") : h, 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}
const toHex = (rgb: number[]) => `#${rgb.map((v) => Math.round(Math.max(0, Math.min(255, v))).toString(16).padStart(2, "0")).join("")}`;
/** Darken (amount < 0) towards black. */
function shade(hex: string, amount: number): string {
  return toHex(hexToRgb(hex).map((v) => v * (1 + amount)));
}
/** Mix with white: 0.9 → 90 % white. */
function mix(hex: string, white: number): string {
  return toHex(hexToRgb(hex).map((v) => v + (255 - v) * white));
}

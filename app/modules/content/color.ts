/** Text colour with enough contrast on a given background (#rgb / #rrggbb). */
export function readableTextOn(hex: string): string {
  const m = hex.trim().replace("#", "");
  const full = m.length === 3 ? m.split("").map((c) => c + c).join("") : m;
  if (!/^[0-9a-f]{6}$/i.test(full)) return "#ffffff";
  const [r, g, b] = [0, 2, 4].map((i) => {
    const c = Number.parseInt(full.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  const lum = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  // contrast with white ≥ 4.5 needs lum ≤ ~0.183; otherwise use the ink colour
  return lum <= 0.18 ? "#ffffff" : "#1f1d2b";
}

import { Check, TriangleAlert } from "lucide-react";
import { DEFAULT_CITY } from "~/lib/cities";
import { AA_RATIO, contrastRatio, HEX_COLOR } from "~/modules/cities/contrast";
import { CityHero } from "~/modules/cities/components/city-hero";
import type { Landmark } from "~/modules/cities/schema";
import { themeStyle } from "~/modules/cities/theme";
import { DEFAULT_THEME, type ThemeConfig } from "~/modules/cities/theme-config";
import { parseLandmarkLines } from "~/modules/cities/validation";

export type CityDraft = {
  name: string;
  slug: string;
  tagline: string;
  description: string;
  heroImageUrl: string;
  landmarks: string;
  neighborhoods: string;
  primary_color: string;
  secondary_color: string;
  accent_color: string;
};

const colourOr = (v: string, fallback: string) => (HEX_COLOR.test(v.trim()) ? v.trim() : fallback);
const ratio = (r: number) => `${(Math.floor(r * 10) / 10).toLocaleString("de-DE", { minimumFractionDigits: 1 })}:1`;

/**
 * The city's header as visitors will see it, drawn from the form's current values: the real hero
 * component (landmarks, neighbourhoods, texts) under the draft theme, with the header's logo and a
 * button in the primary colour, and the contrast of each colour against the text it carries.
 */
export function CityThemePreview({ draft }: { draft: CityDraft }) {
  const theme: ThemeConfig = {
    ...DEFAULT_THEME,
    primary_color: colourOr(draft.primary_color, DEFAULT_THEME.primary_color),
    secondary_color: colourOr(draft.secondary_color, DEFAULT_THEME.secondary_color),
    accent_color: colourOr(draft.accent_color, DEFAULT_THEME.accent_color),
  };
  const name = draft.name.trim() || "Neue Stadt";
  const landmarks: Landmark[] = parseLandmarkLines(draft.landmarks).map((l) => ({ name: l.name, description: l.description ?? "", latitude: 0, longitude: 0 }));
  const neighborhoods = draft.neighborhoods.split(/\r?\n/).map((n) => n.trim()).filter(Boolean);
  const checks = [
    { label: "Primärfarbe auf Weiß", fg: "#ffffff", bg: theme.primary_color },
    { label: "Sekundärfarbe auf Weiß", fg: "#ffffff", bg: theme.secondary_color },
    { label: "Dunkle Schrift auf Akzentfarbe", fg: "#1f1d2b", bg: theme.accent_color },
  ].map((c) => ({ ...c, ratio: contrastRatio(c.fg, c.bg) }));
  return (
    <div className="flex flex-col gap-4" data-testid="city-theme-preview">
      <div style={themeStyle({ themeConfig: theme }) as React.CSSProperties} className="overflow-hidden rounded-2xl border border-line" aria-label={`Vorschau des Kopfbereichs von ${name}`} role="group">
        <div className="flex h-14 items-center gap-3 border-b border-line bg-paper px-4">
          <span className="font-display text-xl font-bold tracking-tight text-primary">Stadtpuls</span>
          <span className="text-sm font-semibold text-muted">{name}</span>
          <span className="ml-auto inline-flex min-h-9 items-center rounded-full bg-primary px-3 text-sm font-semibold text-white">Anmelden</span>
        </div>
        {/* the hero is the page's h1 on the city page; here it sits inside the admin page */}
        <div className="pointer-events-none [&_h1]:text-3xl md:[&_h1]:text-4xl" inert>
          <CityHero
            city={{ slug: draft.slug || DEFAULT_CITY, name, tagline: draft.tagline, description: draft.description, heroImageUrl: draft.heroImageUrl.trim() || null, landmarks, neighborhoods }}
          />
        </div>
        <div className="flex flex-wrap gap-2 bg-paper px-4 py-3">
          <span className="rounded-full bg-secondary px-3 py-1 text-sm font-semibold text-white">Sekundärfarbe</span>
          <span className="rounded-full bg-accent px-3 py-1 text-sm font-semibold text-ink">Akzentfarbe</span>
        </div>
      </div>
      <ul className="grid gap-2 text-sm sm:grid-cols-3" aria-label="Kontrast nach WCAG AA">
        {checks.map((c) => (
          <li key={c.label} className="flex items-center gap-2 rounded-xl border border-line bg-white px-3 py-2">
            {c.ratio >= AA_RATIO ? <Check aria-hidden="true" className="size-4 shrink-0 text-success" /> : <TriangleAlert aria-hidden="true" className="size-4 shrink-0 text-danger" />}
            <span>
              {c.label}: <strong className="tabular-nums">{ratio(c.ratio)}</strong>
              <span className="sr-only">{c.ratio >= AA_RATIO ? " – ausreichend" : " – zu wenig, mindestens 4,5:1"}</span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

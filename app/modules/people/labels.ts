import { defineEnum, type EnumValue } from "~/lib/enum";
import { isWebUrl } from "~/lib/input";

/** Artist types (spec §3) with their German labels. */
export const ARTIST_TYPE = defineEnum({
  musician: { label: "Musiker:in" },
  band: { label: "Band" },
  comedian: { label: "Comedian" },
  dj: { label: "DJ" },
  speaker: { label: "Speaker" },
  performer: { label: "Performer:in" },
  painter: { label: "Maler:in" },
  photographer: { label: "Fotograf:in" },
});

export type ArtistType = EnumValue<typeof ARTIST_TYPE>;

const SOCIAL_LABELS: Record<string, string> = {
  instagram: "Instagram",
  facebook: "Facebook",
  youtube: "YouTube",
  tiktok: "TikTok",
  spotify: "Spotify",
  soundcloud: "SoundCloud",
  bandcamp: "Bandcamp",
  twitter: "X (Twitter)",
  x: "X",
  mastodon: "Mastodon",
  linkedin: "LinkedIn",
  website: "Website",
};

const SOCIAL_BASE: Record<string, string> = {
  instagram: "https://instagram.com/",
  tiktok: "https://tiktok.com/@",
  twitter: "https://x.com/",
  x: "https://x.com/",
  facebook: "https://facebook.com/",
  youtube: "https://youtube.com/@",
  soundcloud: "https://soundcloud.com/",
};

/** A social-media entry (platform → handle or URL) as label + safe https link; null when unusable. */
export function socialLink(platform: string, value: string): { label: string; href: string; handle: string } | null {
  const label = SOCIAL_LABELS[platform.toLowerCase()] ?? platform;
  const v = value.trim();
  if (!v) return null;
  if (/^[a-z][a-z0-9+.-]*:/i.test(v)) {
    if (!isWebUrl(v)) return null;
    const u = new URL(v);
    return { label, href: u.toString(), handle: u.host + u.pathname.replace(/\/$/, "") };
  }
  const base = SOCIAL_BASE[platform.toLowerCase()];
  if (!base) return null;
  const handle = v.replace(/^@/, "");
  if (!/^[\w.-]{1,100}$/.test(handle)) return null;
  return { label, href: `${base}${handle}`, handle: `@${handle}` };
}

/** "lotte-brandt" → "lotte brandt" (artist look-up by name, spec §7). */
export const slugToName = (slug: string) => slug.replace(/-+/g, " ").trim();

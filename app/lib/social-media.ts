import { z } from "zod";

/**
 * The social platforms of a profile (artist, business) and how each is given: a link on the platform's own
 * domain, or (where the platform has one) a handle. Every other value is refused with the
 * platform's own German hint.
 */
export const SOCIAL_PLATFORMS = {
  instagram: { label: "Instagram", hosts: ["instagram.com"], handle: /^@?[A-Za-z0-9._]{1,30}$/, hint: "@name oder https://instagram.com/name" },
  tiktok: { label: "TikTok", hosts: ["tiktok.com"], handle: /^@?[A-Za-z0-9._]{2,24}$/, hint: "@name oder https://tiktok.com/@name" },
  youtube: { label: "YouTube", hosts: ["youtube.com", "youtu.be"], handle: /^@[A-Za-z0-9._-]{3,30}$/, hint: "@kanal oder https://youtube.com/@kanal" },
  facebook: { label: "Facebook", hosts: ["facebook.com", "fb.com"], handle: null, hint: "https://facebook.com/seite" },
  spotify: { label: "Spotify", hosts: ["open.spotify.com"], handle: null, hint: "https://open.spotify.com/artist/…" },
  soundcloud: { label: "SoundCloud", hosts: ["soundcloud.com"], handle: /^@?[a-z0-9_-]{3,25}$/, hint: "@name oder https://soundcloud.com/name" },
  bandcamp: { label: "Bandcamp", hosts: ["bandcamp.com"], handle: null, hint: "https://name.bandcamp.com" },
} as const;
export type SocialPlatform = keyof typeof SOCIAL_PLATFORMS;

function onHost(value: string, hosts: readonly string[]): boolean {
  try {
    const url = new URL(value);
    const host = url.hostname.toLowerCase().replace(/^www\./, "");
    return (url.protocol === "https:" || url.protocol === "http:") && hosts.some((h) => host === h || host.endsWith(`.${h}`));
  } catch {
    return false;
  }
}

const socialField = (platform: SocialPlatform) => {
  const p = SOCIAL_PLATFORMS[platform];
  return z
    .string()
    .trim()
    .max(200, `${p.label} darf höchstens 200 Zeichen lang sein.`)
    .default("")
    .transform((v) => v || undefined).refine(
    (v) => !v || onHost(v, p.hosts) || (p.handle !== null && p.handle.test(v)),
    `${p.label}: Bitte geben Sie ${p.hint} an.`,
  );
};

/** The social links of a profile: one optional field per platform, each checked by its platform's rule. */
export const socialMediaSchema = z
  .object(Object.fromEntries(Object.keys(SOCIAL_PLATFORMS).map((k) => [k, socialField(k as SocialPlatform)])) as { [K in SocialPlatform]: ReturnType<typeof socialField> })
  .prefault({});

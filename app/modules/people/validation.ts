import { z } from "zod";
import { defineList, type ListParams } from "~/lib/list/list-spec";
import { zImageAlt, zImageFile, refineImageAlt } from "~/ui/back-office/image-upload";
import { ARTIST_TYPE } from "~/modules/people/labels";

const optionalText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${label} darf höchstens ${max.toLocaleString("de-DE")} Zeichen lang sein.`)
    // an empty or missing field is posted as "" and stored as nothing: the form always says every field
    .default("")
    .transform((v) => v || undefined);

const optionalUrl = (label: string) =>
  optionalText(label, 300).refine((v) => !v || /^https?:\/\/[^\s/$.?#][^\s]*\.[^\s]+$/i.test(v), `${label}: Bitte geben Sie eine vollständige Adresse mit https:// ein.`);

const optionalEmail = (label: string) =>
  optionalText(label, 254)
    .transform((v) => v?.toLowerCase())
    .refine((v) => !v || z.email().safeParse(v).success, `${label}: Bitte geben Sie eine gültige E-Mail-Adresse ein.`);

/**
 * The social platforms of an artist profile and how each is given: a link on the platform's own
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
  return optionalText(p.label, 200).refine(
    (v) => !v || onHost(v, p.hosts) || (p.handle !== null && p.handle.test(v)),
    `${p.label}: Bitte geben Sie ${p.hint} an.`,
  );
};

const checkbox = z.preprocess((v) => v === "on" || v === "true" || v === true, z.boolean()).default(false);

/** Every field of an artist (spec §3), as the admin's form posts it. */
export const artistFormSchema = z
  .object({
    name: z.string({ error: "Bitte geben Sie einen Namen ein." }).trim().min(2, "Der Name muss mindestens 2 Zeichen lang sein.").max(120, "Der Name darf höchstens 120 Zeichen lang sein."),
    slug: optionalText("Die Adresse", 100).refine((v) => !v || /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(v), "Die Adresse darf nur Kleinbuchstaben, Ziffern und einzelne Bindestriche enthalten."),
    type: z.enum(ARTIST_TYPE.values, { error: "Bitte wählen Sie, was für ein Artist das ist." }),
    genre: optionalText("Das Genre", 80),
    bio: z.string().trim().max(5000, "Die Biografie darf höchstens 5.000 Zeichen lang sein.").optional().default(""),
    location: optionalText("Der Ort", 120),
    cityId: optionalText("Die Stadt", 40),
    email: optionalEmail("E-Mail"),
    phone: optionalText("Die Telefonnummer", 40).refine((v) => !v || /^[+\d][\d\s/()-]{4,39}$/.test(v), "Bitte geben Sie eine Telefonnummer mit Ziffern an (z. B. +49 451 123456)."),
    website: optionalUrl("Website"),
    socialMedia: z
      .object(Object.fromEntries(Object.keys(SOCIAL_PLATFORMS).map((k) => [k, socialField(k as SocialPlatform)])) as { [K in SocialPlatform]: ReturnType<typeof socialField> })
      .prefault({}),
    availableForBooking: checkbox,
    bookingPriceRange: optionalText("Die Preisspanne", 80),
    bookingContactEmail: optionalEmail("Booking-E-Mail"),
    bookingRequirements: optionalText("Die Anforderungen", 2000),
    isVerified: checkbox,
    isFeatured: checkbox,
    isActive: checkbox,
    image: zImageFile,
    imageAlt: zImageAlt,
    imageUrl: optionalText("Das Bild", 500),
  })
  .superRefine(refineImageAlt("image", "imageAlt", "imageUrl"));
export type ArtistFormValues = z.output<typeof artistFormSchema>;

const yesNo = z.enum(["yes", "no"]);

/** The admin's artist list: search by name or genre, filters, sort. */
export const artistList = defineList({
  sortable: ["name", "type", "created"],
  defaultSort: "name",
  filters: { type: ARTIST_TYPE.schema, verified: yesNo, featured: yesNo, active: yesNo, city: z.string().regex(/^[a-z0-9-]{1,40}$/) },
  pageSize: 25,
});
export type ArtistListParams = ListParams<(typeof artistList.sortable)[number], NonNullable<typeof artistList.filters>>;

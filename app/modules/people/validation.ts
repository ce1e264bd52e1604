import { z } from "zod";
import { defineList, type ListParams } from "~/lib/list/list-spec";
import { zImageAlt, zImageFile, refineImageAlt } from "~/ui/back-office/image-upload";
import { ARTIST_TYPE } from "~/modules/people/labels";
import { socialMediaSchema } from "~/lib/social-media";

export { SOCIAL_PLATFORMS, type SocialPlatform } from "~/lib/social-media";

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
    socialMedia: socialMediaSchema,
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

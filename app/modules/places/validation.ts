import { z } from "zod";
import { cityIdField } from "~/modules/cities/city-field";
import { isImageSrc, multiLine, oneLine, zDecimal, zInteger, zWebUrl, WEB_URL_MESSAGE } from "~/lib/input";
import { defineList, type ListParams } from "~/lib/list/list-spec";
import { AMENITY, PLACE_CATEGORY, PLACE_CATEGORY_LABELS, VENUE_TYPE_LABELS } from "~/modules/places/labels";
import { openingHoursSchema } from "~/modules/places/opening-hours";
import { refineImageAlt, zImageAlt, zImageFile } from "~/ui/back-office/image-upload";

const line = (max: number) => oneLine(z.string().trim().max(max, `Höchstens ${max.toLocaleString("de-DE")} Zeichen.`)).optional();
const PLACE_CATEGORIES = Object.keys(PLACE_CATEGORY_LABELS) as [string, ...string[]];
const VENUE_TYPES = Object.keys(VENUE_TYPE_LABELS) as [string, ...string[]];
const checkbox = z.preprocess((v) => v === "on" || v === "true" || v === true, z.boolean()).default(false);

/**
 * A place (spec §3 Location) as the admin's place form posts it — and as the bulk import reads a
 * row. Coordinates are optional (a place without them is found by its address, not on the map).
 */
const placeFields = z
  .object({
    name: oneLine(z.string({ error: "Bitte geben Sie einen Namen ein." }).trim().min(2, "Der Name muss mindestens 2 Zeichen lang sein.").max(160, "Höchstens 160 Zeichen.")),
    slug: z
      .string()
      .trim()
      .max(120, "Höchstens 120 Zeichen.")
      .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "Die Adresse (Slug) darf nur Kleinbuchstaben, Ziffern und einzelne Bindestriche enthalten.")
      .optional(),
    category: z.enum(PLACE_CATEGORIES, { error: `Bitte wählen Sie eine Kategorie: ${Object.values(PLACE_CATEGORY_LABELS).join(", ")}.` }).default("venue"),
    venueType: z.enum(VENUE_TYPES, { error: "Bitte wählen Sie drinnen, draußen oder beides." }).default("indoor"),
    cityId: cityIdField(),
    city: line(100),
    streetAddress: line(200),
    postalCode: z.string().trim().regex(/^\d{5}$/, "Bitte geben Sie eine fünfstellige Postleitzahl ein.").optional(),
    shortDescription: line(300),
    description: multiLine(z.string().trim().max(10_000, "Höchstens 10.000 Zeichen.")).optional(),
    phone: z.string().trim().regex(/^[+\d][\d\s/()-]{4,39}$/, "Bitte geben Sie eine Telefonnummer mit Ziffern an (z. B. +49 451 123456).").optional(),
    email: z.string().trim().max(254).email("Bitte geben Sie eine gültige E-Mail-Adresse ein.").optional(),
    website: zWebUrl(WEB_URL_MESSAGE).optional(),
    capacity: zInteger("Bitte geben Sie die Kapazität als ganze Zahl an.").pipe(z.number().min(1, "Mindestens 1.").max(1_000_000, "Höchstens 1.000.000.")).optional(),
    latitude: zDecimal("Ungültige Koordinate.").pipe(z.number().min(-90, "Ungültige Koordinate.").max(90, "Ungültige Koordinate.")).optional(),
    longitude: zDecimal("Ungültige Koordinate.").pipe(z.number().min(-180, "Ungültige Koordinate.").max(180, "Ungültige Koordinate.")).optional(),
    imageUrl: z.string().max(500).refine(isImageSrc, "Ungültige Bildadresse.").optional(),
    // the admin's form (the import leaves these as they are)
    priceLevel: zInteger("Bitte wählen Sie ein Preisniveau.").pipe(z.number().min(1, "Bitte wählen Sie ein Preisniveau von € bis €€€€.").max(4, "Bitte wählen Sie ein Preisniveau von € bis €€€€.")).optional(),
    amenities: z
      .preprocess((v) => (v === undefined || v === "" ? [] : Array.isArray(v) ? v : [v]), z.array(AMENITY.schema, { error: "Bitte wählen Sie nur Ausstattung aus der Liste." }).max(AMENITY.values.length))
      .default([]),
    openingHours: openingHoursSchema,
    image: zImageFile,
    imageAlt: zImageAlt,
    featuredImage: zImageFile,
    featuredImageAlt: zImageAlt,
    featuredImageUrl: z.string().max(500).refine(isImageSrc, "Ungültige Bildadresse.").optional(),
    isVerified: checkbox,
    isActive: checkbox,
  });
export const placeFormSchema = placeFields
  .superRefine(refineImageAlt("image", "imageAlt", "imageUrl"))
  .superRefine(refineImageAlt("featuredImage", "featuredImageAlt", "featuredImageUrl"))
  .superRefine((p, ctx) => {
    if ((p.latitude === undefined) !== (p.longitude === undefined)) {
      ctx.addIssue({ code: "custom", path: [p.latitude === undefined ? "latitude" : "longitude"], message: "Bitte geben Sie Breiten- und Längengrad zusammen an." });
    }
  });
export type PlaceFormValues = z.output<typeof placeFormSchema>;

/**
 * What a business owner edits of a place they run (spec §2.3 Bearbeiten): the admin form's fields
 * without slug, category, address, city, coordinates, verified and active (admin-only), and without
 * capacity and venue type (the venue settings page).
 */
export const ownerPlaceFormSchema = placeFields
  .pick({
    name: true,
    shortDescription: true,
    description: true,
    phone: true,
    email: true,
    website: true,
    priceLevel: true,
    amenities: true,
    openingHours: true,
    image: true,
    imageAlt: true,
    imageUrl: true,
    featuredImage: true,
    featuredImageAlt: true,
    featuredImageUrl: true,
  })
  .superRefine(refineImageAlt("image", "imageAlt", "imageUrl"))
  .superRefine(refineImageAlt("featuredImage", "featuredImageAlt", "featuredImageUrl"));
export type OwnerPlaceFormValues = z.output<typeof ownerPlaceFormSchema>;

/** The venue settings page (spec §2.3): capacity, venue type, visibility ("öffentlich sichtbar"). */
export const venueSettingsSchema = placeFields.pick({ capacity: true, venueType: true, isActive: true });
export type VenueSettingsValues = z.output<typeof venueSettingsSchema>;

const yesNo = z.enum(["yes", "no"]);

/** The admin's locations and places lists (one spec, each list narrows the categories). */
export const placeList = defineList({
  sortable: ["name", "city", "category", "created"],
  defaultSort: "name",
  filters: { city: z.string().regex(/^[a-z0-9-]{1,40}$/), category: PLACE_CATEGORY.schema, venueType: z.enum(VENUE_TYPES), verified: yesNo, active: yesNo, managed: yesNo },
});
export type PlaceListParams = ListParams<(typeof placeList.sortable)[number], NonNullable<typeof placeList.filters>>;

/** Adding a manager to a place: the person's e-mail address. */
export const addManagerSchema = z.object({
  email: z
    .string({ error: "Bitte geben Sie eine E-Mail-Adresse ein." })
    .trim()
    .toLowerCase()
    .max(254, "Höchstens 254 Zeichen.")
    .email("Bitte geben Sie eine gültige E-Mail-Adresse ein."),
  /** Only for an address without an account: the invitation names the person. */
  name: oneLine(z.string().trim().max(120, "Höchstens 120 Zeichen.")).optional(),
});

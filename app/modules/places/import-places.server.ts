import { eq } from "drizzle-orm";
import { CITY_IDS, CITY_NAMES } from "~/lib/cities";
import { cell, decimalCell, issuesOf, rowBefore, undoRow, type ImportTarget } from "~/lib/import-target";
import { freeSlug } from "~/lib/unique-slug.server";
import { slugify } from "~/lib/slugify";
import { PLACE_CATEGORY_LABELS, VENUE_TYPE_LABELS } from "~/modules/places/labels";
import { locations } from "~/modules/places/schema";
import { placeFormSchema, type PlaceFormValues } from "~/modules/places/validation";

/** A cell given as value or German label of a label table ("Konzertsaal" → concert_hall). */
const byLabel = (labels: Record<string, string>, v: string | undefined) => {
  if (!v) return undefined;
  const lower = v.toLowerCase();
  return Object.keys(labels).find((k) => k === lower || labels[k]!.toLowerCase() === lower) ?? v;
};
const cityValue = (v: string | undefined) => {
  if (!v) return undefined;
  const lower = v.toLowerCase();
  return CITY_IDS.find((id) => id === lower || CITY_NAMES[id].toLowerCase() === lower) ?? v;
};

/** Places from a file, checked with the place form's schema (placeFormSchema). */
export const placeImport: ImportTarget<PlaceFormValues> = {
  fields: [
    { key: "name", label: "Name", aliases: ["name", "ort", "location", "place"], required: true },
    { key: "slug", label: "Adresse (Slug)", aliases: ["slug"] },
    { key: "category", label: "Kategorie", aliases: ["category", "kategorie"] },
    { key: "venueType", label: "Drinnen/draußen", aliases: ["venuetype", "typ"] },
    { key: "cityId", label: "Stadt", aliases: ["cityid", "stadt"], required: true },
    { key: "city", label: "Ort (Adresse)", aliases: ["city", "gemeinde"] },
    { key: "streetAddress", label: "Straße", aliases: ["streetaddress", "street", "straße", "strasse", "adresse", "anschrift"] },
    { key: "postalCode", label: "Postleitzahl", aliases: ["postalcode", "plz", "postleitzahl"] },
    { key: "shortDescription", label: "Kurzbeschreibung", aliases: ["shortdescription", "kurzbeschreibung"] },
    { key: "description", label: "Beschreibung", aliases: ["description", "beschreibung"] },
    { key: "phone", label: "Telefon", aliases: ["phone", "telefon"] },
    { key: "email", label: "E-Mail", aliases: ["email", "mail"] },
    { key: "website", label: "Website", aliases: ["website", "webseite", "url"] },
    { key: "capacity", label: "Kapazität", aliases: ["capacity", "kapazität", "plätze"] },
    { key: "latitude", label: "Breitengrad", aliases: ["latitude", "lat", "breitengrad"] },
    { key: "longitude", label: "Längengrad", aliases: ["longitude", "lng", "lon", "längengrad"] },
    { key: "imageUrl", label: "Bild-URL", aliases: ["imageurl", "bild", "image"] },
  ],
  parse(record) {
    const input = {
      ...Object.fromEntries(this.fields.map((f) => [f.key, cell(record, f.key)])),
      slug: cell(record, "slug")?.toLowerCase(),
      category: byLabel(PLACE_CATEGORY_LABELS, cell(record, "category")),
      venueType: byLabel(VENUE_TYPE_LABELS, cell(record, "venueType")),
      cityId: cityValue(cell(record, "cityId")),
      latitude: decimalCell(record, "latitude"),
      longitude: decimalCell(record, "longitude"),
    };
    const r = placeFormSchema.safeParse(input);
    if (!r.success) return { ok: false, issues: issuesOf(r.error) };
    return { ok: true, values: r.data, slug: r.data.slug ?? null };
  },
  async write(tx, v, ctx) {
    const columns = {
      name: v.name,
      category: v.category,
      venueType: v.venueType,
      cityId: v.cityId,
      city: v.city ?? CITY_NAMES[v.cityId],
      streetAddress: v.streetAddress ?? "",
      postalCode: v.postalCode ?? "",
      shortDescription: v.shortDescription ?? "",
      description: v.description ?? "",
      phone: v.phone ?? null,
      email: v.email ?? null,
      website: v.website ?? null,
      capacity: v.capacity ?? null,
      latitude: v.latitude ?? null,
      longitude: v.longitude ?? null,
      imageUrl: v.imageUrl ?? null,
    };
    const [existing] = v.slug ? await tx.select({ id: locations.id }).from(locations).where(eq(locations.slug, v.slug)).limit(1) : [];
    if (existing) {
      const before = await rowBefore(tx, locations, existing.id);
      await tx.update(locations).set({ ...columns, updatedAt: new Date() }).where(eq(locations.id, existing.id));
      return { id: existing.id, created: false, before };
    }
    const slug = v.slug ?? (await freeSlug(tx, locations, slugify(`${v.name} ${columns.city}`, { max: 80, fallback: "ort" })));
    const [created] = await tx.insert(locations).values({ ...columns, slug, createdBy: ctx.actorId }).returning({ id: locations.id });
    return { id: created!.id, created: true, before: null };
  },
  undo: (tx, written) => undoRow(tx, locations, written),
};

import { eq } from "drizzle-orm";
import { AppError } from "~/lib/app-error";
import { CITY_NAMES } from "~/lib/cities";
import { db, type DbOrTx } from "~/lib/db.server";
import { isUniqueViolation } from "~/lib/db-errors";
import { slugify } from "~/lib/slugify";
import { freeSlug, slugTaken } from "~/lib/unique-slug.server";
import type { Actor } from "~/modules/accounts/actor";
import { audit } from "~/modules/audit/audit.server";
import { recordSlugChange, releaseSlug } from "~/modules/cities/queries.server";
import { saveUploadedImage } from "~/modules/media/upload-image.server";
import { geocode } from "~/modules/places/geocode.server";
import { assertCan } from "~/modules/places/permissions";
import { locations } from "~/modules/places/schema";
import type { PlaceFormValues } from "~/modules/places/validation";

type Row = typeof locations.$inferSelect;
export type PlaceFlags = Partial<Pick<Row, "isVerified" | "isActive">>;

/**
 * Creates a place (no `id`) or saves the whole form of one (`id`). Admins only, audited.
 * Coordinates: when the form brings none, or the address changed while the pin stayed where it
 * was, the address is geocoded (our places, an optional external geocoder, else the embedded
 * postal-code points). A pin the admin moved is kept as it is.
 */
export async function savePlace(input: { actor: Actor; id?: string; values: PlaceFormValues }) {
  const { actor, id, values } = input;
  assertCan(actor, id ? "place.update" : "place.create");
  const [image, featured] = await Promise.all([
    values.image ? saveUploadedImage({ actor, file: values.image, altText: values.imageAlt || values.name, purpose: "location", fieldName: "image" }) : null,
    values.featuredImage ? saveUploadedImage({ actor, file: values.featuredImage, altText: values.featuredImageAlt || values.name, purpose: "location", fieldName: "featuredImage" }) : null,
  ]);
  const columns = toColumns(values, image?.url, featured?.url);
  const [existing] = id ? await db.select().from(locations).where(eq(locations.id, id)).limit(1) : [];
  if (id && !existing) throw new AppError("PLACE_NOT_FOUND");
  Object.assign(columns, await coordinates(values, existing, id));

  try {
    return await db.transaction(async (tx) => {
      if (!id) {
        if (values.slug && (await slugTaken(tx, locations, values.slug))) throw new AppError("PLACE_SLUG_TAKEN", { field: "slug" });
        const slug = values.slug || (await freeSlug(tx, locations, slugify(values.name, { max: 80, fallback: "ort" })));
        const [created] = await tx.insert(locations).values({ ...columns, slug, createdBy: actor.id }).returning();
        await releaseSlug(tx, "place", created!.slug);
        await audit(tx, actor, "location.created", { type: "location", id: created!.id }, null, snapshot(created!));
        return { id: created!.id, slug: created!.slug, category: created!.category };
      }
      const [before] = await tx.select().from(locations).where(eq(locations.id, id)).for("update");
      if (!before) throw new AppError("PLACE_NOT_FOUND");
      const slug = values.slug || before.slug;
      if (slug !== before.slug && (await slugTaken(tx, locations, slug, id))) throw new AppError("PLACE_SLUG_TAKEN", { field: "slug" });
      const [after] = await tx.update(locations).set({ ...columns, slug, updatedAt: new Date() }).where(eq(locations.id, id)).returning();
      await recordSlugChange(tx, "place", id, before.slug, after!.slug);
      await auditChanges(tx, actor, before, after!);
      return { id, slug: after!.slug, category: after!.category };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError("PLACE_SLUG_TAKEN", { field: "slug" });
    throw error;
  }
}

/** The list's row and bulk actions: verify, activate, deactivate — audited like the form. */
export async function setPlaceFlags(input: { actor: Actor; id: string; flags: PlaceFlags }) {
  assertCan(input.actor, "place.update");
  return changePlaceColumns(input.actor, input.id, input.flags);
}

/**
 * Changes some columns of one place in one transaction, audited like the form (only the changed
 * fields). The caller has checked the permission (the admin's, or the business owner's scope).
 */
export async function changePlaceColumns(actor: Actor, id: string, changes: Partial<Omit<Row, "id" | "slug" | "createdAt" | "createdBy">>) {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(locations).where(eq(locations.id, id)).for("update");
    if (!before) throw new AppError("PLACE_NOT_FOUND");
    const [after] = await tx.update(locations).set({ ...changes, updatedAt: new Date() }).where(eq(locations.id, id)).returning();
    await auditChanges(tx, actor, before, after!);
    return { id, slug: after!.slug, cityId: after!.cityId };
  });
}

async function auditChanges(tx: DbOrTx, actor: Actor, before: Row, after: Row) {
  const b = snapshot(before);
  const a = snapshot(after);
  const keys = (Object.keys(a) as Array<keyof typeof a>).filter((k) => JSON.stringify(b[k]) !== JSON.stringify(a[k]));
  if (keys.length) {
    await audit(tx, actor, "location.updated", { type: "location", id: after.id }, Object.fromEntries(keys.map((k) => [k, b[k]])), Object.fromEntries(keys.map((k) => [k, a[k]])));
  }
}

/** The form's fields as columns (every field: an emptied one clears its column). */
function toColumns(v: PlaceFormValues, imageUrl?: string, featuredImageUrl?: string) {
  return {
    name: v.name,
    category: v.category,
    venueType: v.venueType,
    cityId: v.cityId,
    city: v.city || CITY_NAMES[v.cityId],
    streetAddress: v.streetAddress ?? "",
    postalCode: v.postalCode ?? "",
    shortDescription: v.shortDescription ?? "",
    description: v.description ?? "",
    phone: v.phone ?? null,
    email: v.email ?? null,
    website: v.website ?? null,
    capacity: v.capacity ?? null,
    priceLevel: v.priceLevel ?? null,
    amenities: v.amenities,
    openingHours: v.openingHours,
    imageUrl: imageUrl ?? v.imageUrl ?? null,
    featuredImageUrl: featuredImageUrl ?? v.featuredImageUrl ?? null,
    isVerified: v.isVerified,
    isActive: v.isActive,
    latitude: v.latitude ?? null,
    longitude: v.longitude ?? null,
  };
}

const addressOf = (p: { streetAddress?: string | null; postalCode?: string | null; city?: string | null }) =>
  [p.streetAddress, [p.postalCode, p.city].filter(Boolean).join(" ")].filter(Boolean).join(", ");

/** The coordinates to store: the admin's pin, or the geocoded address (see savePlace). */
async function coordinates(v: PlaceFormValues, before: Row | undefined, id: string | undefined): Promise<{ latitude: number | null; longitude: number | null }> {
  const given = v.latitude !== undefined && v.longitude !== undefined;
  const address = addressOf({ streetAddress: v.streetAddress, postalCode: v.postalCode, city: v.city || CITY_NAMES[v.cityId] });
  const addressChanged = before ? address !== addressOf(before) : true;
  const pinMoved = !before || v.latitude !== (before.latitude ?? undefined) || v.longitude !== (before.longitude ?? undefined);
  if (given && (pinMoved || !addressChanged)) return { latitude: v.latitude!, longitude: v.longitude! };
  if (!v.streetAddress && !v.postalCode) return { latitude: v.latitude ?? null, longitude: v.longitude ?? null };
  const hit = (await geocode(address)).find((s) => s.venueId !== id);
  return hit ? { latitude: hit.latitude, longitude: hit.longitude } : { latitude: v.latitude ?? null, longitude: v.longitude ?? null };
}

function snapshot(r: Row) {
  return {
    name: r.name,
    slug: r.slug,
    category: r.category,
    venueType: r.venueType,
    cityId: r.cityId,
    city: r.city,
    streetAddress: r.streetAddress,
    postalCode: r.postalCode,
    shortDescription: r.shortDescription,
    description: r.description,
    phone: r.phone,
    email: r.email,
    website: r.website,
    capacity: r.capacity,
    priceLevel: r.priceLevel,
    amenities: r.amenities,
    openingHours: r.openingHours,
    imageUrl: r.imageUrl,
    featuredImageUrl: r.featuredImageUrl,
    latitude: r.latitude,
    longitude: r.longitude,
    isVerified: r.isVerified,
    isActive: r.isActive,
  };
}

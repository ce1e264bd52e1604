import { and, asc, desc, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import { AppError } from "~/lib/app-error";
import { db } from "~/lib/db.server";
import { movedPermanently, slugRedirectTarget } from "~/modules/cities/queries.server";
import type { Actor } from "~/modules/accounts/actor";
import { assertCan } from "~/modules/places/permissions";
import { preferUploaded } from "~/modules/media/image-choice";
import { businessProfiles, locations } from "~/modules/places/schema";
import { UUID_RE } from "~/lib/input";

const likeEscape = (s: string) => s.replace(/[\\%_]/g, (m) => `\\${m}`);

export type PlaceCardData = {
  id: string;
  slug: string;
  name: string;
  shortDescription: string;
  imageUrl: string;
  category: string;
  venueType: string;
  city: string;
  streetAddress: string;
  averageRating: number;
  reviewCount: number;
  priceLevel: number | null;
  isVerified: boolean;
  isFeatured: boolean;
};

export const placeImage = (p: { imageUrl: string | null; category: string; slug: string }) =>
  preferUploaded([p.imageUrl], `/art/place/${p.category}/${p.slug}.svg`);

/** The place page's title image: an uploaded title or card image beats artwork in either column. */
export const placeTitleImage = (p: { featuredImageUrl: string | null; imageUrl: string | null; category: string; slug: string }) =>
  preferUploaded([p.featuredImageUrl, p.imageUrl], placeImage(p));

const cardCols = {
  id: locations.id,
  slug: locations.slug,
  name: locations.name,
  shortDescription: locations.shortDescription,
  imageUrl: locations.imageUrl,
  category: locations.category,
  venueType: locations.venueType,
  city: locations.city,
  streetAddress: locations.streetAddress,
  averageRating: locations.averageRating,
  reviewCount: locations.reviewCount,
  priceLevel: locations.priceLevel,
  isVerified: locations.isVerified,
  isFeatured: locations.isFeatured,
};

/** Active places of a city, featured first then by name; filters by category, venue type and text. */
export async function listPlaces(f: { cityId: string; category?: string; type?: string; q?: string; page?: number; pageSize?: number }) {
  const pageSize = f.pageSize ?? 24;
  const page = Math.max(1, f.page ?? 1);
  const where: SQL[] = [eq(locations.isActive, true), eq(locations.cityId, f.cityId)];
  if (f.category) where.push(eq(locations.category, f.category));
  if (f.type) where.push(eq(locations.venueType, f.type));
  if (f.q) {
    const p = `%${likeEscape(f.q)}%`;
    where.push(or(ilike(locations.name, p), ilike(locations.shortDescription, p), ilike(locations.streetAddress, p))!);
  }
  const rows = await db
    .select(cardCols)
    .from(locations)
    .where(and(...where))
    .orderBy(desc(locations.isFeatured), asc(locations.name))
    .limit(pageSize + 1)
    .offset((page - 1) * pageSize);
  return {
    places: rows.slice(0, pageSize).map((r) => ({ ...r, imageUrl: placeImage(r) }) satisfies PlaceCardData),
    page,
    hasNext: rows.length > pageSize,
  };
}

/** Categories and venue types that occur among a city's active places (filter options). */
export async function placeFacets(cityId: string) {
  const rows = await db
    .select({ category: locations.category, venueType: locations.venueType, n: sql<number>`count(*)::int` })
    .from(locations)
    .where(and(eq(locations.isActive, true), eq(locations.cityId, cityId)))
    .groupBy(locations.category, locations.venueType);
  const categories = [...new Set(rows.map((r) => r.category))].sort();
  const types = [...new Set(rows.map((r) => r.venueType))].sort();
  return { categories, types };
}

/**
 * One active place by slug, or 'Ort nicht gefunden'. With the page's `url`, an old slug of a place
 * (its slug was changed) answers with a thrown 301 to the current address instead.
 */
export async function getPlaceBySlug(slug: string, url?: string) {
  if (!slug || slug.length > 200) throw new AppError("PLACE_NOT_FOUND");
  const [row] = await db
    .select()
    .from(locations)
    .where(and(eq(locations.slug, slug), eq(locations.isActive, true)))
    .limit(1);
  if (row) return row;
  const moved = url ? await currentPlaceSlug(slug) : null;
  if (moved) throw movedPermanently(url!, slug, moved, "places");
  throw new AppError("PLACE_NOT_FOUND");
}

/** The current slug of the active place an old slug leads to, or null. */
export async function currentPlaceSlug(oldSlug: string): Promise<string | null> {
  const id = await slugRedirectTarget("place", oldSlug);
  if (!id || !UUID_RE.test(id)) return null;
  const [row] = await db.select({ slug: locations.slug }).from(locations).where(and(eq(locations.id, id), eq(locations.isActive, true))).limit(1);
  return row?.slug ?? null;
}

/** The owner's dashboard of one business profile; NOT_FOUND for someone else's (admins see every one). */
export async function getBusinessDashboardView(actor: Actor, profileId: string) {
  if (!UUID_RE.test(profileId)) throw new AppError("BUSINESS_NOT_FOUND");
  const [row] = await db
    .select({
      id: businessProfiles.id,
      name: businessProfiles.name,
      description: businessProfiles.description,
      ownerId: businessProfiles.ownerId,
      isActive: businessProfiles.isActive,
      isVerified: businessProfiles.isVerified,
      placeSlug: locations.slug,
      placeName: locations.name,
      rating: locations.averageRating,
      reviews: locations.reviewCount,
    })
    .from(businessProfiles)
    .leftJoin(locations, eq(locations.id, businessProfiles.locationId))
    .where(eq(businessProfiles.id, profileId))
    .limit(1);
  assertCan(actor, "businessProfile.view", { ownerId: row?.ownerId ?? null });
  if (!row) throw new AppError("BUSINESS_NOT_FOUND");
  return row;
}

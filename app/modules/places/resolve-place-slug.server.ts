import { and, eq } from "drizzle-orm";
import { db } from "~/lib/db.server";
import { UUID_RE } from "~/lib/input";
import { slugRedirectTarget } from "~/modules/cities/queries.server";
import { currentPlaceSlug } from "~/modules/places/queries.server";
import { businessProfiles, locations } from "~/modules/places/schema";

/**
 * Where /locations/{slug} and /businesses/{slug} lead: the place page of the location with that
 * slug, or of the place a business profile is linked to. Null when there is none.
 */
export async function resolvePlaceSlug(kind: "location" | "business", slug: string): Promise<{ slug: string; name: string } | null> {
  if (!slug || slug.length > 200) return null;
  const [loc] = await db
    .select({ slug: locations.slug, name: locations.name })
    .from(locations)
    .where(and(eq(locations.slug, slug), eq(locations.isActive, true)))
    .limit(1);
  if (loc) return loc;
  if (kind === "business") {
    const [biz] = await db
      .select({ slug: locations.slug, name: businessProfiles.name })
      .from(businessProfiles)
      .innerJoin(locations, eq(locations.id, businessProfiles.locationId))
      .where(and(eq(businessProfiles.slug, slug), eq(businessProfiles.isActive, true)))
      .limit(1);
    if (biz) return biz;
  }
  // an old slug (the place's or the business profile's was changed) leads to where it lives now
  const moved = kind === "business" ? await movedBusinessPlace(slug) : null;
  if (moved) return moved;
  const placeSlug = await currentPlaceSlug(slug);
  if (!placeSlug) return null;
  const [loc2] = await db.select({ slug: locations.slug, name: locations.name }).from(locations).where(eq(locations.slug, placeSlug)).limit(1);
  return loc2 ?? null;
}

async function movedBusinessPlace(oldSlug: string): Promise<{ slug: string; name: string } | null> {
  const id = await slugRedirectTarget("business", oldSlug);
  if (!id || !UUID_RE.test(id)) return null;
  const [biz] = await db
    .select({ slug: locations.slug, name: businessProfiles.name })
    .from(businessProfiles)
    .innerJoin(locations, eq(locations.id, businessProfiles.locationId))
    .where(and(eq(businessProfiles.id, id), eq(businessProfiles.isActive, true), eq(locations.isActive, true)))
    .limit(1);
  return biz ?? null;
}

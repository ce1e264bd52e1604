import { and, eq } from "drizzle-orm";
import { db } from "~/lib/db.server";
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
  return null;
}

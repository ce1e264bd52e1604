/** Factories for discovery tests: places, artists, organizers, blog posts, business profiles. */
import crypto from "node:crypto";
import { db } from "~/lib/db.server";
import { blogPosts } from "~/modules/content/schema";
import { artists, organizers } from "~/modules/people/schema";
import { businessProfiles } from "~/modules/places/schema";
import { makeCity } from "./index";

const rand = () => crypto.randomBytes(4).toString("hex");

export async function makeArtist(over: Partial<typeof artists.$inferInsert> = {}) {
  await makeCity();
  const name = over.name ?? `Artist ${rand()}`;
  const [row] = await db
    .insert(artists)
    .values({ name, slug: over.slug ?? `artist-${rand()}`, type: "musician", bio: "Spielt Musik.", cityId: "luebeck", ...over })
    .returning();
  return row;
}

export async function makeOrganizer(over: Partial<typeof organizers.$inferInsert> = {}) {
  await makeCity();
  const [row] = await db
    .insert(organizers)
    .values({ name: over.name ?? `Veranstalter ${rand()}`, slug: over.slug ?? `veranstalter-${rand()}`, cityId: "luebeck", ...over })
    .returning();
  return row;
}

export async function makeBlogPost(over: Partial<typeof blogPosts.$inferInsert> = {}) {
  const [row] = await db
    .insert(blogPosts)
    .values({
      title: over.title ?? `Beitrag ${rand()}`,
      slug: over.slug ?? `beitrag-${rand()}`,
      status: "published",
      published: true,
      publishedAt: new Date(),
      ...over,
    })
    .returning();
  return row;
}

export async function makeBusiness(over: Partial<typeof businessProfiles.$inferInsert> = {}) {
  await makeCity();
  const [row] = await db
    .insert(businessProfiles)
    .values({ name: over.name ?? `Business ${rand()}`, slug: over.slug ?? `business-${rand()}`, cityId: "luebeck", city: "Lübeck", ...over })
    .returning();
  return row;
}

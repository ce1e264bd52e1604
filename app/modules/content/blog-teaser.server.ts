import { and, desc, eq, isNull, or, sql } from "drizzle-orm";
import { db } from "~/lib/db.server";
import { blogCategories, blogPosts } from "~/modules/content/schema";

export type BlogTeaser = {
  id: string;
  slug: string;
  title: string;
  excerpt: string;
  imageUrl: string;
  publishedAt: string | null;
  isFeatured: boolean;
  categoryName: string | null;
  categoryColor: string | null;
  readingMinutes: number;
};

/**
 * Up to 5 latest published posts of the city and for all cities, a featured one first (spec §2.6
 * "City home"): the city's own featured article before a featured article for all cities.
 */
export async function getBlogTeaser(cityId: string, limit = 5): Promise<BlogTeaser[]> {
  const cols = {
    id: blogPosts.id,
    slug: blogPosts.slug,
    title: blogPosts.title,
    excerpt: blogPosts.excerpt,
    featuredImageUrl: blogPosts.featuredImageUrl,
    publishedAt: blogPosts.publishedAt,
    isFeatured: blogPosts.isFeatured,
    categoryId: blogPosts.categoryId,
    categoryName: blogCategories.name,
    categoryColor: blogCategories.color,
    categorySlug: blogCategories.slug,
    readingMinutes: blogPosts.readingMinutes,
  };
  const published = and(
    eq(blogPosts.status, "published"),
    eq(blogPosts.published, true),
    or(eq(blogPosts.cityId, cityId), isNull(blogPosts.cityId)),
  );
  const order = [desc(blogPosts.publishedAt), desc(blogPosts.createdAt)];
  const featuredRank = sql`(case when ${blogPosts.cityId} = ${cityId} then 1 else 0 end)`;
  const [featured, latest] = await Promise.all([
    db
      .select(cols)
      .from(blogPosts)
      .leftJoin(blogCategories, eq(blogCategories.id, blogPosts.categoryId))
      .where(and(published, eq(blogPosts.isFeatured, true)))
      .orderBy(desc(featuredRank), ...order)
      .limit(1),
    db
      .select(cols)
      .from(blogPosts)
      .leftJoin(blogCategories, eq(blogCategories.id, blogPosts.categoryId))
      .where(published)
      .orderBy(...order)
      .limit(limit),
  ]);
  const list = [...featured, ...latest.filter((p) => p.id !== featured[0]?.id)].slice(0, limit);
  return list.map((p) => ({
    id: p.id,
    slug: p.slug,
    title: p.title,
    excerpt: p.excerpt,
    imageUrl: p.featuredImageUrl ?? `/art/blog/${p.categorySlug ?? "stadtleben"}/${p.id}.svg`,
    publishedAt: p.publishedAt ? p.publishedAt.toISOString() : null,
    isFeatured: p.isFeatured,
    categoryName: p.categoryName,
    categoryColor: p.categoryColor,
    readingMinutes: p.readingMinutes,
  }));
}

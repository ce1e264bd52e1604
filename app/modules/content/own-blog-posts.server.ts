import { and, eq, ilike, or, sql } from "drizzle-orm";
import { DEFAULT_CITY } from "~/lib/cities";
import { db } from "~/lib/db.server";
import { likePattern, listPage, orderBy } from "~/lib/list/list.server";
import type { Actor } from "~/modules/accounts/actor";
import type { OwnBlogPostsParams } from "~/modules/content/own-blog-list";
import { assertCan } from "~/modules/content/permissions";
import { blogCategories, blogPosts } from "~/modules/content/schema";
import { city, linkTo } from "~/registry";

const dateSql = sql`coalesce(${blogPosts.publishedAt}, ${blogPosts.createdAt})`;

/** The organizer's own articles, drafts included (the back office's "Meine Blog-Artikel"): one page of the list. */
export async function getOwnBlogPostsView(actor: Actor, params: OwnBlogPostsParams) {
  assertCan(actor, "blogPost.create");
  const where = and(
    eq(blogPosts.authorId, actor.id),
    params.filters.status ? eq(blogPosts.status, params.filters.status) : undefined,
    params.q ? or(ilike(blogPosts.title, likePattern(params.q)), ilike(blogPosts.excerpt, likePattern(params.q))) : undefined,
  );
  return listPage(params, {
    rows: ({ limit, offset }) =>
      db
        .select({
          id: blogPosts.id,
          slug: blogPosts.slug,
          title: blogPosts.title,
          status: blogPosts.status,
          cityId: blogPosts.cityId,
          publishedAt: blogPosts.publishedAt,
          createdAt: blogPosts.createdAt,
          viewsCount: blogPosts.viewsCount,
          categoryName: blogCategories.name,
        })
        .from(blogPosts)
        .leftJoin(blogCategories, eq(blogCategories.id, blogPosts.categoryId))
        .where(where)
        .orderBy(...orderBy(params, { date: dateSql, title: blogPosts.title, views: blogPosts.viewsCount }, blogPosts.id))
        .limit(limit)
        .offset(offset),
    total: () => db.$count(blogPosts, where),
    map: (p) => {
      const href = linkTo(city, "blogPost", { city: p.cityId ?? DEFAULT_CITY, slug: p.slug });
      return {
        id: p.id,
        title: p.title,
        status: p.status,
        category: p.categoryName,
        date: (p.publishedAt ?? p.createdAt).toISOString(),
        viewsCount: p.viewsCount,
        href,
        // the article page opens its editor on arrival (drafts are shown to their author only)
        editHref: `${href}?bearbeiten=1`,
      };
    },
  });
}

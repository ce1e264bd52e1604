import { and, asc, count, desc, eq, ilike, inArray, isNull, ne, or, sql, type SQL } from "drizzle-orm";
import type { Actor } from "~/modules/accounts/actor";
import { assertCan, can } from "~/modules/content/permissions";
import { db, type DbOrTx } from "~/lib/db.server";
import { profiles } from "~/modules/accounts/schema";
import { normalizeStoredDocument } from "~/modules/content/blog-content";
import type { BlogCategory, BlogPostDetail, BlogPostSummary } from "~/modules/content/blog-types";
import { blogCategories, blogPosts } from "~/modules/content/schema";
import type { EventCardData } from "~/modules/events/card-data";
import { getEventCardsByIds } from "~/modules/events/queries.server";
import { events } from "~/modules/events/schema";
import { UUID_RE } from "~/lib/input";
import { listPage, orderBy } from "~/lib/list/list.server";
import type { AdminBlogListParams } from "~/modules/content/labels";
import { admin, linkTo } from "~/registry";

export type { BlogAuthor, BlogCategory, BlogPostDetail, BlogPostSummary } from "~/modules/content/blog-types";

export const BLOG_PAGE_SIZE = 12;

const summaryColumns = {
  id: blogPosts.id,
  slug: blogPosts.slug,
  title: blogPosts.title,
  excerpt: blogPosts.excerpt,
  status: blogPosts.status,
  isFeatured: blogPosts.isFeatured,
  publishedAt: blogPosts.publishedAt,
  createdAt: blogPosts.createdAt,
  featuredImageUrl: blogPosts.featuredImageUrl,
  viewsCount: blogPosts.viewsCount,
  readingMinutes: blogPosts.readingMinutes,
  cityId: blogPosts.cityId,
  categoryId: blogCategories.id,
  categoryName: blogCategories.name,
  categorySlug: blogCategories.slug,
  categoryColor: blogCategories.color,
  categoryIcon: blogCategories.icon,
  authorId: blogPosts.authorId,
  authorDisplayName: profiles.displayName,
  authorFirstName: profiles.firstName,
  authorLastName: profiles.lastName,
  authorAvatarUrl: profiles.avatarUrl,
};

type SummaryRow = {
  id: string;
  slug: string;
  title: string;
  excerpt: string;
  status: "draft" | "published" | "archived";
  isFeatured: boolean;
  publishedAt: Date | null;
  createdAt: Date;
  featuredImageUrl: string | null;
  viewsCount: number;
  readingMinutes: number;
  cityId: string | null;
  categoryId: string | null;
  categoryName: string | null;
  categorySlug: string | null;
  categoryColor: string | null;
  categoryIcon: string | null;
  authorId: string | null;
  authorDisplayName: string | null;
  authorFirstName: string | null;
  authorLastName: string | null;
  authorAvatarUrl: string | null;
};

function toSummary(r: SummaryRow): BlogPostSummary {
  const authorName = r.authorDisplayName || [r.authorFirstName, r.authorLastName].filter(Boolean).join(" ");
  return {
    id: r.id,
    slug: r.slug,
    title: r.title,
    excerpt: r.excerpt,
    status: r.status,
    isFeatured: r.isFeatured,
    publishedAt: r.publishedAt?.toISOString() ?? null,
    createdAt: r.createdAt.toISOString(),
    featuredImageUrl: r.featuredImageUrl,
    viewsCount: r.viewsCount,
    readingMinutes: r.readingMinutes,
    cityId: r.cityId,
    category:
      r.categoryId && r.categoryName
        ? { id: r.categoryId, name: r.categoryName, slug: r.categorySlug ?? "", color: r.categoryColor ?? "#554c9a", icon: r.categoryIcon ?? "newspaper" }
        : null,
    author: r.authorId ? { id: r.authorId, name: authorName || "Stadtpuls-Redaktion", avatarUrl: r.authorAvatarUrl } : null,
  };
}

/** Articles a city shows: its own and those for all cities (city_id null). */
export function blogForCity(cityId: string): SQL {
  return or(eq(blogPosts.cityId, cityId), isNull(blogPosts.cityId))!;
}

/**
 * Featured is per city: a featured article of the city comes first, then a featured article for
 * all cities; another city's featured article is not featured here (it is not shown at all).
 */
export function featuredRank(cityId: string | undefined): SQL {
  return cityId
    ? sql`(case when ${blogPosts.isFeatured} and ${blogPosts.cityId} = ${cityId} then 2 when ${blogPosts.isFeatured} and ${blogPosts.cityId} is null then 1 else 0 end)`
    : sql`(case when ${blogPosts.isFeatured} then 1 else 0 end)`;
}

/** Escapes LIKE wildcards in user input. */
const likeTerm = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export type BlogListFilter = {
  categorySlug?: string;
  q?: string;
  featured?: boolean;
  status?: "published" | "draft" | "archived";
  authorId?: string;
  /** The city whose readers ask: its own articles and those for all cities (city_id null). */
  cityId?: string;
  limit?: number;
  offset?: number;
};

function listWhere(f: BlogListFilter): SQL | undefined {
  const conds: SQL[] = [];
  if (f.status) conds.push(eq(blogPosts.status, f.status));
  if (f.authorId) conds.push(eq(blogPosts.authorId, f.authorId));
  if (f.cityId) conds.push(blogForCity(f.cityId));
  if (f.categorySlug) conds.push(eq(blogCategories.slug, f.categorySlug));
  if (f.featured !== undefined) conds.push(eq(blogPosts.isFeatured, f.featured));
  const q = f.q?.trim();
  if (q) {
    const term = likeTerm(q);
    conds.push(or(ilike(blogPosts.title, term), ilike(blogPosts.excerpt, term))!);
  }
  return conds.length ? and(...conds) : undefined;
}

/**
 * Blog posts by status, category, search (title, excerpt) and featured; featured first, then
 * published_at and created_at descending (spec §7), each with category and author profile.
 */
export async function listBlogPosts(f: BlogListFilter, conn: DbOrTx = db): Promise<{ posts: BlogPostSummary[]; total: number }> {
  const where = listWhere(f);
  const [rows, [{ total }]] = await Promise.all([
    conn
      .select(summaryColumns)
      .from(blogPosts)
      .leftJoin(blogCategories, eq(blogCategories.id, blogPosts.categoryId))
      .leftJoin(profiles, eq(profiles.id, blogPosts.authorId))
      .where(where)
      .orderBy(desc(featuredRank(f.cityId)), sql`${blogPosts.publishedAt} desc nulls last`, desc(blogPosts.createdAt), asc(blogPosts.id))
      .limit(f.limit ?? BLOG_PAGE_SIZE)
      .offset(f.offset ?? 0),
    conn
      .select({ total: count() })
      .from(blogPosts)
      .leftJoin(blogCategories, eq(blogCategories.id, blogPosts.categoryId))
      .where(where),
  ]);
  return { posts: rows.map(toSummary), total: Number(total) };
}

/** Every article of the platform, drafts included, one page of the admin's list (admins only). */
export async function listAllBlogPosts(actor: Actor, params: AdminBlogListParams) {
  assertCan(actor, "blogPost.listAll");
  const f = params.filters;
  const where = and(
    listWhere({ status: f.status, q: params.q }),
    f.featured ? eq(blogPosts.isFeatured, f.featured === "yes") : undefined,
  );
  const sortColumns = { date: sql`coalesce(${blogPosts.publishedAt}, ${blogPosts.createdAt})`, title: blogPosts.title, views: blogPosts.viewsCount };
  return listPage(params, {
    rows: ({ limit, offset }) =>
      db
        .select(summaryColumns)
        .from(blogPosts)
        .leftJoin(blogCategories, eq(blogCategories.id, blogPosts.categoryId))
        .leftJoin(profiles, eq(profiles.id, blogPosts.authorId))
        .where(where)
        .orderBy(...orderBy(params, sortColumns, blogPosts.id))
        .limit(limit)
        .offset(offset),
    total: () => db.$count(blogPosts, where),
    map: (r) => ({ ...toSummary(r), editHref: linkTo(admin, "blogEdit", { id: r.id }) }),
  });
}

export async function listBlogCategories(conn: DbOrTx = db): Promise<BlogCategory[]> {
  return conn
    .select({ id: blogCategories.id, name: blogCategories.name, slug: blogCategories.slug, color: blogCategories.color, icon: blogCategories.icon })
    .from(blogCategories)
    .orderBy(asc(blogCategories.name));
}

/** One post by UUID or slug, any status (the caller decides who may see drafts). */
export async function findBlogPost(slugOrId: string, conn: DbOrTx = db): Promise<BlogPostDetail | null> {
  const key = slugOrId.trim().toLowerCase();
  if (!key || key.length > 200) return null;
  const byId = UUID_RE.test(key);
  const [row] = await conn
    .select({ ...summaryColumns, version: blogPosts.version, puckContent: blogPosts.puckContent })
    .from(blogPosts)
    .leftJoin(blogCategories, eq(blogCategories.id, blogPosts.categoryId))
    .leftJoin(profiles, eq(profiles.id, blogPosts.authorId))
    .where(byId ? or(eq(blogPosts.id, key), eq(blogPosts.slug, key)) : eq(blogPosts.slug, key))
    .limit(1);
  if (!row) return null;
  return { ...toSummary(row), authorId: row.authorId, version: row.version, document: normalizeStoredDocument(row.puckContent) };
}

/** Who may edit a post: admins, and organizers who wrote it (spec §6, §7). */
export function canEditPost(viewer: Actor | null, post: { authorId: string | null }): boolean {
  return can(viewer, "blogPost.update", post);
}

/** Up to `limit` other published posts of the city (or for all cities), same category first. */
export async function relatedPosts(post: BlogPostSummary, cityId: string, limit = 3): Promise<BlogPostSummary[]> {
  const rows = await db
    .select(summaryColumns)
    .from(blogPosts)
    .leftJoin(blogCategories, eq(blogCategories.id, blogPosts.categoryId))
    .leftJoin(profiles, eq(profiles.id, blogPosts.authorId))
    .where(and(eq(blogPosts.status, "published"), ne(blogPosts.id, post.id), blogForCity(cityId)))
    .orderBy(
      sql`case when ${blogPosts.categoryId} = ${post.category?.id ?? null} then 0 else 1 end`,
      sql`${blogPosts.publishedAt} desc nulls last`,
    )
    .limit(limit);
  return rows.map(toSummary);
}

/** Resolves embedded event cards by slug (draft events stay hidden); slug → card data. */
export async function resolveEmbeddedEvents(slugs: string[], conn: DbOrTx = db): Promise<Record<string, EventCardData>> {
  const list = slugs.filter((s) => /^[a-z0-9-]{1,200}$/.test(s)).slice(0, 50);
  if (list.length === 0) return {};
  const rows = await conn
    .select({ id: events.id, slug: events.slug })
    .from(events)
    .where(and(inArray(events.slug, list), sql`${events.status} <> 'draft'`));
  const cards = await getEventCardsByIds(rows.map((r) => r.id));
  return Object.fromEntries(cards.map((c) => [c.slug, c]));
}

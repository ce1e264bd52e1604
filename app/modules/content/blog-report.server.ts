import { eq, inArray, sql } from "drizzle-orm";
import { AppError } from "~/lib/app-error";
import { DEFAULT_CITY } from "~/lib/cities";
import { db, type DbOrTx } from "~/lib/db.server";
import { isUuid } from "~/lib/input";
import type { Actor } from "~/modules/accounts/actor";
import { profiles, user } from "~/modules/accounts/schema";
import { audit } from "~/modules/audit/audit.server";
import { assertCan } from "~/modules/content/permissions";
import { blogPosts } from "~/modules/content/schema";
import { countReport, fileReport, registerReportTarget, type ReportedContent, type ReportTarget } from "~/modules/reviews/report-targets.server";
import { city, linkTo } from "~/registry";

/**
 * A signed-in reader reports a published blog article to the admins ('Melden' on the article page).
 * One open report per reader and article (a repeat answers the open one); at most REPORT_LIMIT
 * reports per hour (REPORT_LIMITED, nothing stored). Audited as 'blog_post.reported'.
 */
export async function reportBlogPost(input: { actor: Actor; postId: string; reason: string }) {
  assertCan(input.actor, "blogPost.report");
  if (!isUuid(input.postId)) throw new AppError("BLOG_POST_NOT_FOUND");
  await countReport(input.actor.id);
  return db.transaction(async (tx) => {
    const [post] = await tx.select({ id: blogPosts.id, status: blogPosts.status }).from(blogPosts).where(eq(blogPosts.id, input.postId));
    if (!post || post.status !== "published") throw new AppError("BLOG_POST_NOT_FOUND");
    const filed = await fileReport(tx, { reporterId: input.actor.id, targetType: "blog_post", targetId: post.id, reason: input.reason });
    if (filed.created) await audit(tx, input.actor, "blog_post.reported", { type: "blog_post", id: post.id }, null, { reportId: filed.id, reason: input.reason });
    return filed;
  });
}

/** Blog articles in the report queue: shown with their author, hidden (archived) or deleted by the admin's decision. */
const blogReportTarget: ReportTarget = {
  async describe(q: DbOrTx, ids: string[]) {
    const uuids = ids.filter(isUuid);
    if (!uuids.length) return new Map<string, ReportedContent>();
    const rows = await q
      .select({
        id: blogPosts.id,
        title: blogPosts.title,
        excerpt: blogPosts.excerpt,
        slug: blogPosts.slug,
        cityId: blogPosts.cityId,
        status: blogPosts.status,
        authorId: blogPosts.authorId,
        displayName: profiles.displayName,
        userName: user.name,
      })
      .from(blogPosts)
      .leftJoin(profiles, eq(profiles.id, blogPosts.authorId))
      .leftJoin(user, eq(user.id, blogPosts.authorId))
      .where(inArray(blogPosts.id, uuids));
    return new Map(
      rows.map((p) => [
        p.id,
        {
          title: p.title,
          body: p.excerpt,
          author: p.displayName || p.userName || "Redaktion",
          authorUserId: p.authorId,
          hidden: p.status !== "published",
          context: "",
          href: p.status === "published" ? linkTo(city, "blogPost", { city: p.cityId ?? DEFAULT_CITY, slug: p.slug }) : null,
        },
      ]),
    );
  },
  search: (like) => sql`rp.target_id in (select id::text from blog_posts where lower(title) like ${like} or lower(excerpt) like ${like})`,
  async hide(tx, actor, id, context) {
    const [before] = await tx.select({ status: blogPosts.status }).from(blogPosts).where(eq(blogPosts.id, id)).for("update");
    if (!before || before.status === "archived") return;
    await tx.update(blogPosts).set({ status: "archived", published: false, updatedAt: new Date() }).where(eq(blogPosts.id, id));
    await audit(tx, actor, "blog_post.hidden", { type: "blog_post", id }, { status: before.status }, { status: "archived", ...context });
  },
  async remove(tx, actor, id, context) {
    const [gone] = await tx.delete(blogPosts).where(eq(blogPosts.id, id)).returning({ title: blogPosts.title, slug: blogPosts.slug, status: blogPosts.status, authorId: blogPosts.authorId });
    if (gone) await audit(tx, actor, "blog_post.deleted", { type: "blog_post", id }, gone, context);
  },
};

let registered = false;

/** Makes blog articles reportable in the admins' queue (called once at start, modules/register-handlers.server.ts). */
export function registerBlogReports(): void {
  if (registered) return;
  registered = true;
  registerReportTarget("blog_post", blogReportTarget);
}

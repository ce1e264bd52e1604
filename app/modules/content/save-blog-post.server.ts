import { eq, sql } from "drizzle-orm";
import { AppError } from "~/lib/app-error";
import { db } from "~/lib/db.server";
import { audit } from "~/modules/audit/audit.server";
import { documentToPlainText, parseBlogDocument, readingMinutes } from "~/modules/content/blog-content";
import type { Actor } from "~/modules/accounts/actor";
import { assertCan, can } from "~/modules/content/permissions";
import { blogPosts } from "~/modules/content/schema";

/**
 * Saves the in-place edit of a post (title, excerpt, Puck content). Only admins and the
 * post's author (organizer) may; the version must match the one the editor loaded
 * (optimistic concurrency) — otherwise nothing changes and BLOG_VERSION_CONFLICT is raised.
 */
export async function saveBlogPost(input: {
  postId: string;
  version: number;
  title: string;
  excerpt: string;
  content: unknown;
  actor: Actor;
}): Promise<{ id: string; slug: string; version: number }> {
  const parsed = parseBlogDocument(input.content);
  if (!parsed.ok) throw new AppError("BLOG_CONTENT_INVALID", { message: parsed.message, fields: { content: parsed.message } });
  const doc = parsed.doc;
  if (doc.content.length === 0) {
    const message = "Ein Artikel braucht mindestens einen Inhaltsblock.";
    throw new AppError("BLOG_CONTENT_INVALID", { message, fields: { content: message } });
  }
  return db.transaction(async (tx) => {
    const [post] = await tx
      .select({ id: blogPosts.id, slug: blogPosts.slug, authorId: blogPosts.authorId, status: blogPosts.status, version: blogPosts.version, title: blogPosts.title, excerpt: blogPosts.excerpt })
      .from(blogPosts)
      .where(eq(blogPosts.id, input.postId))
      .for("update");
    // a draft exists only for those who may edit it (the page answers 404 to everyone else, so does this)
    if (!post || (post.status !== "published" && !can(input.actor, "blogPost.update", post))) throw new AppError("BLOG_POST_NOT_FOUND");
    assertCan(input.actor, "blogPost.update", post);
    if (post.version !== input.version) throw new AppError("BLOG_VERSION_CONFLICT");
    const [updated] = await tx
      .update(blogPosts)
      .set({
        title: input.title,
        excerpt: input.excerpt,
        puckContent: doc,
        content: documentToPlainText(doc),
        readingMinutes: readingMinutes(doc),
        version: sql`${blogPosts.version} + 1`,
      })
      .where(eq(blogPosts.id, post.id))
      .returning({ id: blogPosts.id, slug: blogPosts.slug, version: blogPosts.version });
    await audit(tx, input.actor, "blog_post.updated", { type: "blog_post", id: post.id }, { title: post.title, excerpt: post.excerpt, version: post.version }, { title: input.title, excerpt: input.excerpt, version: updated.version, blocks: doc.content.length });
    return updated;
  });
}

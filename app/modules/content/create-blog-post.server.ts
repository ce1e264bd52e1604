import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import { AppError } from "~/lib/app-error";
import { db } from "~/lib/db.server";
import { audit } from "~/modules/audit/audit.server";
import { documentFromText, documentToPlainText, readingMinutes } from "~/modules/content/blog-content";
import { blogCategories, blogPosts } from "~/modules/content/schema";
import { slugify } from "~/lib/slugify";
import type { Actor } from "~/modules/accounts/actor";
import { assertCan } from "~/modules/content/permissions";

/** An organizer (or admin) writes a new article; it belongs to them and can then be edited in place. */
export async function createBlogPost(input: {
  actor: Actor;
  title: string;
  excerpt: string;
  body: string;
  categoryId?: string;
  status: "draft" | "published";
  cityId?: string;
  featuredImageUrl?: string | null;
}): Promise<{ id: string; slug: string }> {
  assertCan(input.actor, "blogPost.create");
  const doc = documentFromText(input.body);
  if (doc.content.length === 0) throw new AppError("VALIDATION", { message: "Text ist erforderlich.", fields: { body: "Text ist erforderlich." } });
  return db.transaction(async (tx) => {
    if (input.categoryId) {
      const [cat] = await tx.select({ id: blogCategories.id }).from(blogCategories).where(eq(blogCategories.id, input.categoryId));
      if (!cat) {
        const message = "Bitte wählen Sie eine gültige Kategorie.";
        throw new AppError("VALIDATION", { message, fields: { categoryId: message } });
      }
    }
    const base = slugify(input.title, { max: 80, fallback: "artikel" });
    let slug = base;
    const [taken] = await tx.select({ id: blogPosts.id }).from(blogPosts).where(eq(blogPosts.slug, slug));
    if (taken) slug = `${base}-${crypto.randomBytes(3).toString("hex")}`;
    const published = input.status === "published";
    const [row] = await tx
      .insert(blogPosts)
      .values({
        slug,
        title: input.title,
        excerpt: input.excerpt,
        content: documentToPlainText(doc),
        puckContent: doc,
        status: input.status,
        published,
        publishedAt: published ? new Date() : null,
        categoryId: input.categoryId ?? null,
        cityId: input.cityId ?? null,
        authorId: input.actor.id,
        featuredImageUrl: input.featuredImageUrl ?? null,
        readingMinutes: readingMinutes(doc),
      })
      .returning({ id: blogPosts.id, slug: blogPosts.slug });
    await audit(tx, input.actor, "blog_post.created", { type: "blog_post", id: row.id }, null, { title: input.title, status: input.status });
    return row;
  });
}

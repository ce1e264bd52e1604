import crypto from "node:crypto";
import { db } from "~/lib/db.server";
import type { BlogDocument } from "~/modules/content/blog-content";
import { blogCategories, blogPosts, raffles } from "~/modules/content/schema";

const rand = () => crypto.randomBytes(4).toString("hex");

export const sampleDocument = (): BlogDocument => ({
  content: [
    { type: "Heading", props: { id: "Heading-1", text: "Sommer an der Trave", level: 2 } },
    { type: "Text", props: { id: "Text-1", text: "Der erste Absatz.\n\nDer zweite Absatz." } },
    { type: "Quote", props: { id: "Quote-1", text: "Lübeck klingt nach Meer.", author: "Anna" } },
  ],
  root: { props: {} },
});

export async function makeBlogCategory(over: Partial<typeof blogCategories.$inferInsert> = {}) {
  const slug = over.slug ?? `kategorie-${rand()}`;
  const [row] = await db
    .insert(blogCategories)
    .values({ name: "Musik", slug, color: "#b53c7a", icon: "music", ...over })
    .returning();
  return row;
}

export async function makeBlogPost(over: Partial<typeof blogPosts.$inferInsert> = {}) {
  const title = over.title ?? "Sommer in Lübeck";
  const [row] = await db
    .insert(blogPosts)
    .values({
      slug: over.slug ?? `beitrag-${rand()}`,
      title,
      excerpt: "Was diesen Sommer in der Stadt los ist.",
      content: "Der erste Absatz.",
      puckContent: sampleDocument(),
      status: "published",
      published: true,
      publishedAt: new Date(),
      ...over,
    })
    .returning();
  return row;
}

export async function makeRaffle(over: Partial<typeof raffles.$inferInsert> = {}) {
  const [row] = await db
    .insert(raffles)
    .values({
      slug: `verlosung-${rand()}`,
      title: "2 × 2 Tickets für das Hafenfest",
      description: "Wir verlosen Tickets.",
      prize: "2 × 2 Tickets",
      startsAt: new Date(Date.now() - 86_400_000),
      endDate: new Date(Date.now() + 10 * 86_400_000),
      difficulty: "einfach",
      ...over,
    })
    .returning();
  return row;
}

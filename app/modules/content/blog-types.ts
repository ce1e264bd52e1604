import type { BlogDocument } from "~/modules/content/blog-content";

/** Serialisable blog shapes (loaders → components). */
export type BlogCategory = { id: string; name: string; slug: string; color: string; icon: string };
export type BlogAuthor = { id: string; name: string; avatarUrl: string | null } | null;

export type BlogPostSummary = {
  id: string;
  slug: string;
  title: string;
  excerpt: string;
  status: "draft" | "published" | "archived";
  isFeatured: boolean;
  publishedAt: string | null;
  createdAt: string;
  featuredImageUrl: string | null;
  viewsCount: number;
  readingMinutes: number;
  /** the city the post belongs to (the default city when none is set) */
  cityId: string;
  category: BlogCategory | null;
  author: BlogAuthor;
};

export type BlogPostDetail = BlogPostSummary & {
  authorId: string | null;
  version: number;
  document: BlogDocument;
};


import { Clock, Eye } from "lucide-react";
import { Link } from "react-router";
import { cn } from "~/lib/cn";
import { formatDate, formatNumber } from "~/lib/format";
import type { BlogPostSummary } from "~/modules/content/blog-types";
import { readableTextOn } from "~/modules/content/color";
import { CategoryIcon } from "~/modules/content/components/category-icon";

export function postImage(p: Pick<BlogPostSummary, "featuredImageUrl" | "id" | "category">): string {
  return p.featuredImageUrl ?? `/art/blog/${p.category?.slug || "magazin"}/${p.id}.svg`;
}

export function CategoryBadge({ category, className }: { category: NonNullable<BlogPostSummary["category"]>; className?: string }) {
  return (
    <span
      className={cn("inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-semibold shadow-sm", className)}
      style={{ backgroundColor: category.color, color: readableTextOn(category.color) }}
    >
      <CategoryIcon name={category.icon} className="size-3.5" />
      {category.name}
    </span>
  );
}

function Byline({ post }: { post: BlogPostSummary }) {
  const date = post.publishedAt ?? post.createdAt;
  return (
    <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">
      {post.author ? <span className="font-medium text-ink">{post.author.name}</span> : <span className="font-medium text-ink">Stadtpuls-Redaktion</span>}
      <time dateTime={date}>{formatDate(date)}</time>
      <span className="inline-flex items-center gap-1">
        <Clock aria-hidden="true" className="size-3.5" /> {post.readingMinutes} Min.
      </span>
      <span className="inline-flex items-center gap-1">
        <Eye aria-hidden="true" className="size-3.5" /> {formatNumber(post.viewsCount)}
        <span className="sr-only"> Aufrufe</span>
      </span>
    </p>
  );
}

/** A post in the blog list (links to /{city}/blog/{slug}). */
export function BlogCard({ post, city, featured = false }: { post: BlogPostSummary; city: string; featured?: boolean }) {
  const href = `/${city}/blog/${post.slug}`;
  return (
    <article
      data-testid="blog-card"
      className={cn(
        "group relative flex h-full overflow-hidden rounded-[var(--radius-card)] border border-line bg-white shadow-sm transition-shadow hover:shadow-lg",
        featured ? "flex-col md:flex-row" : "flex-col",
      )}
    >
      <div className={cn("relative overflow-hidden bg-sand", featured ? "aspect-[3/2] md:aspect-auto md:w-3/5" : "aspect-[3/2]")}>
        <img
          src={postImage(post)}
          alt={`Titelbild zu „${post.title}“`}
          width={1200}
          height={800}
          loading={featured ? "eager" : "lazy"}
          decoding="async"
          className="size-full object-cover transition-transform duration-300 group-hover:scale-[1.03]"
        />
        <div className="absolute top-3 left-3 flex flex-wrap gap-2">
          {post.category ? <CategoryBadge category={post.category} /> : null}
          {post.isFeatured ? <span className="rounded-full bg-white/95 px-2.5 py-1 text-xs font-semibold text-primary-strong shadow-sm">Empfohlen</span> : null}
          {post.status !== "published" ? <span className="rounded-full bg-ink px-2.5 py-1 text-xs font-semibold text-white">Entwurf</span> : null}
        </div>
      </div>
      <div className={cn("flex flex-1 flex-col gap-3", featured ? "p-6 md:p-8" : "p-5")}>
        <h2 className={cn("font-display font-semibold leading-snug", featured ? "text-2xl md:text-3xl" : "text-xl")}>
          <Link to={href} prefetch="intent" className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none">
            {post.title}
          </Link>
        </h2>
        {post.excerpt ? <p className={cn("text-muted", featured ? "text-lg" : "line-clamp-3")}>{post.excerpt}</p> : null}
        <div className="mt-auto pt-2">
          <Byline post={post} />
        </div>
      </div>
    </article>
  );
}

import { eq, or } from "drizzle-orm";
import { redirect } from "react-router";
import type { Route } from "./+types/blog-edit";
import { AppError } from "~/lib/app-error";
import { db } from "~/lib/db.server";
import { throwAsResponse } from "~/lib/route-helpers.server";
import { requireRole } from "~/modules/accounts/session.server";
import { blogPosts } from "~/modules/content/schema";
import { UUID_RE } from "~/lib/input";


/** /admin/blog/edit/:id and /admin/blog/editor/:id open the in-place Puck editor of the post (drafts included). */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireRole(request, "admin");
  const key = params.id;
  const [post] = await db
    .select({ slug: blogPosts.slug, cityId: blogPosts.cityId })
    .from(blogPosts)
    .where(UUID_RE.test(key) ? or(eq(blogPosts.id, key), eq(blogPosts.slug, key)) : eq(blogPosts.slug, key))
    .limit(1);
  if (!post) throwAsResponse(new AppError("BLOG_POST_NOT_FOUND"));
  throw redirect(`/${post.cityId ?? "luebeck"}/blog/${post.slug}?bearbeiten=1`);
}

export default function AdminBlogEdit() {
  return null;
}

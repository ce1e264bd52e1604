import { redirect } from "react-router";
import type { Route } from "./+types/blog-edit";
import { AppError } from "~/lib/app-error";
import { throwAsResponse } from "~/lib/route-helpers.server";
import { requireRole } from "~/auth-edge/guards.server";
import { findBlogPost } from "~/modules/content/blog-queries.server";

/** /admin/blog/edit/:id and /admin/blog/editor/:id open the in-place Puck editor of the post (drafts included). */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireRole(request, "admin");
  const post = await findBlogPost(params.id);
  if (!post) throwAsResponse(new AppError("BLOG_POST_NOT_FOUND"));
  throw redirect(`/${post.cityId}/blog/${post.slug}?bearbeiten=1`);
}

export default function AdminBlogEdit() {
  return null;
}

import type { Route } from "./+types/blog-create";
import { admin, pageTitle } from "~/registry";
import { requireRole } from "~/auth-edge/guards.server";
import { listBlogCategories } from "~/modules/content/blog-queries.server";
import { BlogCreateForm } from "~/modules/content/components/blog-create-form";
import { blogCreateAction } from "~/routes/organizer/blog-create.server";
import { useActionResult } from "~/ui/back-office/action-result";

export const meta: Route.MetaFunction = () => [{ title: pageTitle(admin, admin.pages.blogCreate) }];

export async function loader({ request }: Route.LoaderArgs) {
  await requireRole(request, "admin");
  return { categories: await listBlogCategories() };
}

export async function action({ request }: Route.ActionArgs) {
  const actor = await requireRole(request, "admin");
  return blogCreateAction(request, actor);
}

export default function AdminNewArticle({ loaderData }: Route.ComponentProps) {
  const result = useActionResult();
  return <BlogCreateForm categories={loaderData.categories} result={result && !result.ok ? result : undefined} />;
}

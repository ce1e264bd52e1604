import type { Route } from "./+types/blogs-create";
import { organizer, pageTitle } from "~/registry";
import { requireRole } from "~/auth-edge/guards.server";
import { listBlogCategories } from "~/modules/content/blog-queries.server";
import { BlogCreateForm } from "~/modules/content/components/blog-create-form";
import { blogCreateAction } from "./blog-create.server";
import { useActionResult } from "~/ui/back-office/action-result";

export const meta: Route.MetaFunction = () => [{ title: pageTitle(organizer, organizer.pages.blogCreate) }];

export async function loader({ request }: Route.LoaderArgs) {
  await requireRole(request, "organizer");
  return { categories: await listBlogCategories() };
}

export async function action({ request }: Route.ActionArgs) {
  const actor = await requireRole(request, "organizer");
  return blogCreateAction(request, actor);
}

export default function NewArticle({ loaderData }: Route.ComponentProps) {
  const result = useActionResult();
  return (
    <BlogCreateForm
      categories={loaderData.categories}
      result={result && !result.ok ? result : undefined}
      eyebrow="Meine Inhalte"
      back={{ to: "/organizer/blogs", label: "Meine Blog-Artikel" }}
    />
  );
}

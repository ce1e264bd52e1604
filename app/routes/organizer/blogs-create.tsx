import { useActionData } from "react-router";
import type { Route } from "./+types/blogs-create";
import { organizer, pageTitle } from "~/registry";
import { requireRole } from "~/auth-edge/guards.server";
import { listBlogCategories } from "~/modules/content/blog-queries.server";
import { BlogCreateForm } from "~/modules/content/components/blog-create-form";
import { createBlogPostFromForm } from "~/modules/content/create-blog-action.server";
import { blogCreateFormSchema } from "~/modules/content/validation";
import { parseForm, readForm, runUseCase } from "~/lib/route-helpers.server";
import { redirectWithToast } from "~/lib/toast.server";

export const meta: Route.MetaFunction = () => [{ title: pageTitle(organizer, organizer.pages.blogCreate) }];

export async function loader({ request }: Route.LoaderArgs) {
  await requireRole(request, "organizer");
  return { categories: await listBlogCategories() };
}

export async function action({ request }: Route.ActionArgs) {
  const actor = await requireRole(request, "organizer");
  return runUseCase(async () => {
    const created = await createBlogPostFromForm({ actor, ...parseForm(await readForm(request), blogCreateFormSchema) });
    return redirectWithToast(created.href, created.toast);
  });
}

export default function NewArticle({ loaderData }: Route.ComponentProps) {
  const result = useActionData<typeof action>();
  return (
    <BlogCreateForm
      categories={loaderData.categories}
      result={result && !result.ok ? result : undefined}
      eyebrow="Meine Inhalte"
      back={{ to: "/organizer/blogs", label: "Meine Blog-Artikel" }}
    />
  );
}

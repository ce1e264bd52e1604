import { useActionData } from "react-router";
import type { Route } from "./+types/blogs-create";
import { requireRole } from "~/modules/accounts/session.server";
import { listBlogCategories } from "~/modules/content/blog-queries.server";
import { BlogCreateForm } from "~/modules/content/components/blog-create-form";
import { createBlogPostAction } from "~/modules/content/create-blog-action.server";

export const meta: Route.MetaFunction = () => [{ title: "Neuer Artikel – Organisator – Stadtpuls" }];

export async function loader({ request }: Route.LoaderArgs) {
  await requireRole(request, "organizer");
  return { categories: await listBlogCategories() };
}

export async function action({ request }: Route.ActionArgs) {
  return createBlogPostAction(request, await requireRole(request, "organizer"));
}

export default function NewArticle({ loaderData }: Route.ComponentProps) {
  const result = useActionData<typeof action>();
  return <BlogCreateForm categories={loaderData.categories} result={result && !result.ok ? result : undefined} />;
}

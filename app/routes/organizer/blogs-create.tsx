import type { Route } from "./+types/blogs-create";
import { admin, linkTo, matchPath, organizer, pageTitle } from "~/registry";
import { requireRole } from "~/auth-edge/guards.server";
import { pageUrl } from "~/lib/page-url.server";
import { listBlogCategories } from "~/modules/content/blog-queries.server";
import { BlogCreateForm } from "~/modules/content/components/blog-create-form";
import { blogCreateAction } from "./blog-create.server";
import { useActionResult } from "~/ui/back-office/action-result";
import { requireOrganizerArea } from "~/routes/organizer/team-guard.server";

/**
 * One page for a new blog post, registered twice: `/organizer/blogs/create` (an organizer's own article)
 * and `/admin/blog/create` (the editorial team's). The URL's area decides the role and the header.
 */
const areaOf = (request: Request) => (matchPath(pageUrl(request).pathname)?.area === admin ? "admin" : "organizer");

export const meta: Route.MetaFunction = ({ data }) => [
  { title: data?.area === "admin" ? pageTitle(admin, admin.pages.blogCreate) : pageTitle(organizer, organizer.pages.blogCreate) },
];

export async function loader({ request }: Route.LoaderArgs) {
  const area = areaOf(request);
  if (area === "organizer") await requireOrganizerArea(request, "events");
  else await requireRole(request, area);
  return { area, categories: await listBlogCategories() } as const;
}

export async function action({ request }: Route.ActionArgs) {
  const area = areaOf(request);
  const actor = area === "organizer" ? await requireOrganizerArea(request, "events") : await requireRole(request, area);
  return blogCreateAction(request, actor);
}

export default function NewArticle({ loaderData }: Route.ComponentProps) {
  const result = useActionResult();
  return (
    <BlogCreateForm
      categories={loaderData.categories}
      result={result && !result.ok ? result : undefined}
      {...(loaderData.area === "organizer" ? { eyebrow: "Meine Inhalte", back: { to: linkTo(organizer, "blogs"), label: "Meine Blog-Artikel" } } : {})}
    />
  );
}

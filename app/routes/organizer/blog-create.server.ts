import { DEFAULT_CITY } from "~/lib/cities";
import { parseForm, readForm, runUseCase } from "~/lib/route-helpers.server";
import { redirectWithToast } from "~/lib/toast.server";
import type { Actor } from "~/modules/accounts/actor";
import { createBlogPost } from "~/modules/content/create-blog-post.server";
import { blogCreateFormSchema } from "~/modules/content/validation";
import { city, linkTo } from "~/registry";

/**
 * The action of the "new article" pages (organizer and admin areas): creates the post from the
 * form and opens it on its article page (its editor on demand), with a toast.
 */
export function blogCreateAction(request: Request, actor: Actor) {
  return runUseCase(async () => {
    const values = parseForm(await readForm(request), blogCreateFormSchema);
    const post = await createBlogPost({ actor, ...values });
    return redirectWithToast(linkTo(city, "blogPost", { city: values.cityId ?? DEFAULT_CITY, slug: post.slug }), {
      type: "success",
      title: values.status === "published" ? "Artikel veröffentlicht" : "Entwurf gespeichert",
      description: "Mit „Bearbeiten“ ergänzen Sie Bilder, Zitate und Event-Karten.",
    });
  });
}

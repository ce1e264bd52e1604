import type { Actor } from "~/modules/accounts/actor";
import { createBlogPost } from "~/modules/content/create-blog-post.server";
import type { BlogCreateFormInput } from "~/modules/content/validation";

/**
 * The "new article" forms (organizer and admin areas): creates the post from the parsed form and
 * says where it opens (the editor on demand) and which toast to show.
 */
export async function createBlogPostFromForm(input: BlogCreateFormInput & { actor: Actor }) {
  const post = await createBlogPost(input);
  return {
    href: `/${input.cityId}/blog/${post.slug}`,
    toast: {
      type: "success" as const,
      title: input.status === "published" ? "Artikel veröffentlicht" : "Entwurf gespeichert",
      description: "Mit „Bearbeiten“ ergänzen Sie Bilder, Zitate und Event-Karten.",
    },
  };
}

import { z } from "zod";
import { CITY_IDS, DEFAULT_CITY } from "~/lib/cities";
import { parseForm, readForm, runUseCase } from "~/lib/route-helpers.server";
import { redirectWithToast } from "~/lib/toast.server";
import type { Viewer } from "~/modules/accounts/session.server";
import { createBlogPost } from "~/modules/content/create-blog-post.server";
import { blogCreateSchema } from "~/modules/content/validation";

/** cityId "" = an article for all cities. */
const createSchema = blogCreateSchema.extend({
  cityId: z.union([z.enum(CITY_IDS), z.literal("")], { error: "Bitte wählen Sie eine Stadt." }).transform((v) => v || undefined),
});

/** Action of the "new article" forms: creates the post and opens it (editor on demand). */
export function createBlogPostAction(request: Request, viewer: Viewer) {
  return runUseCase(async () => {
    const input = parseForm(await readForm(request), createSchema);
    const post = await createBlogPost({ author: { id: viewer.id, email: viewer.email, role: viewer.role }, ...input });
    return redirectWithToast(`/${input.cityId ?? DEFAULT_CITY}/blog/${post.slug}`, {
      type: "success",
      title: input.status === "published" ? "Artikel veröffentlicht" : "Entwurf gespeichert",
      description: "Mit „Bearbeiten“ ergänzen Sie Bilder, Zitate und Event-Karten.",
    });
  });
}

import type { Route } from "./+types/blog-image";
import { AppError } from "~/lib/app-error";
import { apiUseCase, readForm } from "~/lib/route-helpers.server";
import { requireActor } from "~/modules/accounts/session.server";
import { uploadBlogImage } from "~/modules/content/upload-blog-image.server";

/** POST /api/blog/image — an image for a post's Puck content, stored through the media store. */
export async function action({ request }: Route.ActionArgs) {
  return apiUseCase(async () => {
    const viewer = await requireActor(request);
    // a broken multipart body (readForm's 400); not readForm's 'reload the page' – that would lose the editor's draft
    const form = await readForm(request).catch(() => {
      throw new AppError("VALIDATION", { message: "Das Bild konnte nicht übertragen werden. Bitte wählen Sie es erneut aus." });
    });
    const img = await uploadBlogImage({ actor: viewer, postId: String(form.get("postId") ?? ""), file: form.get("file") });
    return { ok: true as const, url: img.url, width: img.width, height: img.height };
  });
}

export function loader() {
  return apiUseCase(() => {
    throw new AppError("METHOD_NOT_ALLOWED");
  });
}

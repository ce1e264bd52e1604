import { data } from "react-router";
import type { Route } from "./+types/blog-image";
import { AppError, isAppError } from "~/lib/app-error";
import { logger } from "~/lib/logger.server";
import { readForm } from "~/lib/route-helpers.server";
import { getViewer } from "~/modules/accounts/session.server";
import { uploadBlogImage } from "~/modules/content/upload-blog-image.server";

/** POST /api/blog/image — an image for a post's Puck content, stored through the media store. */
export async function action({ request }: Route.ActionArgs) {
  try {
    const viewer = await getViewer(request);
    if (!viewer) throw new AppError("UNAUTHENTICATED");
    // a broken multipart body (readForm's 400); not readForm's 'reload the page' – that would lose the editor's draft
    const form = await readForm(request).catch(() => {
      throw new AppError("VALIDATION", { message: "Das Bild konnte nicht übertragen werden. Bitte wählen Sie es erneut aus." });
    });
    const img = await uploadBlogImage({ actor: viewer, postId: String(form.get("postId") ?? ""), file: form.get("file") });
    return data({ ok: true as const, url: img.url, width: img.width, height: img.height });
  } catch (error) {
    if (isAppError(error)) return data({ ok: false as const, code: error.code, message: error.userMessage }, { status: error.status });
    logger.error({ err: error }, "Blog-Bild konnte nicht gespeichert werden");
    return data({ ok: false as const, code: "UNEXPECTED", message: "Das Bild konnte nicht hochgeladen werden." }, { status: 500 });
  }
}

export function loader() {
  return data({ message: "Methode nicht erlaubt." }, { status: 405 });
}

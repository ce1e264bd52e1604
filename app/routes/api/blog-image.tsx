import { data } from "react-router";
import type { Route } from "./+types/blog-image";
import { AppError, isAppError } from "~/lib/app-error";
import { db } from "~/lib/db.server";
import { logger } from "~/lib/logger.server";
import { readForm } from "~/lib/route-helpers.server";
import { getViewer } from "~/modules/accounts/session.server";
import { canEditPost, findBlogPost } from "~/modules/content/blog-queries.server";
import { saveImage } from "~/modules/media/store.server";
import { UUID_RE } from "~/lib/input";

/** POST /api/blog/image — an image for a post's Puck content, stored through the media store. */
export async function action({ request }: Route.ActionArgs) {
  try {
    const viewer = await getViewer(request);
    if (!viewer) throw new AppError("UNAUTHENTICATED");
    // a broken multipart body (readForm's 400); not readForm's 'reload the page' – that would lose the editor's draft
    const form = await readForm(request).catch(() => {
      throw new AppError("VALIDATION", { message: "Das Bild konnte nicht übertragen werden. Bitte wählen Sie es erneut aus." });
    });
    const postId = String(form.get("postId") ?? "");
    const post = UUID_RE.test(postId) ? await findBlogPost(postId) : null;
    if (!post) throw new AppError("BLOG_POST_NOT_FOUND");
    if (!canEditPost(viewer, post)) throw new AppError("BLOG_EDIT_FORBIDDEN");
    const file = form.get("file");
    if (!(file instanceof File)) throw new AppError("VALIDATION", { message: "Bitte wählen Sie ein Bild aus." });
    const img = await saveImage(db, { file, ownerId: viewer.id, purpose: "blog", altText: post.title }).catch((err: unknown) => {
      if (isAppError(err)) throw err;
      // a file that passes the type check but cannot be decoded (truncated, corrupt)
      logger.warn({ err }, "Blog-Bild nicht lesbar");
      throw new AppError("VALIDATION", { message: "Die Datei ist kein lesbares Bild." });
    });
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

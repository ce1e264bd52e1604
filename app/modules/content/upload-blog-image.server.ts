import { AppError, isAppError } from "~/lib/app-error";
import type { Actor } from "~/modules/accounts/actor";
import { db } from "~/lib/db.server";
import { logger } from "~/lib/logger.server";
import { findBlogPost } from "~/modules/content/blog-queries.server";
import { assertCan } from "~/modules/content/permissions";
import { saveImage } from "~/modules/media/store.server";
import { UUID_RE } from "~/lib/input";

/** An image for a post's Puck content, stored through the media store; only who may edit the post. */
export async function uploadBlogImage(input: { actor: Actor; postId: string; file: FormDataEntryValue | null }) {
  const { actor } = input;
  const post = UUID_RE.test(input.postId) ? await findBlogPost(input.postId) : null;
  if (!post) throw new AppError("BLOG_POST_NOT_FOUND");
  assertCan(actor, "blogPost.update", post);
  const file = input.file;
  if (!(file instanceof File)) throw new AppError("VALIDATION", { message: "Bitte wählen Sie ein Bild aus." });
  const img = await saveImage(db, { file, ownerId: actor.id, purpose: "blog", altText: post.title }).catch((err: unknown) => {
    if (isAppError(err)) throw err;
    // a file that passes the type check but cannot be decoded (truncated, corrupt)
    logger.warn({ err }, "Blog-Bild nicht lesbar");
    throw new AppError("VALIDATION", { message: "Die Datei ist kein lesbares Bild." });
  });
  return { url: img.url, width: img.width, height: img.height };
}

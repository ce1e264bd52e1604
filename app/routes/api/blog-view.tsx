import { z } from "zod";
import type { Route } from "./+types/blog-view";
import { AppError } from "~/lib/app-error";
import { apiUseCase, readForm } from "~/lib/route-helpers.server";
import { countBlogView, readViewerSessionId } from "~/modules/content/count-blog-view.server";
import { UUID_RE } from "~/lib/input";

const bodySchema = z.object({ postId: z.string().regex(UUID_RE) });

/**
 * POST /api/blog/view — the reader's browser reports 5 s of focused reading. Counted once
 * per post and browser session per 24 h; bot user agents are never counted.
 */
export async function action({ request }: Route.ActionArgs) {
  return apiUseCase(async () => {
    if (request.method !== "POST") throw new AppError("METHOD_NOT_ALLOWED");
    const raw = request.headers.get("content-type")?.includes("application/json")
      ? await request.json().catch(() => null)
      : Object.fromEntries(await readForm(request));
    const parsed = bodySchema.safeParse(raw);
    if (!parsed.success) throw new AppError("VALIDATION", { message: "Ungültige Anfrage." });
    const result = await countBlogView({
      postId: parsed.data.postId,
      sessionId: readViewerSessionId(request.headers.get("cookie")),
      userAgent: request.headers.get("user-agent"),
    });
    if (result.reason === "not-found") throw new AppError("BLOG_POST_NOT_FOUND");
    return result;
  });
}

export function loader() {
  return apiUseCase(() => {
    throw new AppError("METHOD_NOT_ALLOWED");
  });
}

import { data } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/blog-view";
import { FORM_UNREADABLE_MESSAGE, readForm } from "~/lib/route-helpers.server";
import { countBlogView, readViewerSessionId } from "~/modules/content/count-blog-view.server";
import { UUID_RE } from "~/lib/input";

const bodySchema = z.object({ postId: z.string().regex(UUID_RE) });

/**
 * POST /api/blog/view — the reader's browser reports 5 s of focused reading. Counted once
 * per post and browser session per 24 h; bot user agents are never counted.
 */
export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST") return data({ message: "Methode nicht erlaubt." }, { status: 405 });
  let raw: unknown;
  if (request.headers.get("content-type")?.includes("application/json")) {
    raw = await request.json().catch(() => null);
  } else {
    // readForm's 400 in this route's own JSON shape
    const form = await readForm(request).catch(() => null);
    if (!form) return data({ counted: false, viewsCount: null, message: FORM_UNREADABLE_MESSAGE }, { status: 400 });
    raw = Object.fromEntries(form);
  }
  const parsed = bodySchema.safeParse(raw);
  if (!parsed.success) return data({ counted: false, viewsCount: null, message: "Ungültige Anfrage." }, { status: 400 });
  const result = await countBlogView({
    postId: parsed.data.postId,
    sessionId: readViewerSessionId(request.headers.get("cookie")),
    userAgent: request.headers.get("user-agent"),
  });
  if (result.reason === "not-found") return data({ ...result, message: "Artikel nicht gefunden" }, { status: 404 });
  return data(result, { headers: { "Cache-Control": "no-store" } });
}

export function loader() {
  return data({ message: "Methode nicht erlaubt." }, { status: 405 });
}

import crypto from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { isbot } from "isbot";
import { db } from "~/lib/db.server";
import { blogPostViews, blogPosts } from "~/modules/content/schema";

/** A view counts once per post and browser session per 24 h (spec §4, §9). */
export const VIEW_WINDOW_HOURS = 24;
/** Cookie holding the random browser-session id (no max-age: ends with the browser session). */
export const VIEWER_COOKIE = "sp_vid";

function secret(): string {
  return process.env.BETTER_AUTH_SECRET ?? process.env.SESSION_SECRET ?? "stadtpuls-view-key";
}

/** The stored viewer key: a keyed hash of the session id, so raw ids never reach the database. */
export function viewerKey(sessionId: string): string {
  return crypto.createHmac("sha256", secret()).update(sessionId).digest("hex").slice(0, 40);
}

export function newViewerSessionId(): string {
  return crypto.randomBytes(18).toString("base64url");
}

export function readViewerSessionId(cookieHeader: string | null): string | null {
  const m = cookieHeader?.match(/(?:^|;\s*)sp_vid=([A-Za-z0-9_-]{16,64})(?:;|$)/);
  return m?.[1] ?? null;
}

export type ViewResult = { counted: boolean; viewsCount: number | null; reason?: "bot" | "no-session" | "not-found" | "already-counted" };

/**
 * Records a read of a post. Bots (user agent) and requests without a session id are not
 * counted; the same viewer counts again only after the 24 h window.
 */
export async function countBlogView(input: { postId: string; sessionId: string | null; userAgent: string | null }): Promise<ViewResult> {
  if (!input.userAgent || isbot(input.userAgent)) return { counted: false, viewsCount: null, reason: "bot" };
  if (!input.sessionId) return { counted: false, viewsCount: null, reason: "no-session" };
  const key = viewerKey(input.sessionId);
  return db.transaction(async (tx) => {
    const [post] = await tx
      .select({ id: blogPosts.id, viewsCount: blogPosts.viewsCount })
      .from(blogPosts)
      .where(eq(blogPosts.id, input.postId));
    if (!post) return { counted: false, viewsCount: null, reason: "not-found" as const };
    // insert, or restart an expired window; a row comes back only when this view counts
    const fresh = await tx
      .insert(blogPostViews)
      .values({ postId: post.id, viewerKey: key })
      .onConflictDoUpdate({
        target: [blogPostViews.postId, blogPostViews.viewerKey],
        set: { viewedAt: sql`now()` },
        setWhere: sql`${blogPostViews.viewedAt} < now() - make_interval(hours => ${VIEW_WINDOW_HOURS})`,
      })
      .returning({ postId: blogPostViews.postId });
    if (fresh.length === 0) return { counted: false, viewsCount: post.viewsCount, reason: "already-counted" as const };
    const [updated] = await tx
      .update(blogPosts)
      .set({ viewsCount: sql`${blogPosts.viewsCount} + 1`, updatedAt: sql`${blogPosts.updatedAt}` })
      .where(eq(blogPosts.id, post.id))
      .returning({ viewsCount: blogPosts.viewsCount });
    return { counted: true, viewsCount: updated.viewsCount };
  });
}

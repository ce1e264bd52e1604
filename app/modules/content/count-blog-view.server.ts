import crypto from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { isbot } from "isbot";
import { db } from "~/lib/db.server";
import { authSecret } from "~/modules/accounts/auth.server";
import { blogPostViews, blogPosts } from "~/modules/content/schema";

/** A view counts once per post and browser session per 24 h (spec §4, §9). */
export const VIEW_WINDOW_HOURS = 24;
/**
 * Cookie holding the random browser-session id, signed by the server (no max-age: ends with the
 * browser session). Only ids this server handed out count: a visitor cannot choose a fresh one per
 * request to count the same article again and again.
 */
export const VIEWER_COOKIE = "sp_vid";

const hmac = (purpose: string, value: string) => crypto.createHmac("sha256", authSecret()).update(`${purpose}:${value}`).digest("base64url");

/** The stored viewer key: a keyed hash of the session id, so raw ids never reach the database. */
export function viewerKey(sessionId: string): string {
  return crypto.createHmac("sha256", authSecret()).update(sessionId).digest("hex").slice(0, 40);
}

/** A new signed cookie value: `<random id>.<signature>`. */
export function newViewerSessionId(): string {
  const id = crypto.randomBytes(18).toString("base64url");
  return `${id}.${hmac("sp_vid", id)}`;
}

/** The session id of a cookie this server signed; null for a missing, chosen or altered one. */
export function readViewerSessionId(cookieHeader: string | null): string | null {
  const m = cookieHeader?.match(/(?:^|;\s*)sp_vid=([A-Za-z0-9_-]{24})\.([A-Za-z0-9_-]{43})(?:;|$)/);
  if (!m) return null;
  const expected = Buffer.from(hmac("sp_vid", m[1]!));
  const given = Buffer.from(m[2]!);
  return expected.length === given.length && crypto.timingSafeEqual(expected, given) ? m[1]! : null;
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

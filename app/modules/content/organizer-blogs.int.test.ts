/**
 * An organizer's blog articles through the real routes, with session cookies: the list holds their own
 * drafts and published articles only; the author opens a draft (and its editor) on the article page;
 * another organizer can neither see a draft nor save anyone else's article, and nothing changes.
 */
import { DEFAULT_CITY } from "~/lib/cities";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/lib/db.server";
import { blogPosts } from "~/modules/content/schema";
import * as blogPost from "~/routes/city/blog-post";
import * as organizerBlogs from "~/routes/organizer/blogs";
import { makeCity } from "../../../tests/factories";
import { makeSignedInUser, outcome, req } from "../../../tests/factories/accounts";
import { makeBlogPost, sampleDocument } from "../../../tests/factories/content";
import { setupTestDb } from "../../../tests/setup/db";

beforeAll(setupTestDb);

type Fn = (args: { request: Request; params: Record<string, string>; context: unknown }) => unknown;
const call = (fn: unknown, request: Request, params: Record<string, string> = {}) => outcome(() => (fn as Fn)({ request, params, context: {} }));
const data = (o: { body: unknown }) => o.body as Record<string, unknown>;
/** A loader's plain object or its `data()` wrapper, as the page receives it. */
async function loaderData(fn: unknown, request: Request, params: Record<string, string> = {}) {
  const r = (await (fn as Fn)({ request, params, context: {} })) as { data?: unknown } & Record<string, unknown>;
  return (r && typeof r === "object" && "data" in r && r.type === "DataWithResponseInit" ? r.data : r) as Record<string, unknown>;
}

describe("organizer blog articles", () => {
  let author: Awaited<ReturnType<typeof makeSignedInUser>>;
  let other: Awaited<ReturnType<typeof makeSignedInUser>>;
  let draft: Awaited<ReturnType<typeof makeBlogPost>>;
  let published: Awaited<ReturnType<typeof makeBlogPost>>;
  let foreignDraft: Awaited<ReturnType<typeof makeBlogPost>>;
  let foreignPublished: Awaited<ReturnType<typeof makeBlogPost>>;

  beforeAll(async () => {
    await makeCity();
    author = await makeSignedInUser("organizer");
    other = await makeSignedInUser("organizer");
    const draftOf = { status: "draft" as const, published: false, publishedAt: null, cityId: DEFAULT_CITY };
    draft = await makeBlogPost({ authorId: author.id, title: "Mein Entwurf", ...draftOf });
    published = await makeBlogPost({ authorId: author.id, title: "Mein Artikel", cityId: DEFAULT_CITY });
    foreignDraft = await makeBlogPost({ authorId: other.id, title: "Fremder Entwurf", ...draftOf });
    foreignPublished = await makeBlogPost({ authorId: other.id, title: "Fremder Artikel", cityId: DEFAULT_CITY });
  });

  it("lists the organizer's own drafts and published articles, never another author's", async () => {
    const mine = (await loaderData(organizerBlogs.loader, req("/organizer/blogs", { cookie: author.cookie }))).rows as Array<{ id: string; status: string }>;
    expect(mine.map((p) => p.id).sort()).toEqual([draft.id, published.id].sort());
    expect(mine.find((p) => p.id === draft.id)?.status).toBe("draft");
    const theirs = (await loaderData(organizerBlogs.loader, req("/organizer/blogs", { cookie: other.cookie }))).rows as Array<{ id: string }>;
    expect(theirs.map((p) => p.id).sort()).toEqual([foreignDraft.id, foreignPublished.id].sort());
  });

  it("shows a draft, ready to edit, to its author and answers 404 to everyone else", async () => {
    const params = { city: DEFAULT_CITY, slug: draft.slug };
    const own = await loaderData(blogPost.loader, req(`/luebeck/blog/${draft.slug}?bearbeiten=1`, { cookie: author.cookie }), params);
    expect(own).toMatchObject({ canEdit: true, post: { id: draft.id, status: "draft" } });
    expect((await call(blogPost.loader, req(`/luebeck/blog/${draft.slug}`, { cookie: other.cookie }), params)).status).toBe(404);
    expect((await call(blogPost.loader, req(`/luebeck/blog/${draft.slug}`), params)).status).toBe(404);
    // another organizer reads a published article but may not edit it
    const read = await loaderData(blogPost.loader, req(`/luebeck/blog/${published.slug}`, { cookie: other.cookie }), { city: DEFAULT_CITY, slug: published.slug });
    expect(read).toMatchObject({ canEdit: false, post: { id: published.id } });
  });

  it("lets the author save their draft in place", async () => {
    const save = { intent: "save", postId: draft.id, version: 1, title: "Mein Entwurf, überarbeitet", excerpt: "Neu", content: sampleDocument() };
    const res = await call(blogPost.action, req(`/luebeck/blog/${draft.slug}`, { cookie: author.cookie, json: save }), { city: DEFAULT_CITY, slug: draft.slug });
    expect(res.status).toBe(200);
    expect(data(res)).toMatchObject({ ok: true, version: 2 });
    const row = (await db.select().from(blogPosts).where(eq(blogPosts.id, draft.id)))[0];
    expect(row).toMatchObject({ title: "Mein Entwurf, überarbeitet", version: 2, status: "draft" });
  });

  it("refuses another organizer's save of someone else's draft (404) or article (403) and changes nothing", async () => {
    for (const [post, status, message] of [
      [foreignDraft, 404, "Artikel nicht gefunden"],
      [foreignPublished, 403, "Sie dürfen diesen Artikel nicht bearbeiten."],
    ] as const) {
      const before = (await db.select().from(blogPosts).where(eq(blogPosts.id, post.id)))[0];
      const save = { intent: "save", postId: post.id, version: 1, title: "Gekapert", excerpt: "", content: sampleDocument() };
      // posted to the victim's page and to the attacker's own page: the post id decides
      for (const slug of [post.slug, published.slug]) {
        const res = await call(blogPost.action, req(`/luebeck/blog/${slug}`, { cookie: author.cookie, json: save }), { city: DEFAULT_CITY, slug });
        expect(res.status).toBe(status);
        expect(data(res)).toMatchObject({ ok: false, message });
      }
      expect((await db.select().from(blogPosts).where(eq(blogPosts.id, post.id)))[0]).toEqual(before);
    }
  });
});

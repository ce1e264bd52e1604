import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_CITY } from "~/lib/cities";
import { isAppError } from "~/lib/app-error";
import { db } from "~/lib/db.server";
import { listBlogPosts, findBlogPost, relatedPosts } from "~/modules/content/blog-queries.server";
import { getBlogTeaser } from "~/modules/content/blog-teaser.server";
import { countBlogView } from "~/modules/content/count-blog-view.server";
import { enterRaffle, listRaffles } from "~/modules/content/raffles.server";
import { saveBlogPost } from "~/modules/content/save-blog-post.server";
import { blogPostViews, blogPosts, contactMessages, raffleEntries } from "~/modules/content/schema";
import { submitContactMessage } from "~/modules/content/submit-contact-message.server";
import { outbox } from "~/modules/outbox/schema";
import { makeCity, makeUser } from "../../../tests/factories";
import { makeBlogCategory, makeBlogPost, makeRaffle, sampleDocument } from "../../../tests/factories/content";
import { setupTestDb } from "../../../tests/setup/db";

const UA = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";

async function expectCode(p: Promise<unknown>, code: string) {
  try {
    await p;
  } catch (e) {
    expect(isAppError(e) ? e.code : e).toBe(code);
    return e as { userMessage: string };
  }
  throw new Error(`expected ${code}`);
}

beforeAll(async () => {
  await setupTestDb();
  await makeCity();
});

describe("blog list and detail", () => {
  it("filters by category and search, featured first, then newest", async () => {
    const music = await makeBlogCategory({ name: "Musik", slug: "musik-liste" });
    const food = await makeBlogCategory({ name: "Essen", slug: "essen-liste" });
    const old = await makeBlogPost({ title: "Alter Jazzabend", categoryId: music.id, publishedAt: new Date("2026-01-01") });
    const fresh = await makeBlogPost({ title: "Neuer Jazzabend", categoryId: music.id, publishedAt: new Date("2026-06-01") });
    const feat = await makeBlogPost({ title: "Empfohlener Jazz", categoryId: music.id, isFeatured: true, publishedAt: new Date("2025-01-01") });
    await makeBlogPost({ title: "Fischbrötchen-Test", categoryId: food.id, excerpt: "Die besten Brötchen" });
    await makeBlogPost({ title: "Jazz-Entwurf", categoryId: music.id, status: "draft", published: false });

    const byCat = await listBlogPosts({ status: "published", categorySlug: "musik-liste" });
    expect(byCat.posts.map((p) => p.id)).toEqual([feat.id, fresh.id, old.id]);
    expect(byCat.posts[0].category).toMatchObject({ name: "Musik", color: "#b53c7a", icon: "music" });

    const search = await listBlogPosts({ status: "published", q: "brötchen" });
    expect(search.posts.map((p) => p.title)).toEqual(["Fischbrötchen-Test"]);
    const none = await listBlogPosts({ status: "published", q: "100%_" });
    expect(none.total).toBe(0);
  });

  it("each city shows its own articles and those for all cities; featured is per city", async () => {
    await makeCity({ id: "hamburg", name: "Hamburg" });
    const cat = await makeBlogCategory({ name: "Stadt", slug: "stadt-je-stadt" });
    const luebeckFeatured = await makeBlogPost({ title: "Lübeck empfiehlt", cityId: DEFAULT_CITY, categoryId: cat.id, isFeatured: true, publishedAt: new Date("2026-05-01") });
    const hamburgOwn = await makeBlogPost({ title: "Hamburg am Wochenende", cityId: "hamburg", categoryId: cat.id, isFeatured: true, publishedAt: new Date("2026-01-01") });
    const general = await makeBlogPost({ title: "Für alle Städte", cityId: null, categoryId: cat.id, isFeatured: true, publishedAt: new Date("2026-06-01") });
    const hamburgPlain = await makeBlogPost({ title: "Hamburg nebenbei", cityId: "hamburg", categoryId: cat.id, publishedAt: new Date("2026-07-01") });

    const hamburg = await listBlogPosts({ status: "published", cityId: "hamburg", categorySlug: "stadt-je-stadt" });
    expect(hamburg.posts.map((p) => p.title)).toEqual([hamburgOwn.title, general.title, hamburgPlain.title]);
    expect(hamburg.total).toBe(3);
    const luebeck = await listBlogPosts({ status: "published", cityId: DEFAULT_CITY, categorySlug: "stadt-je-stadt" });
    expect(luebeck.posts.map((p) => p.title)).toEqual([luebeckFeatured.title, general.title]);

    const teaser = await getBlogTeaser("hamburg", 5);
    expect(teaser[0].title).toBe(hamburgOwn.title);
    expect(teaser.map((p) => p.title)).not.toContain(luebeckFeatured.title);
    expect(teaser.map((p) => p.title)).toContain(general.title);

    const related = await relatedPosts(hamburg.posts[0], "hamburg");
    expect(related.map((p) => p.title)).not.toContain(luebeckFeatured.title);
  });

  it("finds a post by slug or by id", async () => {
    const p = await makeBlogPost({ slug: "per-slug-oder-id" });
    expect((await findBlogPost("per-slug-oder-id"))?.id).toBe(p.id);
    expect((await findBlogPost(p.id))?.slug).toBe("per-slug-oder-id");
    expect(await findBlogPost("gibt-es-nicht")).toBeNull();
  });
});

describe("saving a post in place", () => {
  it("lets the author save and bumps the version", async () => {
    const author = await makeUser({ role: "organizer" });
    const post = await makeBlogPost({ authorId: author.id });
    const doc = sampleDocument();
    doc.content[0] = { type: "Heading", props: { id: "Heading-1", text: "Neue Überschrift", level: 3 } };
    const saved = await saveBlogPost({ postId: post.id, version: 1, title: "Neuer Titel", excerpt: "Neu", content: doc, actor: { id: author.id, email: author.email, role: "organizer" } });
    expect(saved.version).toBe(2);
    const row = (await db.select().from(blogPosts).where(eq(blogPosts.id, post.id)))[0];
    expect(row?.title).toBe("Neuer Titel");
    expect(row?.puckContent?.content[0]).toMatchObject({ type: "Heading", props: { text: "Neue Überschrift", level: 3 } });
  });

  it("refuses other organizers and plain users, and stale versions, changing nothing", async () => {
    const author = await makeUser({ role: "organizer" });
    const other = await makeUser({ role: "organizer" });
    const user = await makeUser();
    const admin = await makeUser({ role: "admin" });
    const post = await makeBlogPost({ authorId: author.id, title: "Original" });
    const base = { postId: post.id, version: 1, title: "Gekapert", excerpt: "", content: sampleDocument() };
    await expectCode(saveBlogPost({ ...base, actor: { id: other.id, email: other.email, role: "organizer" } }), "BLOG_EDIT_FORBIDDEN");
    await expectCode(saveBlogPost({ ...base, actor: { id: user.id, email: user.email, role: "user" } }), "BLOG_EDIT_FORBIDDEN");
    // admin may edit any post
    await saveBlogPost({ ...base, title: "Vom Admin", actor: { id: admin.id, email: admin.email, role: "admin" } });
    // the author still holds version 1 → conflict
    const e = await expectCode(saveBlogPost({ ...base, title: "Zu spät", actor: { id: author.id, email: author.email, role: "organizer" } }), "BLOG_VERSION_CONFLICT");
    expect(e.userMessage).toContain("inzwischen");
    const row = (await db.select().from(blogPosts).where(eq(blogPosts.id, post.id)))[0];
    expect(row?.title).toBe("Vom Admin");
    expect(row?.version).toBe(2);
  });

  it("rejects invalid content with a German message", async () => {
    const author = await makeUser({ role: "organizer" });
    const post = await makeBlogPost({ authorId: author.id });
    const editor = { id: author.id, email: author.email, role: "organizer" as const };
    const bad = [
      { content: [{ type: "Script", props: { id: "x" } }], root: {} },
      { content: [{ type: "Image", props: { id: "i", src: "javascript:alert(1)", alt: "x" } }], root: {} },
      { content: [{ type: "Heading", props: { id: "h", text: "   " } }], root: {} },
      { content: [], root: {} },
    ];
    for (const content of bad) {
      const e = await expectCode(saveBlogPost({ postId: post.id, version: 1, title: "T", excerpt: "", content, actor: editor }), "BLOG_CONTENT_INVALID");
      expect(e.userMessage).toMatch(/[äöüßÄÖÜ]|Block|Bild|Artikel/);
    }
    const row = (await db.select().from(blogPosts).where(eq(blogPosts.id, post.id)))[0];
    expect(row?.version).toBe(1);
  });
});

describe("blog view counting", () => {
  it("counts a session once per 24 h and never bots", async () => {
    const post = await makeBlogPost();
    const a = await countBlogView({ postId: post.id, sessionId: "sitzung-aaaaaaaaaaaa", userAgent: UA });
    expect(a).toMatchObject({ counted: true, viewsCount: 1 });
    const again = await countBlogView({ postId: post.id, sessionId: "sitzung-aaaaaaaaaaaa", userAgent: UA });
    expect(again).toMatchObject({ counted: false, viewsCount: 1 });
    const bot = await countBlogView({ postId: post.id, sessionId: "sitzung-bbbbbbbbbbbb", userAgent: "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" });
    expect(bot.counted).toBe(false);
    const noSession = await countBlogView({ postId: post.id, sessionId: null, userAgent: UA });
    expect(noSession.counted).toBe(false);
    // 25 hours later the same session counts again
    await db.update(blogPostViews).set({ viewedAt: new Date(Date.now() - 25 * 3_600_000) }).where(eq(blogPostViews.postId, post.id));
    const later = await countBlogView({ postId: post.id, sessionId: "sitzung-aaaaaaaaaaaa", userAgent: UA });
    expect(later).toMatchObject({ counted: true, viewsCount: 2 });
  });

  it("counts concurrent reports of one session once", async () => {
    const post = await makeBlogPost();
    const results = await Promise.all(Array.from({ length: 5 }, () => countBlogView({ postId: post.id, sessionId: "sitzung-parallel-123", userAgent: UA })));
    expect(results.filter((r) => r.counted)).toHaveLength(1);
    const row = (await db.select().from(blogPosts).where(eq(blogPosts.id, post.id)))[0];
    expect(row?.viewsCount).toBe(1);
  });
});

describe("raffles", () => {
  it("lets a user enter a running raffle once and counts participants", async () => {
    const raffle = await makeRaffle({ cityId: DEFAULT_CITY });
    const u1 = await makeUser();
    const u2 = await makeUser();
    expect(await enterRaffle({ raffleId: raffle.id, actor: u1 })).toEqual({ participants: 1 });
    await expectCode(enterRaffle({ raffleId: raffle.id, actor: u1 }), "RAFFLE_ALREADY_ENTERED");
    expect(await enterRaffle({ raffleId: raffle.id, actor: u2 })).toEqual({ participants: 2 });
    const list = await listRaffles({ cityId: DEFAULT_CITY, viewerId: u1.id });
    expect(list.find((r) => r.id === raffle.id)).toMatchObject({ participants: 2, entered: true, status: "active" });
  });

  it("refuses ended and unknown raffles and shows the status", async () => {
    const ended = await makeRaffle({ endDate: new Date(Date.now() - 1000), startsAt: new Date(Date.now() - 10 * 86_400_000) });
    const soon = await makeRaffle({ endDate: new Date(Date.now() + 2 * 86_400_000) });
    const u = await makeUser();
    await expectCode(enterRaffle({ raffleId: ended.id, actor: u }), "RAFFLE_ENDED");
    await expectCode(enterRaffle({ raffleId: "00000000-0000-4000-8000-000000000000", actor: u }), "RAFFLE_NOT_FOUND");
    const entries = await db.select().from(raffleEntries).where(eq(raffleEntries.raffleId, ended.id));
    expect(entries).toHaveLength(0);
    const list = await listRaffles({ cityId: DEFAULT_CITY, viewerId: null });
    expect(list.find((r) => r.id === ended.id)?.status).toBe("ended");
    expect(list.find((r) => r.id === soon.id)?.status).toBe("ending_soon");
  });
});

describe("raffle tasks", () => {
  it("needs an answer when the raffle sets a task, storing nothing otherwise", async () => {
    const raffle = await makeRaffle({ task: "Wie heißt der Seehund?" });
    const u = await makeUser();
    const e = await expectCode(enterRaffle({ raffleId: raffle.id, actor: u, answer: " " }), "VALIDATION");
    expect(e.userMessage).toBe("Bitte beantworten Sie die Aufgabe, um teilzunehmen.");
    expect(await db.select().from(raffleEntries).where(eq(raffleEntries.raffleId, raffle.id))).toHaveLength(0);
    expect(await enterRaffle({ raffleId: raffle.id, actor: u, answer: "Robbie" })).toEqual({ participants: 1 });
  });
});

describe("contact form", () => {
  it("stores the message and queues the team mail in one go", async () => {
    const { id } = await submitContactMessage({
      name: "Erika Mustermann",
      email: "erika@example.test",
      phone: undefined,
      reason: "press",
      subject: "Presseanfrage",
      message: "Wir möchten über Stadtpuls berichten.",
      userId: null,
    });
    const [msg] = await db.select().from(contactMessages).where(eq(contactMessages.id, id));
    expect(msg).toMatchObject({ subject: "Presseanfrage", reason: "press" });
    const mails = await db.select().from(outbox).where(eq(outbox.dedupeKey, `contact-message:${id}`));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ kind: "email", topic: "contact_message", recipient: "team@stadtpuls.de" });
    expect((mails[0].payload as { data: { reason: string } }).data.reason).toBe("Presse");
  });
});

/**
 * Finding 12 (issue 14): blog views cannot be inflated by choosing the `sp_vid` cookie. Only
 * browser-session ids the server signed and handed out count, each once per 24 h.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "~/lib/db.server";
import { blogPosts } from "~/modules/content/schema";
import { setupTestDb } from "../../setup/db";
import { makeCity } from "../../factories";
import { makeBlogPost } from "../../factories/content";
import { startTestServer, type TestServer } from "../../support/test-app";

let server: TestServer;
beforeAll(async () => {
  await setupTestDb();
  await makeCity();
  server = await startTestServer();
});
afterAll(() => server.close());

const UA = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36";

async function reportView(postId: string, cookie: string) {
  const res = await fetch(`${server.url}/api/blog/view`, {
    method: "POST",
    headers: { origin: server.url, "user-agent": UA, "content-type": "application/json", cookie },
    body: JSON.stringify({ postId }),
  });
  expect(res.status).toBe(200);
  return (await res.json()) as { counted: boolean };
}

const viewsOf = async (id: string) => (await db.select().from(blogPosts).where(eq(blogPosts.id, id)))[0]!.viewsCount;

describe("blog view counting (finding 12)", () => {
  it("a chosen sp_vid cookie counts nothing, however many a client makes up", async () => {
    const post = await makeBlogPost();
    for (let i = 0; i < 5; i++) {
      const chosen = `selbstgewaehlt-${i}-${"x".repeat(20)}`.slice(0, 24);
      expect((await reportView(post.id, `sp_vid=${chosen}`)).counted).toBe(false);
      expect((await reportView(post.id, `sp_vid=${chosen}.${"A".repeat(43)}`)).counted).toBe(false);
    }
    expect(await viewsOf(post.id)).toBe(0);
  });

  it("the id the article page hands out counts once", async () => {
    const post = await makeBlogPost();
    const page = await fetch(`${server.url}/luebeck/blog/${post.slug}.data`, { headers: { "user-agent": UA } });
    expect(page.status).toBe(200);
    const cookie = page.headers.getSetCookie().find((c) => c.startsWith("sp_vid="))?.split(";")[0];
    expect(cookie).toBeDefined();
    expect((await reportView(post.id, cookie!)).counted).toBe(true);
    expect((await reportView(post.id, cookie!)).counted).toBe(false);
    expect(await viewsOf(post.id)).toBe(1);
  });
});

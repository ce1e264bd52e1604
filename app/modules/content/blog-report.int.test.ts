import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/lib/db.server";
import { parseListParams } from "~/lib/list/list-spec";
import { session, user } from "~/modules/accounts/schema";
import { auditLog, reports } from "~/modules/audit/schema";
import { registerBlogReports, reportBlogPost } from "~/modules/content/blog-report.server";
import { REPORT_LIMIT as BLOG_REPORT_LIMIT } from "~/modules/reviews/report-targets.server";
import { blogPosts } from "~/modules/content/schema";
import { notifications } from "~/modules/engagement/schema";
import { reviews } from "~/modules/places/schema";
import { getAdminReportsView } from "~/modules/reviews/admin-reports.server";
import { decideReport } from "~/modules/reviews/decide-report.server";
import { reportReview } from "~/modules/reviews/report-review.server";
import { adminReportsList } from "~/modules/reviews/validation";
import { reportReviewAsVisitor } from "~/modules/reviews/report-review.server";
import * as eventReviewRoute from "~/routes/api/event-review";
import * as blogPostRoute from "~/routes/city/blog-post";
import * as adminReportsRoute from "~/routes/admin/reports";
import { fail } from "../../../tests/helpers/refusal";
import { setupTestDb } from "../../../tests/setup/db";
import { makeUser } from "../../../tests/factories";
import { makeSignedInUser, outcome, req } from "../../../tests/factories/accounts";
import { makeBlogPost } from "../../../tests/factories/content";
import { makeAttendedEvent, makeReview } from "../../../tests/factories/reviews";

beforeAll(async () => {
  await setupTestDb();
  registerBlogReports(); // as at start (modules/register-handlers.server.ts)
});

type Fn = (args: { request: Request; params: Record<string, string>; context: unknown }) => unknown;
const call = (fn: unknown, request: Request, params: Record<string, string> = {}) => outcome(() => (fn as Fn)({ request, params, context: {} }));
const asActor = (u: { id: string; email: string }, role: "admin" | "user" | "organizer" = "user") => ({ id: u.id, email: u.email, role });
const reportsOf = (targetId: string) => db.select().from(reports).where(eq(reports.targetId, targetId));
const notesOf = (userId: string) => db.select().from(notifications).where(eq(notifications.userId, userId));
const auditOf = (type: string, id: string) => db.select().from(auditLog).where(and(eq(auditLog.entityType, type), eq(auditLog.entityId, id)));
const REASON = "Der Artikel enthält falsche Behauptungen über einen Club.";

async function reportedArticle() {
  const author = await makeUser({ role: "organizer" });
  const post = await makeBlogPost({ authorId: author.id, title: "Die besten Clubs" });
  const reader = await makeUser();
  const filed = await reportBlogPost({ actor: asActor(reader), postId: post.id, reason: REASON });
  const admin = asActor(await makeUser({ role: "admin" }), "admin");
  return { author, post, reader, reportId: filed.id, admin };
}

describe("'Melden' on a blog article", () => {
  it("a signed-in reader reports from the article page; an anonymous visitor is refused (401) and nothing is stored", async () => {
    const post = await makeBlogPost();
    const anonymous = await call(blogPostRoute.action, req(`/luebeck/blog/${post.slug}`, { form: { intent: "report", reason: REASON } }), { city: "luebeck", slug: post.slug });
    expect(anonymous.status).toBe(401);
    expect(await reportsOf(post.id)).toHaveLength(0);

    const reader = await makeSignedInUser("user");
    const short = await call(blogPostRoute.action, req(`/luebeck/blog/${post.slug}`, { cookie: reader.cookie, form: { intent: "report", reason: "doof" } }), { city: "luebeck", slug: post.slug });
    expect(short.status).toBe(400);
    expect(short.body).toMatchObject({ ok: false, fields: { reason: "Der Grund muss mindestens 5 Zeichen lang sein." } });
    expect(await reportsOf(post.id)).toHaveLength(0);

    const done = await call(blogPostRoute.action, req(`/luebeck/blog/${post.slug}`, { cookie: reader.cookie, form: { intent: "report", reason: REASON } }), { city: "luebeck", slug: post.slug });
    expect(done.body).toMatchObject({ ok: true, created: true });
    const [row] = await reportsOf(post.id);
    expect(row).toMatchObject({ targetType: "blog_post", status: "open", reason: REASON, reporterId: reader.id });
    expect((await auditOf("blog_post", post.id)).map((a) => a.action)).toEqual(["blog_post.reported"]);
  });

  it(`is limited to ${BLOG_REPORT_LIMIT.max} reports per hour and account: the next one is refused in German and stores nothing`, async () => {
    const reader = asActor(await makeUser());
    const posts = await Promise.all(Array.from({ length: BLOG_REPORT_LIMIT.max + 1 }, () => makeBlogPost()));
    for (const p of posts.slice(0, BLOG_REPORT_LIMIT.max)) await reportBlogPost({ actor: reader, postId: p.id, reason: REASON });
    const last = posts.at(-1)!;
    expect(await fail(reportBlogPost({ actor: reader, postId: last.id, reason: REASON }))).toMatchObject({
      code: "REPORT_LIMITED",
      message: "Sie haben in der letzten Stunde schon mehrere Meldungen gesendet. Bitte versuchen Sie es später erneut.",
    });
    expect(await reportsOf(last.id)).toHaveLength(0);
    // another account is not affected
    expect((await reportBlogPost({ actor: asActor(await makeUser()), postId: last.id, reason: REASON })).created).toBe(true);
  });

  it("a draft cannot be reported (not found)", async () => {
    const draft = await makeBlogPost({ status: "draft", published: false });
    expect(await fail(reportBlogPost({ actor: asActor(await makeUser()), postId: draft.id, reason: REASON }))).toMatchObject({ code: "BLOG_POST_NOT_FOUND" });
  });
});

describe("'Melden' on a review of the event page", () => {
  it("a signed-in visitor reports another guest's review through the event's review API; not their own; the hourly limit is shared with articles", async () => {
    const { event, guest } = await makeAttendedEvent();
    const review = await makeReview({ eventId: event.id, userId: guest.id, title: "Alles schlecht" });
    const url = `/api/events/${event.id}/review`;
    const post = (cookie: string | undefined, form: Record<string, string>) => call(eventReviewRoute.action, req(url, { cookie, form }), { eventId: event.id });

    expect((await post(undefined, { intent: "report", reviewId: review.id, reason: REASON })).status).toBe(401);
    const visitor = await makeSignedInUser("user");
    const done = await post(visitor.cookie, { intent: "report", reviewId: review.id, reason: "Beleidigt das Personal am Einlass." });
    expect(done.body).toMatchObject({ ok: true, created: true });
    expect((await reportsOf(review.id))[0]).toMatchObject({ targetType: "review", reporterId: visitor.id, status: "open" });
    expect((await auditOf("review", review.id)).map((a) => a.action)).toEqual(["review.reported"]);

    // the author cannot report their own review (it does not exist for them)
    const own = await reportReviewAsVisitor({ actor: asActor(guest), eventId: event.id, reviewId: review.id, reason: REASON }).catch((e: { code: string }) => e.code);
    expect(own).toBe("REVIEW_NOT_FOUND");

    // four more reports this hour (articles) use up the visitor's limit: the next review report is refused
    for (let i = 0; i < BLOG_REPORT_LIMIT.max - 1; i++) await reportBlogPost({ actor: asActor(visitor), postId: (await makeBlogPost()).id, reason: REASON });
    const other = await makeReview({ eventId: event.id, userId: (await makeUser()).id });
    const limited = await post(visitor.cookie, { intent: "report", reviewId: other.id, reason: REASON });
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ code: "REPORT_LIMITED" });
    expect(await reportsOf(other.id)).toHaveLength(0);
  });
});

describe("the admin decides on reported articles and reviews", () => {
  it("shows the reported article in context (title, author, link) with the decisions it allows", async () => {
    const { post, reportId, admin } = await reportedArticle();
    const view = await getAdminReportsView(admin, parseListParams(new URLSearchParams("target=blog_post&q=besten+clubs"), adminReportsList));
    const row = view.rows.find((r) => r.id === reportId)!;
    expect(row).toMatchObject({ kind: "Blog-Artikel", reason: REASON, content: { title: "Die besten Clubs", href: `/luebeck/blog/${post.slug}` } });
    expect(row.can).toEqual({ hide: true, delete: true, warn: true, ban: true, dismiss: true });
  });

  it("hides the article: archived, audited, every open report resolved and each reporter notified", async () => {
    const { post, reader, reportId, admin } = await reportedArticle();
    const second = await makeUser();
    await reportBlogPost({ actor: asActor(second), postId: post.id, reason: "Werbung für einen Club, kein Artikel." });
    await decideReport({ actor: admin, reportId, decision: "hide" });
    expect((await db.select().from(blogPosts).where(eq(blogPosts.id, post.id)))[0]).toMatchObject({ status: "archived", published: false });
    expect((await reportsOf(post.id)).map((r) => [r.status, r.resolution])).toEqual([
      ["resolved", "hidden"],
      ["resolved", "hidden"],
    ]);
    expect((await auditOf("blog_post", post.id)).map((a) => a.action)).toContain("blog_post.hidden");
    for (const who of [reader, second]) {
      const [note] = await notesOf(who.id);
      expect(note).toMatchObject({ title: "Ihre Meldung (Blog-Artikel) wurde bearbeitet", message: "Der gemeldete Inhalt wurde geprüft und ausgeblendet. Danke für Ihren Hinweis." });
    }
  });

  it("warns the author: a German notification to them, audited; the article stays; the reporter hears of it", async () => {
    const { author, post, reader, reportId, admin } = await reportedArticle();
    await decideReport({ actor: admin, reportId, decision: "warn" });
    expect((await db.select().from(blogPosts).where(eq(blogPosts.id, post.id)))[0]!.status).toBe("published");
    const [warning] = await notesOf(author.id);
    expect(warning).toMatchObject({ title: "Verwarnung durch die Redaktion", priority: "high" });
    expect(warning!.message).toContain("„Die besten Clubs“ wurde gemeldet");
    expect((await auditOf("user", author.id)).map((a) => a.action)).toEqual(["user.warned"]);
    expect((await reportsOf(post.id))[0]).toMatchObject({ status: "resolved", resolution: "warned", resolvedBy: admin.id });
    expect((await notesOf(reader.id))[0]!.message).toContain("die verfassende Person wurde verwarnt");
  });

  it("bans the author from the queue: the article is hidden, the account banned and signed out at once, audited; the reporter hears of it", async () => {
    const author = await makeSignedInUser("organizer");
    const post = await makeBlogPost({ authorId: author.id, title: "Die besten Clubs" });
    const reader = await makeUser();
    const { id: reportId } = await reportBlogPost({ actor: asActor(reader), postId: post.id, reason: REASON });
    const admin = await makeSignedInUser("admin");
    const res = await call(adminReportsRoute.action, req("/admin/reports", { cookie: admin.cookie, form: { intent: "ban", id: reportId } }));
    expect(res.status).toBe(302);
    expect((await db.select().from(blogPosts).where(eq(blogPosts.id, post.id)))[0]).toMatchObject({ status: "archived", published: false });
    const [account] = await db.select().from(user).where(eq(user.id, author.id));
    expect(account).toMatchObject({ banned: true, banReason: "Gemeldeter Inhalt (Blog-Artikel): „Die besten Clubs“" });
    expect(await db.select().from(session).where(eq(session.userId, author.id))).toHaveLength(0);
    expect((await auditOf("user", author.id)).map((a) => a.action)).toEqual(["user.banned"]);
    expect((await reportsOf(post.id))[0]).toMatchObject({ status: "resolved", resolution: "hidden" });
    expect((await notesOf(reader.id))[0]!.message).toContain("ausgeblendet");
  });

  it("refuses to ban an admin author: nothing is hidden, nobody banned, the report stays open", async () => {
    const author = await makeUser({ role: "admin" });
    const post = await makeBlogPost({ authorId: author.id, title: "Ein Admin schreibt" });
    const { id: reportId } = await reportBlogPost({ actor: asActor(await makeUser()), postId: post.id, reason: REASON });
    const admin = await makeSignedInUser("admin");
    const res = await call(adminReportsRoute.action, req("/admin/reports", { cookie: admin.cookie, form: { intent: "ban", id: reportId } }));
    expect(res.status).toBe(409);
    expect((await db.select().from(blogPosts).where(eq(blogPosts.id, post.id)))[0]!.status).toBe("published");
    expect((await db.select().from(user).where(eq(user.id, author.id)))[0]!.banned).toBe(false);
    expect((await reportsOf(post.id))[0]!.status).toBe("open");
  });

  it("deletes the article and dismisses another report, each reporter notified; a second decision is refused", async () => {
    const { post, reportId, admin } = await reportedArticle();
    await decideReport({ actor: admin, reportId, decision: "delete" });
    expect(await db.select().from(blogPosts).where(eq(blogPosts.id, post.id))).toHaveLength(0);
    expect((await auditOf("blog_post", post.id)).map((a) => a.action)).toContain("blog_post.deleted");
    expect(await fail(decideReport({ actor: admin, reportId, decision: "dismiss" }))).toMatchObject({ code: "REPORT_ALREADY_DECIDED" });

    const other = await reportedArticle();
    await decideReport({ actor: other.admin, reportId: other.reportId, decision: "dismiss" });
    expect((await notesOf(other.reader.id))[0]!.message).toBe("Wir haben den gemeldeten Inhalt geprüft und keinen Verstoß gegen unsere Regeln festgestellt. Er bleibt sichtbar.");
    expect((await db.select().from(blogPosts).where(eq(blogPosts.id, other.post.id)))[0]!.status).toBe("published");
  });

  it("warns a review's author and notifies the reporting organizer", async () => {
    const { event, guest, organizer } = await makeAttendedEvent();
    const review = await makeReview({ eventId: event.id, userId: guest.id, title: "Alles Betrug" });
    const { id: reportId } = await reportReview({ actor: organizer.actor, reviewId: review.id, reason: "Beleidigung des Personals" });
    const admin = asActor(await makeUser({ role: "admin" }), "admin");
    await decideReport({ actor: admin, reportId, decision: "warn" });
    expect((await notesOf(guest.id)).map((n) => n.title)).toContain("Verwarnung durch die Redaktion");
    expect((await notesOf(organizer.actor.id)).map((n) => n.title)).toContain("Ihre Meldung (Bewertung) wurde bearbeitet");
    expect((await db.select().from(reviews).where(eq(reviews.id, review.id)))[0]!.status).toBe("published");
  });

  it("refuses organizers and users (FORBIDDEN, 403 from the page) and nothing changes", async () => {
    const { post, reportId, author } = await reportedArticle();
    expect(await fail(decideReport({ actor: asActor(author, "organizer"), reportId, decision: "delete" }))).toMatchObject({ code: "FORBIDDEN" });
    for (const role of ["organizer", "user"] as const) {
      const who = await makeSignedInUser(role);
      const res = await call(adminReportsRoute.action, req("/admin/reports", { cookie: who.cookie, form: { intent: "delete", id: reportId } }));
      expect(res.status).toBe(403);
    }
    expect((await reportsOf(post.id))[0]!.status).toBe("open");
    expect(await db.select().from(blogPosts).where(eq(blogPosts.id, post.id))).toHaveLength(1);
    expect(await notesOf(author.id)).toHaveLength(0);
  });
});

import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/lib/db.server";
import { parseListParams } from "~/lib/list/list-spec";
import { auditLog } from "~/modules/audit/schema";
import { reviews } from "~/modules/places/schema";
import { getAdminReviewsView } from "~/modules/reviews/admin-reviews.server";
import { adminReviewsList } from "~/modules/reviews/validation";
import * as adminReviewsRoute from "~/routes/admin/reviews";
import { fail } from "../../../tests/helpers/refusal";
import { setupTestDb } from "../../../tests/setup/db";
import { makeLocation, makeUser } from "../../../tests/factories";
import { makeSignedInUser, outcome, req } from "../../../tests/factories/accounts";
import { makeAttendedEvent, makeReview } from "../../../tests/factories/reviews";
import { moderateReview } from "~/modules/reviews/moderate-review.server";

beforeAll(async () => {
  await setupTestDb();
});

type Fn = (args: { request: Request; params: Record<string, string>; context: unknown }) => unknown;
const call = (fn: unknown, request: Request) => outcome(() => (fn as Fn)({ request, params: {}, context: {} }));
const statusOf = async (id: string) => (await db.select({ s: reviews.status }).from(reviews).where(eq(reviews.id, id)))[0]!.s;
const auditOf = (id: string) => db.select().from(auditLog).where(and(eq(auditLog.entityType, "review"), eq(auditLog.entityId, id)));
const list = (actor: Parameters<typeof getAdminReviewsView>[0], q: string) => getAdminReviewsView(actor, parseListParams(new URLSearchParams(q), adminReviewsList));

async function adminActor() {
  const u = await makeUser({ role: "admin" });
  return { id: u.id, email: u.email, role: "admin" as const };
}

describe("/admin/reviews: every review of events and places", () => {
  it("lists event and place reviews with the answer, filters by status, stars and kind, and links the public page", async () => {
    const admin = await adminActor();
    const { event, guest } = await makeAttendedEvent();
    const eventReview = await makeReview({ eventId: event.id, userId: guest.id, rating: 2, title: "Zu laut", ownerResponse: "Danke für den Hinweis." });
    const place = await makeLocation();
    const [placeReview] = await db.insert(reviews).values({ targetType: "location", locationId: place.id, rating: 5, title: "Lieblingsort", body: "Immer wieder schön hier.", authorName: "Jan" }).returning();

    const both = await list(admin, `q=${encodeURIComponent("Zu laut")}`);
    expect(both.rows).toHaveLength(1);
    expect(both.rows[0]).toMatchObject({ id: eventReview.id, targetType: "event", targetLabel: "Event", ownerResponse: "Danke für den Hinweis.", rating: 2 });
    expect(both.rows[0]!.href).toContain(`/events/`);
    expect(both.hasPlaceReviews).toBe(true);

    const places = await list(admin, "target=location&rating=5");
    expect(places.rows.map((r) => r.id)).toContain(placeReview!.id);
    expect(places.rows.every((r) => r.targetType === "location" && r.rating === 5)).toBe(true);
    expect(places.rows.find((r) => r.id === placeReview!.id)!.href).toBe(`/${place.cityId}/places/${place.slug}`);

    await moderateReview({ actor: admin, reviewId: eventReview.id, status: "hidden" });
    expect((await list(admin, "status=hidden")).rows.map((r) => r.id)).toContain(eventReview.id);
    expect((await list(admin, "status=published")).rows.map((r) => r.id)).not.toContain(eventReview.id);
  });

  it("hides and publishes again, each audited once; a repeat changes nothing", async () => {
    const admin = await adminActor();
    const { event, guest } = await makeAttendedEvent();
    const r = await makeReview({ eventId: event.id, userId: guest.id });
    await moderateReview({ actor: admin, reviewId: r.id, status: "hidden" });
    expect((await moderateReview({ actor: admin, reviewId: r.id, status: "hidden" })).changed).toBe(false);
    expect(await statusOf(r.id)).toBe("hidden");
    await moderateReview({ actor: admin, reviewId: r.id, status: "published" });
    expect(await statusOf(r.id)).toBe("published");
    const rows = await auditOf(r.id);
    expect(rows.map((a) => a.action).sort()).toEqual(["review.hidden", "review.published"]);
    expect(rows.find((a) => a.action === "review.hidden")).toMatchObject({ actorId: admin.id, before: { status: "published" }, after: { status: "hidden" } });
    expect(await fail(moderateReview({ actor: admin, reviewId: "nicht-da", status: "hidden" }))).toMatchObject({ code: "REVIEW_NOT_FOUND" });
  });

  it("refuses organizers and users (403 from the page's action, FORBIDDEN from the use case) and nothing changes", async () => {
    const { event, guest, organizer } = await makeAttendedEvent();
    const r = await makeReview({ eventId: event.id, userId: guest.id });
    expect(await fail(moderateReview({ actor: organizer.actor, reviewId: r.id, status: "hidden" }))).toMatchObject({ code: "FORBIDDEN" });
    for (const role of ["organizer", "user"] as const) {
      const who = await makeSignedInUser(role);
      const res = await call(adminReviewsRoute.action, req("/admin/reviews", { cookie: who.cookie, form: { intent: "hide", id: r.id } }));
      expect(res.status).toBe(403);
    }
    expect(await statusOf(r.id)).toBe("published");
    expect(await auditOf(r.id)).toHaveLength(0);
  });

  it("the page's bulk intent hides several reviews at once", async () => {
    const signedIn = await makeSignedInUser("admin");
    const a = await makeAttendedEvent();
    const b = await makeAttendedEvent();
    const ra = await makeReview({ eventId: a.event.id, userId: a.guest.id });
    const rb = await makeReview({ eventId: b.event.id, userId: b.guest.id });
    const res = await call(adminReviewsRoute.action, req("/admin/reviews", { cookie: signedIn.cookie, form: { intent: "hide", ids: [ra.id, rb.id] } }));
    expect(res.status).toBe(200);
    expect([await statusOf(ra.id), await statusOf(rb.id)]).toEqual(["hidden", "hidden"]);
    const page = await call(adminReviewsRoute.loader, req("/admin/reviews?status=hidden", { cookie: signedIn.cookie }));
    expect((page.body as { rows: Array<{ id: string }> }).rows.map((r) => r.id)).toEqual(expect.arrayContaining([ra.id, rb.id]));
  });
});

import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/lib/db.server";
import { errorCatalog } from "~/lib/error-codes";
import { parseInput } from "~/lib/route-helpers.server";
import { auditLog, reports } from "~/modules/audit/schema";
import { notifications } from "~/modules/engagement/schema";
import { locations, reviews } from "~/modules/places/schema";
import { answerReview } from "~/modules/reviews/answer-review.server";
import { moderateReview } from "~/modules/reviews/moderate-review.server";
import { getOwnerReviewsView } from "~/modules/reviews/owner-reviews.server";
import { REVIEW_WRITE_LIMIT, writeOwnPlaceReview } from "~/modules/reviews/place-reviews.server";
import { loadPlaceReviews } from "~/modules/reviews/place-page.server";
import { reportReview, reportReviewAsVisitor } from "~/modules/reviews/report-review.server";
import { ownerReviewsList, ownPlaceReviewSchema } from "~/modules/reviews/validation";
import { parseListParams } from "~/lib/list/list-spec";
import * as placeReviewApi from "~/routes/api/place-review";
import * as ownerReviewsPage from "~/routes/business-owner/reviews";
import { fail } from "../../../tests/helpers/refusal";
import { setupTestDb } from "../../../tests/setup/db";
import { makeLocation, makeUser } from "../../../tests/factories";
import { makeBusiness } from "../../../tests/factories/discovery";
import { makeSignedInUser, outcome, req } from "../../../tests/factories/accounts";

beforeAll(async () => {
  await setupTestDb();
});

type U = { id: string; email: string; firstName?: string; lastName?: string };
const asActor = (u: { id: string; email: string }, role: "admin" | "user" | "organizer" = "user") => ({ id: u.id, email: u.email, role, firstName: "Lena", lastName: "Schulz" });
const fields = { rating: "4", title: "Guter Kaffee", body: "Freundliches Team und sehr guter Siebträgerkaffee." };
const write = async (u: U, placeId: string, form: Record<string, unknown>) => writeOwnPlaceReview({ actor: asActor(u), placeId, review: parseInput(form, ownPlaceReviewSchema) });
const create = (u: U, placeId: string, over: Record<string, unknown> = {}) => write(u, placeId, { intent: "create", ...fields, ...over });
const reviewsOf = (placeId: string) => db.select().from(reviews).where(eq(reviews.locationId, placeId));

/** A place run by a business owner (through their business profile). */
async function ownedPlace() {
  const place = await makeLocation();
  const owner = await makeUser();
  await makeBusiness({ ownerId: owner.id, locationId: place.id });
  return { place, owner };
}

describe("reviews of places: the rules", () => {
  it("stores one review, shows it with the figures of the page and the JSON-LD, and keeps the place's figures in step", async () => {
    const { place } = await ownedPlace();
    const guest = await makeUser();
    await create(guest, place.id);
    const shown = await loadPlaceReviews(place.id, new URL("http://x/luebeck/places/p"));
    expect(shown.summary).toEqual({ count: 1, average: 4, distribution: [0, 0, 0, 1, 0] });
    expect(shown.reviews[0]).toMatchObject({ title: "Guter Kaffee", authorName: "Lena S." });
    const [loc] = await db.select().from(locations).where(eq(locations.id, place.id));
    expect({ rating: loc!.averageRating, count: loc!.reviewCount }).toEqual({ rating: 4, count: 1 });
    expect(await db.select().from(auditLog).where(and(eq(auditLog.action, "review.created"), eq(auditLog.entityId, shown.reviews[0]!.id)))).toHaveLength(1);
  });

  it.each([
    ["0 stars", { rating: "0" }, "rating", "Bitte vergeben Sie 1 bis 5 Sterne."],
    ["6 stars", { rating: "6" }, "rating", "Bitte vergeben Sie 1 bis 5 Sterne."],
    ["10,000 characters", { body: "a".repeat(10_000) }, "body", "Der Text darf höchstens 2000 Zeichen lang sein."],
    ["HTML", { body: "Sehr schön <script>alert(1)</script> hier" }, "body", "Bitte verwenden Sie nur Text, keine HTML-Tags."],
    ["HTML in the title", { title: "<b>Toll</b>" }, "title", "Bitte verwenden Sie nur Text, keine HTML-Tags."],
  ])("refuses %s with a German message beside the field and stores nothing", async (_, over, field, text) => {
    const { place } = await ownedPlace();
    const guest = await makeUser();
    const r = await fail(create(guest, place.id, over));
    expect(r.code).toBe("VALIDATION");
    expect(r.fields?.[field]).toBe(text);
    expect(await reviewsOf(place.id)).toHaveLength(0);
  });

  it("refuses a second, different review in German and changes nothing; the same submit twice stores one", async () => {
    const { place } = await ownedPlace();
    const guest = await makeUser();
    const first = await create(guest, place.id);
    expect((await create(guest, place.id)).id).toBe(first.id);
    expect(await fail(create(guest, place.id, { rating: "1", title: "Doch nicht gut" }))).toMatchObject({
      code: "REVIEW_PLACE_ALREADY_EXISTS",
      message: "Sie haben diesen Ort bereits bewertet. Sie können Ihre Bewertung bearbeiten.",
    });
    const rows = await reviewsOf(place.id);
    expect(rows.map((r) => [r.rating, r.title])).toEqual([[4, "Guter Kaffee"]]);
  });

  it("an admin hiding a review takes it out of the page's figures and the place's", async () => {
    const { place } = await ownedPlace();
    const { id } = await create(await makeUser(), place.id);
    await moderateReview({ actor: asActor(await makeUser({ role: "admin" }), "admin"), reviewId: id, status: "hidden" });
    expect((await loadPlaceReviews(place.id, new URL("http://x/"))).summary.count).toBe(0);
    const [loc] = await db.select().from(locations).where(eq(locations.id, place.id));
    expect({ rating: loc!.averageRating, count: loc!.reviewCount }).toEqual({ rating: 0, count: 0 });
  });

  it("lets the author edit their review afterwards (and nobody else's)", async () => {
    const { place } = await ownedPlace();
    const guest = await makeUser();
    await create(guest, place.id);
    await write(guest, place.id, { intent: "update", ...fields, rating: "2", title: "Leider schlechter" });
    expect((await reviewsOf(place.id)).map((r) => r.rating)).toEqual([2]);
    const other = await makeUser();
    expect((await fail(write(other, place.id, { intent: "update", ...fields }))).code).toBe("REVIEW_NOT_FOUND");
  });

  it("refuses anonymous writers (401) through the page's API and stores nothing", async () => {
    const { place } = await ownedPlace();
    const r = await outcome(() => placeReviewApi.action({ request: req(`/api/places/${place.id}/review`, { method: "POST", form: { intent: "create", ...fields } }), params: { placeId: place.id }, context: {} } as never));
    expect(r.status).toBe(401);
    expect(await reviewsOf(place.id)).toHaveLength(0);
  });

  it("the page's API answers a visitor's own review of a place; an unknown place is 404", async () => {
    const { place } = await ownedPlace();
    const guest = await makeSignedInUser("user");
    await writeOwnPlaceReview({ actor: asActor(guest), placeId: place.id, review: parseInput({ intent: "create", ...fields }, ownPlaceReviewSchema) });
    const get = (id: string) => outcome(() => placeReviewApi.loader({ request: req(`/api/places/${id}/review`, { cookie: guest.cookie }), params: { placeId: id }, context: {} } as never));
    expect((await get(place.id)).body).toMatchObject({ signedIn: true, eligibility: { state: "reviewed", review: { title: "Guter Kaffee" } } });
    expect((await get(crypto.randomUUID())).status).toBe(404);
  });

  it("stops a flood of writes (REVIEW_LIMITED) and stores nothing more", async () => {
    const guest = await makeUser();
    for (let i = 0; i < REVIEW_WRITE_LIMIT.max; i++) await create(guest, (await makeLocation()).id);
    const last = await makeLocation();
    expect(await fail(create(guest, last.id))).toMatchObject({ code: "REVIEW_LIMITED", message: errorCatalog.REVIEW_LIMITED.message });
    expect(await reviewsOf(last.id)).toHaveLength(0);
  });
});

describe("answers and reports of place reviews", () => {
  it("the place's owner answers once (editable), the reviewer is notified, audited, and it shows on the page", async () => {
    const { place, owner } = await ownedPlace();
    const guest = await makeUser();
    const { id } = await create(guest, place.id);
    await answerReview({ actor: asActor(owner), reviewId: id, response: "Danke, bis bald!", only: "location" });
    await answerReview({ actor: asActor(owner), reviewId: id, response: "Danke, bis bald wieder!", only: "location" });
    const shown = await loadPlaceReviews(place.id, new URL("http://x/"));
    expect(shown.reviews[0]!.ownerResponse).toBe("Danke, bis bald wieder!");
    const notes = await db.select().from(notifications).where(eq(notifications.userId, guest.id));
    expect(notes.map((n) => n.message)).toEqual([`Der Betreiber hat auf Ihre Bewertung von „${place.name}“ geantwortet.`]);
    const actions = (await db.select().from(auditLog).where(eq(auditLog.entityId, id))).map((a) => a.action);
    expect(actions).toEqual(expect.arrayContaining(["review.answered", "review.answer_updated"]));
  });

  it("another owner's review does not exist for them: 404 through the page, nothing changes", async () => {
    const { place } = await ownedPlace();
    const { owner: stranger } = await ownedPlace();
    const guest = await makeUser();
    const { id } = await create(guest, place.id);
    expect((await fail(answerReview({ actor: asActor(stranger), reviewId: id, response: "Fremde Antwort" }))).code).toBe("REVIEW_NOT_FOUND");
    expect((await fail(reportReview({ actor: asActor(stranger), reviewId: id, reason: "Fremde Meldung hier" }))).code).toBe("REVIEW_NOT_FOUND");
    const signedIn = await makeSignedInUser("user");
    await makeBusiness({ ownerId: signedIn.id, locationId: (await makeLocation()).id });
    const r = await outcome(() =>
      ownerReviewsPage.action({ request: req("/business-owner/reviews", { method: "POST", cookie: signedIn.cookie, form: { intent: "answer", id, response: "Fremde Antwort" } }), params: {}, context: {} } as never),
    );
    expect(r.status).toBe(404);
    expect((await reviewsOf(place.id))[0]!.ownerResponse).toBeNull();
  });

  it("the owner's list shows only their places' reviews, with filters and the distribution", async () => {
    const { place, owner } = await ownedPlace();
    const { place: foreign } = await ownedPlace();
    const a = await makeUser();
    const b = await makeUser();
    await create(a, place.id, { rating: "5" });
    const { id: low } = await create(b, place.id, { rating: "2" });
    await create(a, foreign.id);
    await answerReview({ actor: asActor(owner), reviewId: low, response: "Das tut uns leid." });
    const list = (q: string) => getOwnerReviewsView(owner, parseListParams(new URLSearchParams(q), ownerReviewsList));
    const all = await list("");
    expect(all.rows.map((r) => r.subject.id)).toEqual([place.id, place.id]);
    expect(all.distribution).toEqual([0, 1, 0, 0, 1]);
    expect((await list("rating=5")).rows).toHaveLength(1);
    expect((await list("answered=no")).rows.map((r) => r.rating)).toEqual([5]);
    expect((await list(`place=${foreign.id}`)).rows).toHaveLength(0);
  });

  it("visitors and the owner report a review to the admins (one open report each); the author cannot report their own", async () => {
    const { place, owner } = await ownedPlace();
    const guest = await makeUser();
    const reader = await makeUser();
    const { id } = await create(guest, place.id);
    await reportReviewAsVisitor({ actor: asActor(reader), placeId: place.id, reviewId: id, reason: "Das ist Werbung." });
    await reportReview({ actor: asActor(owner), reviewId: id, reason: "Falsche Tatsachen." });
    expect((await db.select().from(reports).where(eq(reports.targetId, id))).map((r) => r.status)).toEqual(["open", "open"]);
    expect((await fail(reportReviewAsVisitor({ actor: asActor(guest), placeId: place.id, reviewId: id, reason: "Eigene Meldung" }))).code).toBe("REVIEW_NOT_FOUND");
  });
});

import { DEFAULT_CITY } from "~/lib/cities";
import { and, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/lib/db.server";
import { errorCatalog } from "~/lib/error-codes";
import { parseInput } from "~/lib/route-helpers.server";
import { auditLog, reports } from "~/modules/audit/schema";
import { notifications } from "~/modules/engagement/schema";
import { events } from "~/modules/events/schema";
import { reviews } from "~/modules/places/schema";
import { bookings } from "~/modules/ticketing/schema";
import { answerReview } from "~/modules/reviews/answer-review.server";
import { decideReport } from "~/modules/reviews/decide-report.server";
import { getOrganizerReviewsView } from "~/modules/reviews/organizer-reviews.server";
import { getEventReviews, getOrganizerReviews, getReviewEligibility } from "~/modules/reviews/queries.server";
import { reportReview } from "~/modules/reviews/report-review.server";
import { organizerReviewsList, ownReviewSchema } from "~/modules/reviews/validation";
import { writeOwnReview, type ReviewAuthor } from "~/modules/reviews/write-own-review.server";
import { parseListParams } from "~/lib/list/list-spec";
import { fail } from "../../../tests/helpers/refusal";
import { setupTestDb } from "../../../tests/setup/db";
import { makeUser } from "../../../tests/factories";
import { makeOrganizer } from "../../../tests/factories/organizers";
import { makeAttendedEvent } from "../../../tests/factories/reviews";
import { makeBuyer } from "../../../tests/factories/ticketing";
import { makeSignedInUser, outcome, req } from "../../../tests/factories/accounts";
import * as adminReports from "~/routes/admin/reports";

beforeAll(async () => {
  await setupTestDb();
});

const fields = { rating: "5", title: "Großartiger Abend", body: "Tolle Musik, freundliches Personal und gute Sicht." };
/** What the event page sends: the posted form, parsed as the API route parses it. */
const write = async (actor: ReviewAuthor, eventId: string, form: Record<string, unknown>) => writeOwnReview({ actor, eventId, review: parseInput(form, ownReviewSchema) });
const create = (actor: ReviewAuthor, eventId: string, over: Record<string, unknown> = {}) => write(actor, eventId, { intent: "create", ...fields, ...over });
const reviewsOf = (eventId: string) => db.select().from(reviews).where(eq(reviews.eventId, eventId));
const auditOf = (id: string) => db.select().from(auditLog).where(and(eq(auditLog.entityType, "review"), eq(auditLog.entityId, id)));
const message = (code: keyof typeof errorCatalog) => errorCatalog[code].message;

describe("writing a review: who may, and when", () => {
  it("refuses a visitor without a ticket, in German, and stores nothing", async () => {
    const { event } = await makeAttendedEvent();
    const stranger = await makeBuyer();
    expect(await fail(create(stranger, event.id))).toMatchObject({ code: "REVIEW_NO_TICKET", message: "Bewerten können nur Gäste mit einem bestätigten Ticket für dieses Event." });
    expect(await reviewsOf(event.id)).toHaveLength(0);
    expect(await getReviewEligibility(stranger, event.id)).toEqual({ state: "no_ticket" });
  });

  it("refuses a ticket holder before the event has ended", async () => {
    const { event, guest } = await makeAttendedEvent({ ended: false });
    expect(await fail(create(guest, event.id))).toMatchObject({ code: "REVIEW_EVENT_NOT_ENDED", message: message("REVIEW_EVENT_NOT_ENDED") });
    expect(await reviewsOf(event.id)).toHaveLength(0);
    expect((await getReviewEligibility(guest, event.id)).state).toBe("not_ended");
  });

  it("refuses a guest whose booking was cancelled", async () => {
    const { event, guest, bookingId } = await makeAttendedEvent();
    await db.update(bookings).set({ status: "cancelled", paymentStatus: "refunded", cancelledAt: new Date() }).where(eq(bookings.id, bookingId));
    expect(await fail(create(guest, event.id))).toMatchObject({ code: "REVIEW_NO_TICKET" });
    expect(await reviewsOf(event.id)).toHaveLength(0);
  });

  it("refuses reviews of a cancelled event", async () => {
    const { event, guest } = await makeAttendedEvent();
    await db.update(events).set({ status: "cancelled" }).where(eq(events.id, event.id));
    expect(await fail(create(guest, event.id))).toMatchObject({ code: "REVIEW_EVENT_CANCELLED", message: "Ein abgesagtes Event kann nicht bewertet werden." });
  });

  it("answers bad input with German field messages and stores nothing", async () => {
    const { event, guest } = await makeAttendedEvent();
    const r = await fail(create(guest, event.id, { rating: "0", title: "", body: "kurz" }));
    expect(r.code).toBe("VALIDATION");
    expect(r.fields).toMatchObject({
      rating: "Bitte vergeben Sie 1 bis 5 Sterne.",
      title: "Bitte geben Sie einen Titel ein.",
      body: "Der Text muss mindestens 10 Zeichen lang sein.",
    });
    expect(await reviewsOf(event.id)).toHaveLength(0);
  });

  it("publishes a guest's review after the event, one per guest: a double submit is harmless, a second review is refused", async () => {
    const { event, guest } = await makeAttendedEvent();
    expect(await getReviewEligibility(guest, event.id)).toEqual({ state: "eligible", verified: false });
    const first = await create(guest, event.id);
    const again = await create(guest, event.id);
    expect(again.id).toBe(first.id);
    expect(await fail(create(guest, event.id, { rating: "2", title: "Doch nicht so gut" }))).toMatchObject({
      code: "REVIEW_ALREADY_EXISTS",
      message: "Sie haben dieses Event bereits bewertet. Sie können Ihre Bewertung bearbeiten.",
    });
    const rows = await reviewsOf(event.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ rating: 5, status: "published", verifiedAttendance: false, userId: guest.id });
    expect(await auditOf(first.id)).toHaveLength(1);
    const shown = await getEventReviews(event.id);
    expect(shown.summary).toMatchObject({ count: 1, average: 5 });
    expect(shown.reviews[0]).toMatchObject({ title: "Großartiger Abend", verified: false });
    expect((await getReviewEligibility(guest, event.id)).state).toBe("reviewed");
  });

  it("shows 'verifizierte Teilnahme' when one of the guest's attendees was checked in", async () => {
    const { event, guest } = await makeAttendedEvent({ checkedIn: true });
    expect(await getReviewEligibility(guest, event.id)).toEqual({ state: "eligible", verified: true });
    await create(guest, event.id);
    const shown = await getEventReviews(event.id);
    expect(shown.reviews[0]!.verified).toBe(true);
  });

  it("lets the author edit and delete their review; nobody else", async () => {
    const { event, guest } = await makeAttendedEvent();
    const { id } = await create(guest, event.id);
    const other = await makeBuyer();
    expect(await fail(write(other, event.id, { intent: "update", ...fields, rating: "1" }))).toMatchObject({ code: "REVIEW_NOT_FOUND" });
    await write(guest, event.id, { intent: "update", ...fields, rating: "3" });
    expect((await reviewsOf(event.id))[0]!.rating).toBe(3);
    await write(guest, event.id, { intent: "delete" });
    expect(await reviewsOf(event.id)).toHaveLength(0);
    expect((await auditOf(id)).map((a) => a.action).sort()).toEqual(["review.created", "review.deleted", "review.updated"]);
  });
});

describe("the organizer answers and reports", () => {
  async function reviewed() {
    const setup = await makeAttendedEvent();
    const { id } = await create(setup.guest, setup.event.id, { rating: "2", title: "Zu voll", body: "Viel zu voll, man sah kaum die Bühne." });
    return { ...setup, reviewId: id };
  }

  it("answers publicly: the reviewer is notified, the answer shows on the page, and it is audited", async () => {
    const { organizer, guest, event, reviewId } = await reviewed();
    await answerReview({ actor: organizer.actor, reviewId, response: "Danke! Beim nächsten Mal öffnen wir die Empore." });
    await answerReview({ actor: organizer.actor, reviewId, response: "Danke! Beim nächsten Mal öffnen wir die Empore." });
    const shown = await getEventReviews(event.id);
    expect(shown.reviews[0]!.ownerResponse).toBe("Danke! Beim nächsten Mal öffnen wir die Empore.");
    const notes = await db.select().from(notifications).where(eq(notifications.userId, guest.id));
    expect(notes.filter((n) => n.entityId === reviewId)).toHaveLength(1);
    expect(notes.find((n) => n.entityId === reviewId)!.title).toBe("Antwort auf Ihre Bewertung");
    expect((await auditOf(reviewId)).map((a) => a.action)).toContain("review.answered");
  });

  it("another organizer gets 'not found' for answer and report, and nothing changes", async () => {
    const { reviewId, event } = await reviewed();
    const other = await makeOrganizer();
    const before = await reviewsOf(event.id);
    const answer = await fail(answerReview({ actor: other.actor, reviewId, response: "Fremde Antwort" }));
    expect(answer).toMatchObject({ code: "REVIEW_NOT_FOUND", message: "Bewertung nicht gefunden" });
    expect(errorCatalog.REVIEW_NOT_FOUND.status).toBe(404);
    expect(await fail(reportReview({ actor: other.actor, reviewId, reason: "Gefällt mir nicht" }))).toMatchObject({ code: "REVIEW_NOT_FOUND" });
    const user = await makeUser();
    expect(await fail(answerReview({ actor: { id: user.id, email: user.email, role: "user" }, reviewId, response: "Hallo" }))).toMatchObject({ code: "REVIEW_NOT_FOUND" });
    expect(await reviewsOf(event.id)).toEqual(before);
    expect(await db.select().from(reports).where(eq(reports.targetId, reviewId))).toHaveLength(0);
    expect((await auditOf(reviewId)).map((a) => a.action)).toEqual(["review.created"]);
    // the list of another organizer does not show it
    const view = await getOrganizerReviewsView(other.actor, parseListParams(new URLSearchParams(), organizerReviewsList));
    expect(view.rows.map((r) => r.id)).not.toContain(reviewId);
  });

  it("reports a review once (a repeat adds nothing); an admin may answer any review", async () => {
    const { organizer, reviewId } = await reviewed();
    const a = await reportReview({ actor: organizer.actor, reviewId, reason: "Unwahre Behauptung über den Einlass" });
    const b = await reportReview({ actor: organizer.actor, reviewId, reason: "Unwahre Behauptung über den Einlass" });
    expect(b.id).toBe(a.id);
    const rows = await db.select().from(reports).where(eq(reports.targetId, reviewId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ targetType: "review", status: "open", reporterId: organizer.actor.id });
    const admin = await makeUser({ role: "admin" });
    await answerReview({ actor: { id: admin.id, email: admin.email, role: "admin" }, reviewId, response: "Antwort der Redaktion" });
    const view = await getOrganizerReviewsView(organizer.actor, parseListParams(new URLSearchParams("answered=yes"), organizerReviewsList));
    expect(view.rows.find((r) => r.id === reviewId)).toMatchObject({ openReports: 1, ownerResponse: "Antwort der Redaktion" });
  });

  it("filters the organizer's list by stars and answered, with the average per event", async () => {
    const organizer = await makeOrganizer({ plan: "professional" });
    const one = await makeAttendedEvent({ organizer });
    await create(one.guest, one.event.id, { rating: "4" });
    const second = await makeBuyer();
    const two = await makeAttendedEvent({ organizer, guest: second });
    await create(second, two.event.id, { rating: "2" });
    const list = (q: string) => getOrganizerReviewsView(organizer.actor, parseListParams(new URLSearchParams(q), organizerReviewsList));
    expect((await list("")).total).toBe(2);
    expect((await list("rating=2")).rows.map((r) => r.rating)).toEqual([2]);
    expect((await list("answered=no")).total).toBe(2);
    expect((await list(`event=${one.event.id}`)).rows.map((r) => r.subject.id)).toEqual([one.event.id]);
    const view = await list("");
    expect(view.totals).toMatchObject({ count: 2, average: 3, unanswered: 2 });
    expect(view.perSubject.map((e) => e.average).sort()).toEqual([2, 4]);
    const page = await getOrganizerReviews(organizer.organizerId, DEFAULT_CITY);
    expect(page.summary).toMatchObject({ count: 2, average: 3 });
  });
});

describe("the admin decides on reports", () => {
  async function reported() {
    const setup = await makeAttendedEvent();
    const { id: reviewId } = await create(setup.guest, setup.event.id, { rating: "1", title: "Abzocke", body: "Die Veranstalter sind Betrüger, alles Lüge." });
    const report = await reportReview({ actor: setup.organizer.actor, reviewId, reason: "Beleidigung und falsche Tatsachen" });
    const adminUser = await makeUser({ role: "admin" });
    return { ...setup, reviewId, reportId: report.id, admin: { id: adminUser.id, email: adminUser.email, role: "admin" as const } };
  }

  it("hides the review: gone from the public page, report resolved, both audited", async () => {
    const { reviewId, reportId, admin, event } = await reported();
    await decideReport({ actor: admin, reportId, decision: "hide" });
    await decideReport({ actor: admin, reportId, decision: "hide" }); // a double submit is harmless
    expect((await reviewsOf(event.id))[0]!.status).toBe("hidden");
    expect((await db.select().from(reports).where(eq(reports.id, reportId)))[0]).toMatchObject({ status: "resolved", resolvedBy: admin.id, resolution: "hidden" });
    expect((await getEventReviews(event.id)).summary.count).toBe(0);
    expect((await auditOf(reviewId)).map((a) => a.action)).toContain("review.hidden");
    const reportAudit = await db.select().from(auditLog).where(and(eq(auditLog.entityType, "report"), eq(auditLog.entityId, reportId)));
    expect(reportAudit.map((a) => a.action)).toEqual(["report.resolved"]);
    expect(await fail(decideReport({ actor: admin, reportId, decision: "dismiss" }))).toMatchObject({ code: "REPORT_ALREADY_DECIDED", message: "Diese Meldung wurde bereits bearbeitet." });
  });

  it("dismisses the report: the review stays; an organizer may not decide", async () => {
    const { reportId, admin, event, organizer } = await reported();
    const refused = await fail(decideReport({ actor: organizer.actor, reportId, decision: "hide" }));
    expect(refused.code).toBe("FORBIDDEN");
    expect((await reviewsOf(event.id))[0]!.status).toBe("published");
    await decideReport({ actor: admin, reportId, decision: "dismiss" });
    expect((await db.select().from(reports).where(eq(reports.id, reportId)))[0]!.status).toBe("dismissed");
    expect((await reviewsOf(event.id))[0]!.status).toBe("published");
    const n = await db.execute<{ n: number }>(sql`select count(*)::int as n from audit_log where entity_type = 'report' and entity_id = ${reportId} and action = 'report.dismissed'`);
    expect(Number(n.rows[0]!.n)).toBe(1);
  });
  it("/admin/reports: the list and the decisions as typed intents (a toast on the same list)", async () => {
    const { reportId } = await reported();
    const signedIn = await makeSignedInUser("admin");
    type Fn = (args: { request: Request; params: Record<string, string>; context: unknown }) => unknown;
    const call = (fn: unknown, request: Request) => outcome(() => (fn as Fn)({ request, params: {}, context: {} }));
    const page = await call(adminReports.loader, req("/admin/reports?status=open", { cookie: signedIn.cookie }));
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ page: 1, sort: "created", dir: "desc", notices: [] });
    expect((page.body as { rows: Array<{ id: string }> }).rows.map((r) => r.id)).toContain(reportId);
    const unknown = await call(adminReports.action, req("/admin/reports", { cookie: signedIn.cookie, form: { intent: "remove", id: reportId } }));
    expect(unknown).toMatchObject({ status: 400, body: { ok: false } });
    const done = await call(adminReports.action, req("/admin/reports?status=open", { cookie: signedIn.cookie, form: { intent: "dismiss", id: reportId } }));
    expect([done.status, done.location]).toEqual([302, "/admin/reports?status=open"]);
    expect((await db.select().from(reports).where(eq(reports.id, reportId)))[0]!.status).toBe("dismissed");
  });
});

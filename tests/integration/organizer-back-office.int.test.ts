/**
 * What a new organizer meets in the back office (issue 21, finding 13): each answer as the browser
 * gets it — status, redirect, the German notice.
 */
import { and, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/lib/db.server";
import { auditLog } from "~/modules/audit/schema";
import { outbox } from "~/modules/outbox/schema";
import { fail } from "../helpers/refusal";
import { setupTestDb } from "../setup/db";
import { makeSignedInUser, req } from "../factories/accounts";
import { makeEvent } from "../factories";
import { bookEvent, makeOrganizer, makeOrganizerEvent } from "../factories/organizers";

beforeAll(setupTestDb);

/** Runs a loader and returns the Response it answered or threw. */
async function answer(fn: () => unknown): Promise<Response> {
  try {
    const r = await fn();
    if (r instanceof Response) return r;
    throw new Error(`kein Response: ${JSON.stringify(r)}`);
  } catch (e) {
    if (e instanceof Response) return e;
    throw e;
  }
}

/** The flash toast a redirect sets (sp_toast cookie, base64 JSON). */
function toastOf(res: Response): { type: string; title: string; description?: string } | null {
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith("sp_toast="));
  if (!cookie) return null;
  const value = decodeURIComponent(cookie.slice("sp_toast=".length).split(";")[0]!);
  return JSON.parse(Buffer.from(value, "base64").toString("utf8")) as { type: string; title: string; description?: string };
}

describe("attendee export without an event", () => {
  it("leads back to the bookings with a German notice instead of raw JSON", async () => {
    const { loader } = await import("~/routes/organizer/bookings-export");
    const organizer = await makeSignedInUser("organizer");
    for (const qs of ["", "?event=", "?format=xlsx", "?event=00000000-0000-4000-8000-000000000000"]) {
      const res = await answer(() => loader({ request: req(`/organizer/bookings/export${qs}`, { cookie: organizer.cookie }), params: {}, context: {} } as never));
      expect(res.status, qs).toBe(302);
      expect(res.headers.get("location"), qs).toBe("/organizer/bookings");
      const toast = toastOf(res);
      expect(toast?.title, qs).toBe("Teilnehmerliste exportieren");
      expect(toast?.description, qs).toMatch(/Wählen Sie in der Liste ein Event/);
      expect(toast?.description, qs).not.toMatch(/Invalid input|expected/);
    }
  });
});

describe("the dashboards", () => {
  it("show an audit action in German words, never its key", async () => {
    const { getAdminOverview } = await import("~/modules/reporting/overview.server");
    const { attendeeExport } = await import("~/modules/ticketing/export-attendees.server");
    const org = await makeOrganizer({ plan: "professional" });
    const event = await makeOrganizerEvent(org);
    await attendeeExport({ actor: org.actor, eventId: event.id });
    const { recentAudit } = await getAdminOverview({ id: "admin", email: "admin@stadtpuls.test", role: "admin" });
    const row = recentAudit.find((a) => a.entity_id === event.id)!;
    expect(row.actionLabel).toBe("Teilnehmerliste exportiert");
    expect(row.entityLabel).toBe("Event");
  });

  it("say how full an event without a capacity is, not '0 Plätze'", async () => {
    const { getOrganizerDashboardView } = await import("~/modules/reporting/organizer-dashboard.server");
    const org = await makeOrganizer({ plan: "enterprise" });
    const open = await makeOrganizerEvent(org, { title: "Offenes Atelier", maxParticipants: null, startDate: new Date(Date.now() + 5 * 86_400_000) });
    const limited = await makeOrganizerEvent(org, { title: "Konzert mit Platzlimit", maxParticipants: 800, startDate: new Date(Date.now() + 6 * 86_400_000) });
    await bookEvent(limited, 2);
    const view = await getOrganizerDashboardView(org.actor);
    const seats = Object.fromEntries(view.nextEvents.map((e) => [e.id, e.seats]));
    expect(seats[open.id]).toBe("Noch keine Gäste · ohne Platzlimit");
    expect(seats[limited.id]).toBe("2 / 800 Plätze belegt");
  });
});

describe("the stats page's capacity figure", () => {
  it("counts the seats of events with a capacity against that capacity, and says how many events it leaves out", async () => {
    const { getOrganizerStatsView } = await import("~/modules/reporting/organizer-stats.server");
    const org = await makeOrganizer({ plan: "enterprise" });
    const day = (d: number) => new Date(Date.now() + d * 86_400_000);
    const limited = await makeOrganizerEvent(org, { title: "Saal mit 800 Plätzen", maxParticipants: 800, startDate: day(5) });
    const open = await makeOrganizerEvent(org, { title: "Hof ohne Platzlimit", maxParticipants: null, startDate: day(6) });
    await bookEvent(limited, 2);
    await bookEvent(open, 3);
    const iso = (d: Date) => d.toISOString().slice(0, 10);
    const s = await getOrganizerStatsView(org.actor, { from: iso(day(0)), to: iso(day(10)) });
    expect(s.totals).toMatchObject({ tickets: 5, capacitySold: 2, capacity: 800, capacityEvents: 1, capacityUnlimitedEvents: 1 });
    expect(s.totals.utilisation).toBeCloseTo(2 / 800);
  });
});

describe("the draft preview (finding 12)", () => {
  it("shows the booking box the published page will show, disabled as a preview — one rule for both", async () => {
    const { getEventPreviewView } = await import("~/modules/event-management/preview-event.server");
    const { loadEventDetail } = await import("~/modules/events/detail-loader.server");
    const { publishEvent } = await import("~/modules/event-management/publish-event.server");
    const org = await makeOrganizer({ plan: "professional" });
    const draft = await makeOrganizerEvent(org, { title: "Kammerkonzert im Entwurf", status: "draft", publishedAt: null, bookingRequired: true, priceCents: 1500 });

    const preview = await getEventPreviewView(org.actor, draft.id);
    expect(preview.booking.box).toEqual({ kind: "book", href: expect.stringMatching(/\/tickets$/), preview: true });

    await publishEvent({ actor: org.actor, eventId: draft.id });
    const published = await loadEventDetail(draft.slug, "luebeck");
    expect(published.booking.box).toEqual({ kind: "book", href: preview.booking.box.kind === "book" ? preview.booking.box.href : "", preview: false });
    // and the preview of the published event says the same
    expect((await getEventPreviewView(org.actor, draft.id)).booking.box).toMatchObject({ kind: "book", preview: true });
  });

  it("shows 'Abendkasse' only where the published page would, too", async () => {
    const { getEventPreviewView } = await import("~/modules/event-management/preview-event.server");
    const org = await makeOrganizer({ plan: "professional" });
    const walkIn = await makeEvent({ organizerId: org.organizerId, createdBy: org.actor.id, status: "draft", publishedAt: null, bookingRequired: false, priceCents: 1200, maxParticipants: 80 });
    expect((await getEventPreviewView(org.actor, walkIn.id)).booking.box).toEqual({ kind: "walk_in", paid: true });
  });
});

describe("an organizer cancels or refunds a single booking (finding 13)", () => {
  it("cancels a booking of their own event for its guest: full refund, seats back, guest mailed, audited — another organizer is told it does not exist", async () => {
    const { cancelBookingForGuest } = await import("~/modules/refunds/cancel-booking-for-guest.server");
    const org = await makeOrganizer({ plan: "professional" });
    const other = await makeOrganizer({ plan: "professional" });
    const event = await makeOrganizerEvent(org, { title: "Hafenkonzert zum Stornieren" });
    const b = await bookEvent(event, 2);
    const before = await bookingState(b.bookingId);

    expect(await fail(cancelBookingForGuest({ actor: other.actor, bookingId: b.bookingId, reason: "Doppelt gebucht" }))).toMatchObject({ code: "CANCEL_BOOKING_NOT_FOUND", message: "Buchung nicht gefunden" });
    expect(await bookingState(b.bookingId)).toEqual(before);
    const { organizerCancelSchema } = await import("~/modules/refunds/validation");
    expect(organizerCancelSchema.safeParse({ bookingId: b.bookingId, reason: " x " }).error?.issues[0]?.message).toBe("Bitte nennen Sie den Grund – er steht in der E-Mail an den Gast.");

    const r = await cancelBookingForGuest({ actor: org.actor, bookingId: b.bookingId, reason: "Doppelt gebucht, bitte neu buchen" });
    expect(r.refund.refundAmount).toBe(b.totalAmountCents);
    expect(await bookingState(b.bookingId)).toMatchObject({ status: "cancelled", payment_status: "refunded", refunded_cents: b.totalAmountCents, seats: 0, valid_tickets: 0 });
    const mail = (await db.select().from(outbox).where(and(eq(outbox.recipient, b.buyer.email), eq(outbox.topic, "cancellation_notice"))))[0]!;
    expect(JSON.stringify(mail.payload)).toContain("Vom Veranstalter storniert: Doppelt gebucht, bitte neu buchen");
    const actions = (await db.select().from(auditLog).where(eq(auditLog.entityId, b.bookingId))).map((a) => a.action);
    expect(actions).toEqual(expect.arrayContaining(["booking.cancelled_by_organizer", "refund.processed"]));
    expect(await fail(cancelBookingForGuest({ actor: org.actor, bookingId: b.bookingId, reason: "Noch einmal" }))).toMatchObject({ code: "CANCEL_ALREADY_CANCELLED" });
  });

  it("decides and pays back a guest's request about their event with the admin's use cases; not another organizer's", async () => {
    const { requestCancellation } = await import("~/modules/refunds/request-cancellation.server");
    const { decideRefundRequest } = await import("~/modules/refunds/decide-refund-request.server");
    const { processRefund } = await import("~/modules/refunds/process-refund.server");
    const { cancelBookingForGuest } = await import("~/modules/refunds/cancel-booking-for-guest.server");
    const { getBookingDetailView: getOrganizerBookingDetailView } = await import("~/modules/refunds/booking-detail-view.server");
    const org = await makeOrganizer({ plan: "professional" });
    const other = await makeOrganizer({ plan: "professional" });
    const event = await makeOrganizerEvent(org, { startDate: new Date(Date.now() + 30 * 86_400_000) });
    const b = await bookEvent(event, 1);
    const { request } = await requestCancellation({ actor: b.buyer, bookingId: b.bookingId, reason: "Krankheit", requestedCents: null, message: null });

    // the guest's open request comes first
    expect(await fail(cancelBookingForGuest({ actor: org.actor, bookingId: b.bookingId, reason: "Doppelt gebucht" }))).toMatchObject({ code: "CANCEL_REQUEST_EXISTS" });
    const view = await getOrganizerBookingDetailView(org.actor, b.bookingId);
    expect(view.cancel).toMatchObject({ allowed: false, refusal: "Für diese Buchung liegt bereits eine Stornierungsanfrage vor." });
    expect(view.refundRequests[0]).toMatchObject({ id: request.id, canDecide: true, canProcess: false });

    expect(await fail(decideRefundRequest({ actor: other.actor, requestId: request.id, decision: "approved", response: undefined }))).toMatchObject({ code: "REFUND_REQUEST_NOT_FOUND" });
    await decideRefundRequest({ actor: org.actor, requestId: request.id, decision: "approved", response: "Gute Besserung" });
    expect((await getOrganizerBookingDetailView(org.actor, b.bookingId)).refundRequests[0]).toMatchObject({ canDecide: false, canProcess: true });
    expect(await fail(processRefund({ actor: other.actor, requestId: request.id }))).toMatchObject({ code: "REFUND_REQUEST_NOT_FOUND" });
    const paid = await processRefund({ actor: org.actor, requestId: request.id });
    // the refund policy's amount (full refund 30 days ahead, minus the processing fee), as the admin would pay
    expect(paid.refund.refundAmount).toBe(request.calculation!.final_refund);
    expect((await bookingState(b.bookingId)).status).toBe("cancelled");
  });

  it("refuses once the event has started", async () => {
    const { cancelBookingForGuest } = await import("~/modules/refunds/cancel-booking-for-guest.server");
    const org = await makeOrganizer({ plan: "professional" });
    const event = await makeOrganizerEvent(org);
    const b = await bookEvent(event, 1);
    await db.execute(sql`update events set start_date = now() - interval '1 hour' where id = ${event.id}::uuid`);
    expect(await fail(cancelBookingForGuest({ actor: org.actor, bookingId: b.bookingId, reason: "Zu spät" }))).toMatchObject({ code: "CANCEL_EVENT_STARTED" });
  });
});

async function bookingState(id: string) {
  const r = (await db.execute(sql`
    select b.status, b.payment_status, b.refunded_cents, e.current_participants as seats,
      (select count(*)::int from booking_attendees a where a.booking_id = b.id and a.is_valid) as valid_tickets
    from bookings b join events e on e.id = b.event_id where b.id = ${id}::uuid`)) as unknown as { rows: Array<Record<string, unknown>> };
  return r.rows[0]!;
}

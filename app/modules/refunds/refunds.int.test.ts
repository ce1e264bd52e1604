import { and, eq } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { db } from "~/lib/db.server";
import { formatMoney } from "~/lib/format";
import { notifications } from "~/modules/engagement/schema";
import { events } from "~/modules/events/schema";
import { outbox } from "~/modules/outbox/schema";
import { setPaymentProvider } from "~/modules/payments/get-provider.server";
import { TestPaymentProvider } from "~/modules/payments/test-provider.server";
import { decideRefundRequest } from "~/modules/refunds/decide-refund-request.server";
import { getMyTicketsView } from "~/modules/refunds/my-tickets-view.server";
import { processRefund } from "~/modules/refunds/process-refund.server";
import { listRefundRequests } from "~/modules/refunds/queries.server";
import { adminRefundList } from "~/modules/refunds/validation";
import { parseListParams } from "~/lib/list/list-spec";
import { requestCancellation } from "~/modules/refunds/request-cancellation.server";
import { cancellationRequestSchema, decisionSchema } from "~/modules/refunds/validation";
import { parseInput } from "~/lib/route-helpers.server";
import type { Actor } from "~/modules/accounts/actor";
import { refundRequests } from "~/modules/refunds/schema";
import { createBooking } from "~/modules/ticketing/create-booking.server";
import { cancelConfirmedBookingTx } from "~/modules/ticketing/release-booking.server";
import { bookingAttendees, payments } from "~/modules/ticketing/schema";
import { setupTestDb } from "../../../tests/setup/db";
import { fail } from "../../../tests/helpers/refusal";
import { makeCity, makeUser } from "../../../tests/factories";
import { bookingRow, checkoutFields, makeBookableEvent, makePaidBooking, seatLedger } from "../../../tests/factories/ticketing";

beforeAll(async () => {
  await setupTestDb();
});
afterEach(() => setPaymentProvider(undefined));

const reqFields = (bookingId: string, over: Record<string, unknown> = {}) => ({ bookingId, reason: "Krankheit", ...over });
/** What the tickets page does: parse the posted form, then call the use case (refusals as rejections). */
const cancelFromForm = async ({ actor, fields, now }: { actor: Actor; fields: Record<string, unknown>; now?: Date }) =>
  requestCancellation({ actor, ...parseInput(fields, cancellationRequestSchema), now });
const decision = (fields: Record<string, unknown>) => decisionSchema.parse(fields);

describe("cancellation request (§5, §8)", () => {
  it("is stored as pending with the server's calculation (full refund minus fee a week ahead)", async () => {
    const { buyer, bookingId } = await makePaidBooking({ startInDays: 14 });
    const { request, calculation } = await cancelFromForm({ actor: buyer, fields: reqFields(bookingId, { message: "Schade!" }) });
    expect(request.status).toBe("pending");
    expect(calculation).toMatchObject({ refund_allowed: true, original_amount: 3000, refund_percentage: 100, processing_fee: 100, final_refund: 2900 });
    expect(request.calculation).toEqual(calculation);
  });

  it("Sonstiges needs a free text; amounts must be > 0, at most the total, two decimals", async () => {
    const { buyer, bookingId } = await makePaidBooking();
    const r1 = await fail(cancelFromForm({ actor: buyer, fields: reqFields(bookingId, { reason: "Sonstiges" }) }));
    expect(r1).toMatchObject({ code: "VALIDATION", message: "Bitte beschreiben Sie den Grund." });
    const r2 = await fail(cancelFromForm({ actor: buyer, fields: reqFields(bookingId, { amount: "0" }) }));
    expect(r2.code).toBe("VALIDATION");
    expect(r2.fields?.amount).toBe("Bitte geben Sie einen Betrag über 0 mit höchstens zwei Nachkommastellen ein.");
    expect((await fail(cancelFromForm({ actor: buyer, fields: reqFields(bookingId, { amount: "1,234" }) }))).code).toBe("VALIDATION");
    const r3 = await fail(cancelFromForm({ actor: buyer, fields: reqFields(bookingId, { amount: "30,01" }) }));
    expect(r3.message).toBe(`Der Betrag darf höchstens ${formatMoney(3000)} betragen.`);
    expect((await fail(cancelFromForm({ actor: buyer, fields: reqFields(bookingId, { reason: "Langeweile" }) }))).message).toBe("Bitte wählen Sie einen Grund aus.");
    expect(await db.select().from(refundRequests).where(eq(refundRequests.bookingId, bookingId))).toHaveLength(0);
    const ok = await cancelFromForm({ actor: buyer, fields: reqFields(bookingId, { reason: "Sonstiges", otherReason: "Umzug", amount: "10,50" }) });
    expect(ok.request.reason).toBe("Sonstiges: Umzug");
    expect(ok.calculation.final_refund).toBe(1050);
  });

  it("refuses: not found / someone else's, already cancelled, not paid, event started, open request", async () => {
    const { buyer, bookingId, event, category } = await makePaidBooking();
    const stranger = await makeUser();
    expect(await fail(cancelFromForm({ actor: stranger, fields: reqFields(bookingId) }))).toMatchObject({ code: "CANCEL_BOOKING_NOT_FOUND", message: "Buchung nicht gefunden" });
    expect((await fail(cancelFromForm({ actor: buyer, fields: reqFields("00000000-0000-4000-8000-000000000000") }))).code).toBe("CANCEL_BOOKING_NOT_FOUND");

    // not paid: a pending booking
    const pending = await createBooking({ actor: buyer, ...checkoutFields(event.id, category.id, 1) });
    expect(await fail(cancelFromForm({ actor: buyer, fields: reqFields(pending.bookingId) }))).toMatchObject({
      code: "CANCEL_NOT_PAID",
      message: "Diese Buchung ist nicht bezahlt und kann nicht storniert werden.",
    });

    // event started
    expect(await fail(cancelFromForm({ actor: buyer, fields: reqFields(bookingId), now: new Date(event.startDate.getTime() + 60_000) }))).toMatchObject({
      code: "CANCEL_EVENT_STARTED",
      message: "Das Event hat bereits begonnen oder ist vorbei.",
    });

    // open request → second refused, also concurrently
    const results = await Promise.all([
      fail(cancelFromForm({ actor: buyer, fields: reqFields(bookingId) })),
      fail(cancelFromForm({ actor: buyer, fields: reqFields(bookingId) })),
    ]);
    expect(results.map((r) => r.code).sort()).toEqual(["CANCEL_REQUEST_EXISTS", "ok"]);
    expect(results.find((r) => r.code !== "ok")!.message).toBe("Für diese Buchung liegt bereits eine Stornierungsanfrage vor.");

    // already cancelled
    const other = await makePaidBooking({ buyer });
    await db.transaction((tx) => cancelConfirmedBookingTx(tx, other.bookingId, { reason: "Test", refundedCents: 0 }));
    expect(await fail(cancelFromForm({ actor: buyer, fields: reqFields(other.bookingId) }))).toMatchObject({
      code: "CANCEL_ALREADY_CANCELLED",
      message: "Diese Buchung wurde bereits storniert.",
    });
  });

  it("within 24 hours: 'Keine Erstattung möglich für diesen Zeitpunkt'", async () => {
    const { buyer, bookingId, event } = await makePaidBooking({ startInDays: 14 });
    const r = await fail(cancelFromForm({ actor: buyer, fields: reqFields(bookingId), now: new Date(event.startDate.getTime() - 3_600_000) }));
    expect(r).toMatchObject({ code: "REFUND_NOT_ALLOWED", message: "Keine Erstattung möglich für diesen Zeitpunkt" });
  });
});

describe("decisions and processing", () => {
  async function approvedRequest() {
    const admin = await makeUser({ role: "admin" });
    const paid = await makePaidBooking({ seats: 5, n: 2 });
    const { request } = await cancelFromForm({ actor: paid.buyer, fields: reqFields(paid.bookingId) });
    await decideRefundRequest({ actor: { ...admin, role: "admin" }, ...decision({ requestId: request.id, decision: "approved", response: "Gute Besserung" }) });
    return { admin: { ...admin, role: "admin" as const }, paid, request };
  }

  it("the decision's notification links to the tickets page of the event's city", async () => {
    await makeCity({ id: "kiel", name: "Kiel" });
    const admin = await makeUser({ role: "admin" });
    const paid = await makePaidBooking();
    await db.update(events).set({ cityId: "kiel" }).where(eq(events.id, paid.event.id));
    const { request } = await cancelFromForm({ actor: paid.buyer, fields: reqFields(paid.bookingId) });
    await decideRefundRequest({ actor: { ...admin, role: "admin" }, ...decision({ requestId: request.id, decision: "approved" }) });
    const [n] = await db
      .select({ title: notifications.title, actionUrl: notifications.actionUrl })
      .from(notifications)
      .where(and(eq(notifications.userId, paid.buyer.id), eq(notifications.entityId, request.id)));
    expect(n).toEqual({ title: "Stornierung genehmigt", actionUrl: "/kiel/profile/tickets" });
  });

  it("only admins decide, once; the decision records admin and time", async () => {
    const paid = await makePaidBooking();
    const { request } = await cancelFromForm({ actor: paid.buyer, fields: reqFields(paid.bookingId) });
    expect((await fail(decideRefundRequest({ actor: { ...paid.buyer, role: "user" }, ...decision({ requestId: request.id, decision: "approved" }) }))).code).toBe("FORBIDDEN");
    const admin = await makeUser({ role: "admin" });
    const row = await decideRefundRequest({ actor: { ...admin, role: "admin" }, ...decision({ requestId: request.id, decision: "rejected", response: "Zu spät" }) });
    expect(row).toMatchObject({ status: "rejected", adminUserId: admin.id, adminResponse: "Zu spät" });
    expect(row.reviewedAt).toBeInstanceOf(Date);
    expect((await fail(decideRefundRequest({ actor: { ...admin, role: "admin" }, ...decision({ requestId: request.id, decision: "approved" }) }))).code).toBe("REFUND_ALREADY_DECIDED");
    // a rejected request no longer blocks a new one
    expect((await fail(cancelFromForm({ actor: paid.buyer, fields: reqFields(paid.bookingId) }))).code).toBe("ok");
  });

  it("two admins processing one refund at once pay once; booking cancelled, seats freed, tickets invalid, mail queued", async () => {
    const { admin, paid, request } = await approvedRequest();
    const admin2 = { ...(await makeUser({ role: "admin" })), role: "admin" as const };
    const provider = new TestPaymentProvider();
    let calls = 0;
    const orig = provider.refund.bind(provider);
    provider.refund = async (i) => {
      calls++;
      await new Promise((r) => setTimeout(r, 50));
      return orig(i);
    };
    setPaymentProvider(provider);
    const results = await Promise.all([
      fail(processRefund({ actor: admin, requestId: request.id })),
      fail(processRefund({ actor: admin2, requestId: request.id })),
    ]);
    expect(results.map((r) => r.code).sort()).toEqual(["REFUND_ALREADY_PROCESSED", "ok"]);
    expect(calls).toBe(1);
    const refunds = await db.select().from(payments).where(and(eq(payments.bookingId, paid.bookingId), eq(payments.kind, "refund")));
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ amountCents: 2900, status: "succeeded" });
    const b = await bookingRow(paid.bookingId);
    expect(b).toMatchObject({ status: "cancelled", refundedCents: 2900, paymentStatus: "partially_refunded" });
    expect(await seatLedger(paid.event.id)).toEqual({ counter: 0, held: 0 });
    const tickets = await db.select().from(bookingAttendees).where(eq(bookingAttendees.bookingId, paid.bookingId));
    expect(tickets.every((t) => !t.isValid)).toBe(true);
    const mails = await db.select().from(outbox).where(and(eq(outbox.recipient, paid.buyer.email), eq(outbox.topic, "cancellation_notice")));
    expect(mails).toHaveLength(1);
    expect((mails[0]!.payload as { data: Record<string, unknown> }).data).toMatchObject({ refundAmount: formatMoney(2900), cancellationReason: "Krankheit", attendeeName: "Erika Gast 1" });
    // processing again later: refused, nothing paid
    expect((await fail(processRefund({ actor: admin, requestId: request.id }))).code).toBe("REFUND_ALREADY_PROCESSED");
    expect(calls).toBe(1);
  });

  it("one amount and one wording per state on the tickets page, in notifications and the mail; no policy key anywhere", async () => {
    const admin = { ...(await makeUser({ role: "admin" })), role: "admin" as const };
    // 3 days ahead: 50 % of 30,00 € minus 1,00 € fee = 14,00 € (not the 30,00 € paid)
    const paid = await makePaidBooking({ startInDays: 3 });
    const reference = (await bookingRow(paid.bookingId)).bookingReference;
    const texts = async () => (await getMyTicketsView(paid.buyer)).find((b) => b.id === paid.bookingId)!;
    expect((await texts()).cancel!.calculation.final_refund).toBe(1400);
    const { request } = await cancelFromForm({ actor: paid.buyer, fields: reqFields(paid.bookingId) });
    expect((await texts()).request!.text).toBe("Stornierung angefragt – wird geprüft · voraussichtliche Erstattung 14,00\u00a0€");

    await decideRefundRequest({ actor: admin, ...decision({ requestId: request.id, decision: "approved" }) });
    expect((await texts()).request!.text).toBe("Stornierung genehmigt – 14,00\u00a0€ werden erstattet");
    const notes = async () => (await db.select({ message: notifications.message }).from(notifications).where(eq(notifications.userId, paid.buyer.id))).map((n) => n.message);
    expect(await notes()).toContain(`Ihre Stornierungsanfrage für die Buchung ${reference} wurde genehmigt: 14,00\u00a0€ werden erstattet.`);

    await processRefund({ actor: admin, requestId: request.id });
    const after = await texts();
    expect(after.request!.text).toBe("Storniert – 14,00\u00a0€ erstattet");
    expect(await notes()).toContain(`Ihre Buchung ${reference} wurde storniert: 14,00\u00a0€ erstattet. Die Gutschrift auf dem ursprünglichen Zahlungsmittel dauert in der Regel 5 bis 10 Werktage.`);
    const [mail] = await db.select().from(outbox).where(and(eq(outbox.recipient, paid.buyer.email), eq(outbox.topic, "cancellation_notice")));
    expect((mail!.payload as { data: Record<string, unknown> }).data).toMatchObject({ refundAmount: "14,00\u00a0€" });
    expect(JSON.stringify([after, await notes()])).not.toMatch(/in Bearbeitung|30,00/);

    // the admin list shows the policy in words, also for requests stored with the old internal key
    const all = () => listRefundRequests(admin, parseListParams(new URLSearchParams("status=all&sort=created"), adminRefundList));
    const [row] = (await all()).rows.filter((r) => r.id === request.id);
    expect(row!.calculation!.policy_used).toMatch(/^100 % bis 7 Tage vor Beginn, 50 % bis 24 Stunden vor Beginn/);
    await db.update(refundRequests).set({ calculation: { ...row!.calculation!, policy_used: "standard: 100 % bis 7 Tage vorher" } }).where(eq(refundRequests.id, request.id));
    const [legacy] = (await all()).rows.filter((r) => r.id === request.id);
    expect(legacy!.calculation!.policy_used).toBe("100 % bis 7 Tage vorher");
  });

  it("a failed provider refund is reported ('Rückerstattung fehlgeschlagen'), changes nothing and can be retried", async () => {
    const { admin, paid, request } = await approvedRequest();
    const provider = new TestPaymentProvider();
    provider.failRefunds = true;
    setPaymentProvider(provider);
    expect(await fail(processRefund({ actor: admin, requestId: request.id }))).toMatchObject({ code: "REFUND_FAILED", message: "Rückerstattung fehlgeschlagen" });
    expect((await bookingRow(paid.bookingId)).status).toBe("confirmed");
    expect(await seatLedger(paid.event.id)).toEqual({ counter: 2, held: 2 });
    provider.failRefunds = false;
    const ok = await processRefund({ actor: admin, requestId: request.id });
    expect(ok.refund.refundAmount).toBe(2900);
    expect((await bookingRow(paid.bookingId)).status).toBe("cancelled");
  });

  it("cancelling twice frees the seats once", async () => {
    const event = await makeBookableEvent(5);
    const cat = event.ticketCategories[0]!;
    const a = await makeUser();
    const keep = await createBooking({ actor: a, ...checkoutFields(event.id, cat.id, 1), now: new Date() });
    const drop = await createBooking({ actor: a, ...checkoutFields(event.id, cat.id, 2) });
    const { confirmBookingPayment } = await import("~/modules/ticketing/confirm-payment.server");
    for (const id of [keep.bookingId, drop.bookingId]) await confirmBookingPayment({ bookingId: id, provider: "test", providerReference: null, amountCents: 0 });
    expect(await seatLedger(event.id)).toEqual({ counter: 3, held: 3 });
    const results = await Promise.all([1, 2, 3].map(() => db.transaction((tx) => cancelConfirmedBookingTx(tx, drop.bookingId, { reason: "Test", refundedCents: 0 }))));
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await seatLedger(event.id)).toEqual({ counter: 1, held: 1 });
  });
});

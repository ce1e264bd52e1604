import { and, eq, like } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { db } from "~/lib/db.server";
import { auditLog } from "~/modules/audit/schema";
import { notifications } from "~/modules/engagement/schema";
import {
  previewAttendeeMessage,
  runAttendeeMessageBatch,
  sendAttendeeMessage,
  sendAttendeeMessageTest,
} from "~/modules/event-management/attendee-messages.server";
import type { AttendeeMessageValues } from "~/modules/event-management/attendee-message-validation";
import { eventMessages } from "~/modules/event-management/schema";
import { outbox } from "~/modules/outbox/schema";
import { processOutboxOnce } from "~/modules/outbox/worker.server";
import { registerDefaultHandlers } from "~/modules/register-handlers.server";
import { createBooking } from "~/modules/ticketing/create-booking.server";
import { confirmBookingPayment } from "~/modules/ticketing/confirm-payment.server";
import { bookingAttendees, bookings } from "~/modules/ticketing/schema";
import * as route from "~/routes/organizer/event-messages";
import { setupTestDb } from "../../../tests/setup/db";
import { makeEvent } from "../../../tests/factories";
import { makeSignedInUser, outcome, req } from "../../../tests/factories/accounts";
import { checkoutFields, makeBuyer, type TestBuyer } from "../../../tests/factories/ticketing";

type Signed = Awaited<ReturnType<typeof makeSignedInUser>>;
let owner: Signed;
let other: Signed;
let event: Awaited<ReturnType<typeof makeEvent>>;
const buyers: Record<"twice" | "vip" | "checkedIn" | "refunded" | "cancelled", TestBuyer> = {} as never;

const actorOf = (u: Signed) => ({ id: u.id, email: u.email, role: u.role });
const book = async (buyer: TestBuyer, categoryIndex: number, n = 1) => {
  const cat = event.ticketCategories[categoryIndex]!;
  const r = await createBooking({ actor: buyer, ...checkoutFields(event.id, cat.id, n) });
  if (r.status === "pending") await confirmBookingPayment({ bookingId: r.bookingId, provider: "test", providerReference: "test_ref", amountCents: r.totalAmountCents });
  return r.bookingId;
};
const values = (over: Partial<AttendeeMessageValues> = {}): AttendeeMessageValues => ({
  audience: "all",
  subject: "Einlass für {{event}} am {{date}}",
  body: "Hallo {{name}},\nIhr Ticket {{ticket_number}} gilt ab 18 Uhr.",
  ...over,
});
const drain = async () => {
  while ((await processOutboxOnce()) > 0) {
    /* until nothing is due */
  }
};
const mailsOf = async (messageId: string) =>
  db.select().from(outbox).where(and(eq(outbox.kind, "email"), like(outbox.dedupeKey, `attendee-message:${messageId}:%`)));

beforeAll(async () => {
  await setupTestDb();
  registerDefaultHandlers();
  owner = await makeSignedInUser("organizer");
  other = await makeSignedInUser("organizer");
  event = await makeEvent({ createdBy: owner.id, maxParticipants: 100, title: "Hafenkonzert" }, [
    { name: "Stehplatz", priceCents: 1500 },
    { name: "VIP", priceCents: 4500 },
  ]);
  for (const k of ["twice", "vip", "checkedIn", "refunded", "cancelled"] as const) buyers[k] = await makeBuyer();
  // one address with two bookings → one message
  await book(buyers.twice, 0, 2);
  await book(buyers.twice, 0, 1);
  await book(buyers.vip, 1);
  const checked = await book(buyers.checkedIn, 0);
  await db.update(bookingAttendees).set({ isCheckedIn: true, checkedInAt: new Date() }).where(eq(bookingAttendees.bookingId, checked));
  const refunded = await book(buyers.refunded, 0);
  await db.update(bookings).set({ paymentStatus: "refunded", refundedCents: 1500 }).where(eq(bookings.id, refunded));
  const cancelled = await book(buyers.cancelled, 0);
  await db.update(bookings).set({ status: "cancelled", cancelledAt: new Date() }).where(eq(bookings.id, cancelled));
});

beforeEach(async () => {
  await db.delete(eventMessages);
});

describe("Nachricht an Teilnehmende: recipients", () => {
  it("reaches the holders of valid tickets once per address; refunded and cancelled bookings are left out", async () => {
    const actor = actorOf(owner);
    const total = async (v: Partial<AttendeeMessageValues>) => (await previewAttendeeMessage({ actor, eventId: event.id, values: values(v) })).total;
    expect(await total({ audience: "all" })).toBe(3);
    expect(await total({ audience: "checked_in" })).toBe(1);
    expect(await total({ audience: "not_checked_in" })).toBe(2);
    expect(await total({ audience: "category", ticketCategoryId: event.ticketCategories[1]!.id })).toBe(1);
  });

  it("fills the placeholders for one real attendee in the preview", async () => {
    const p = await previewAttendeeMessage({ actor: actorOf(owner), eventId: event.id, values: values({ audience: "checked_in" }) });
    const ticket = (await db.select().from(bookingAttendees).where(eq(bookingAttendees.isCheckedIn, true)))[0]!;
    expect(p.preview?.subject).toMatch(/^Einlass für Hafenkonzert am \d{2}\.\d{2}\.\d{4}$/);
    expect(p.preview?.text).toBe(`Hallo ${ticket.firstName} ${ticket.lastName},\nIhr Ticket ${ticket.ticketNumber} gilt ab 18 Uhr.`);
  });

  it("sends in batches through the outbox: one e-mail per address, a notification under the bell for each account, progress on the job", async () => {
    const sent = await sendAttendeeMessage({ actor: actorOf(owner), eventId: event.id, values: values() });
    expect(sent.total).toBe(3);
    // two recipients per batch: the job row shows how far it got
    const first = await runAttendeeMessageBatch(sent.id, 2);
    expect(first).toMatchObject({ sent: 2, finished: false });
    expect((await db.select().from(eventMessages).where(eq(eventMessages.id, sent.id)))[0]).toMatchObject({ status: "sending", processed: 2, total: 3 });
    await drain();
    const [m] = await db.select().from(eventMessages).where(eq(eventMessages.id, sent.id));
    expect(m).toMatchObject({ status: "done", processed: 3, total: 3 });
    const mails = await mailsOf(sent.id);
    expect(mails.map((r) => r.recipient).sort()).toEqual([buyers.checkedIn.email, buyers.twice.email, buyers.vip.email].sort());
    expect(mails.every((r) => r.status === "sent")).toBe(true);
    const bell = await db.select().from(notifications).where(and(eq(notifications.entityType, "event_message"), eq(notifications.entityId, sent.id)));
    expect(bell.map((n) => n.userId).sort()).toEqual([buyers.checkedIn.id, buyers.twice.id, buyers.vip.id].sort());
    expect(bell[0]!.title).toMatch(/^Einlass für Hafenkonzert am/);
    expect(bell.some((n) => n.message.includes("{{"))).toBe(false);
    // a repeated batch mails nobody twice
    await db.update(eventMessages).set({ status: "sending", cursor: null, processed: 0 }).where(eq(eventMessages.id, sent.id));
    await runAttendeeMessageBatch(sent.id);
    expect(await mailsOf(sent.id)).toHaveLength(3);
    expect(await db.$count(auditLog, eq(auditLog.action, "event.message_sent"))).toBeGreaterThan(0);
  });
});

describe("Nachricht an Teilnehmende: test send", () => {
  it("goes to the sender's own address only, filled for a real attendee; no message is stored", async () => {
    const before = await db.$count(outbox, eq(outbox.kind, "email"));
    const r = await sendAttendeeMessageTest({ actor: actorOf(owner), eventId: event.id, values: values() });
    expect(r.to).toBe(owner.email);
    const mails = await db.select().from(outbox).where(eq(outbox.kind, "email"));
    expect(mails).toHaveLength(before + 1);
    const test = mails.find((m) => m.dedupeKey?.startsWith("attendee-message-test:"))!;
    expect(test.recipient).toBe(owner.email);
    expect((test.payload as { data: { event: string; ticket_number: string } }).data).toMatchObject({ event: "Hafenkonzert", ticket_number: expect.stringMatching(/^SP-/) });
    expect(await db.$count(eventMessages)).toBe(0);
    expect(await db.$count(auditLog, eq(auditLog.action, "event.message_test_sent"))).toBe(1);
  });

  it("refuses a ticket category of another event beside the field", async () => {
    const elsewhere = await makeEvent({ createdBy: other.id }, [{ name: "Fremd", priceCents: 0 }]);
    await expect(
      sendAttendeeMessage({ actor: actorOf(owner), eventId: event.id, values: values({ audience: "category", ticketCategoryId: elsewhere.ticketCategories[0]!.id }) }),
    ).rejects.toMatchObject({ code: "EVENT_MESSAGE_CATEGORY_NOT_FOUND", fields: { ticketCategoryId: expect.any(String) } });
  });
});

describe("Nachricht an Teilnehmende: limits", () => {
  it("allows one message per 10 minutes and three per day", async () => {
    const actor = actorOf(owner);
    const at = (h: number, min: number) => new Date(Date.UTC(2030, 5, 3, h, min));
    await sendAttendeeMessage({ actor, eventId: event.id, values: values(), now: at(6, 0) });
    await expect(sendAttendeeMessage({ actor, eventId: event.id, values: values(), now: at(6, 9) })).rejects.toMatchObject({ code: "EVENT_MESSAGE_TOO_SOON" });
    await sendAttendeeMessage({ actor, eventId: event.id, values: values(), now: at(6, 10) });
    await sendAttendeeMessage({ actor, eventId: event.id, values: values(), now: at(8, 0) });
    await expect(sendAttendeeMessage({ actor, eventId: event.id, values: values(), now: at(12, 0) })).rejects.toMatchObject({ code: "EVENT_MESSAGE_DAILY_LIMIT" });
    // the next day in Berlin (22:00 UTC in summer) allows messages again
    await sendAttendeeMessage({ actor, eventId: event.id, values: values(), now: at(22, 0) });
    expect(await db.$count(eventMessages)).toBe(4);
  });

  it("two submits at once store one message and refuse the other in German", async () => {
    const actor = actorOf(owner);
    const results = await Promise.allSettled([0, 1].map(() => sendAttendeeMessage({ actor, eventId: event.id, values: values() })));
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const refused = results.find((r) => r.status === "rejected") as PromiseRejectedResult;
    expect(refused.reason.userMessage).toMatch(/10 Minuten/);
    expect(await db.$count(eventMessages)).toBe(1);
  });

  it("refuses an audience that reaches nobody", async () => {
    const empty = await makeEvent({ createdBy: owner.id }, [{ name: "Frei", priceCents: 0 }]);
    await expect(sendAttendeeMessage({ actor: actorOf(owner), eventId: empty.id, values: values() })).rejects.toMatchObject({ code: "EVENT_MESSAGE_NO_RECIPIENTS" });
  });
});

describe("/organizer/events/:id/messages", () => {
  const post = (cookie: string, form: Record<string, string>) =>
    outcome(() => route.action({ request: req(`/organizer/events/${event.id}/messages`, { cookie, form }), params: { id: event.id }, context: {} } as never));
  const form = { intent: "send", audience: "all", subject: "Hinweis zu {{event}}", body: "Hallo {{name}}" };

  it("another organizer's event does not exist: 404, nothing sent", async () => {
    const before = await db.$count(outbox);
    const r = await post(other.cookie, form);
    expect(r.status).toBe(404);
    expect(await db.$count(eventMessages)).toBe(0);
    expect(await db.$count(outbox)).toBe(before);
    const page = await outcome(() => route.loader({ request: req(`/organizer/events/${event.id}/messages`, { cookie: other.cookie }), params: { id: event.id }, context: {} } as never));
    expect(page.status).toBe(404);
  });

  it("the event's organizer sends; an unknown placeholder is refused beside the field", async () => {
    const bad = await post(owner.cookie, { ...form, body: "Hallo {{vorname}}" });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain("{{vorname}}");
    const ok = await post(owner.cookie, form);
    expect(ok.status).toBe(302);
    expect(await db.$count(eventMessages)).toBe(1);
    const again = await post(owner.cookie, form);
    expect(again.status).toBe(429);
    expect(JSON.stringify(again.body)).toContain("10 Minuten");
  });
});

import Stripe from "stripe";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/lib/db.server";
import { outbox } from "~/modules/outbox/schema";
import { handleStripeWebhook } from "~/modules/ticketing/stripe-webhook.server";
import { createBooking } from "~/modules/ticketing/create-booking.server";
import { payments } from "~/modules/ticketing/schema";
import { setupTestDb } from "../../../tests/setup/db";
import { makeUser } from "../../../tests/factories";
import { bookingRow, checkoutFields, makeBookableEvent, seatLedger } from "../../../tests/factories/ticketing";

const SECRET = "whsec_test_stadtpuls_secret";
const stripe = new Stripe("sk_test_dummy");

beforeAll(async () => {
  await setupTestDb();
});

function signed(event: Record<string, unknown>, secret = SECRET) {
  const payload = JSON.stringify(event);
  return { payload, header: stripe.webhooks.generateTestHeaderString({ payload, secret }) };
}

const sessionEvent = (id: string, type: string, bookingId: string, amount: number) => ({
  id,
  object: "event",
  type,
  api_version: "2025-01-01",
  created: Math.floor(Date.now() / 1000),
  data: {
    object: {
      id: `cs_test_${bookingId.slice(0, 8)}`,
      object: "checkout.session",
      payment_status: "paid",
      amount_total: amount,
      payment_intent: `pi_test_${bookingId.slice(0, 8)}`,
      client_reference_id: bookingId,
      metadata: { bookingId },
    },
  },
});

describe("Stripe webhooks", () => {
  it("a replayed checkout.session.completed confirms once", async () => {
    const event = await makeBookableEvent(5);
    const buyer = await makeUser();
    const r = await createBooking({ actor: buyer, ...checkoutFields(event.id, event.ticketCategories[0]!.id, 2) });
    const { payload, header } = signed(sessionEvent("evt_replay_1", "checkout.session.completed", r.bookingId, r.totalAmountCents));
    const outcomes = await Promise.all([
      handleStripeWebhook(payload, header, SECRET),
      handleStripeWebhook(payload, header, SECRET),
      handleStripeWebhook(payload, header, SECRET),
    ]);
    expect(outcomes.map((o) => o.handled).sort()).toEqual(["duplicate", "duplicate", "processed"]);
    const b = await bookingRow(r.bookingId);
    expect(b).toMatchObject({ status: "confirmed", paymentStatus: "completed" });
    const charges = await db.select().from(payments).where(and(eq(payments.bookingId, r.bookingId), eq(payments.kind, "charge")));
    expect(charges).toHaveLength(1);
    expect(charges[0]).toMatchObject({ provider: "stripe", providerReference: `pi_test_${r.bookingId.slice(0, 8)}`, amountCents: 3000 });
    const mails = await db.select().from(outbox).where(and(eq(outbox.recipient, buyer.email), eq(outbox.topic, "booking_confirmation")));
    expect(mails).toHaveLength(1);
    expect(await seatLedger(event.id)).toEqual({ counter: 2, held: 2 });
    // a later replay (new delivery of the same event id) changes nothing either
    expect((await handleStripeWebhook(payload, header, SECRET)).handled).toBe("duplicate");
  });

  it("rejects a wrong signature and changes nothing", async () => {
    const event = await makeBookableEvent(5);
    const r = await createBooking({ actor: await makeUser(), ...checkoutFields(event.id, event.ticketCategories[0]!.id, 1) });
    const { payload, header } = signed(sessionEvent("evt_forged", "checkout.session.completed", r.bookingId, 1500), "whsec_wrong");
    await expect(handleStripeWebhook(payload, header, SECRET)).rejects.toMatchObject({ code: "WEBHOOK_SIGNATURE_INVALID" });
    const tampered = signed(sessionEvent("evt_tampered", "checkout.session.completed", r.bookingId, 1500));
    await expect(handleStripeWebhook(tampered.payload.replace("1500", "1"), tampered.header, SECRET)).rejects.toMatchObject({ code: "WEBHOOK_SIGNATURE_INVALID" });
    expect((await bookingRow(r.bookingId)).status).toBe("pending");
  });

  it("checkout.session.expired frees the seats once", async () => {
    const event = await makeBookableEvent(5);
    const r = await createBooking({ actor: await makeUser(), ...checkoutFields(event.id, event.ticketCategories[0]!.id, 3) });
    const e1 = signed(sessionEvent("evt_exp_1", "checkout.session.expired", r.bookingId, 4500));
    const e2 = signed(sessionEvent("evt_exp_2", "checkout.session.expired", r.bookingId, 4500));
    await handleStripeWebhook(e1.payload, e1.header, SECRET);
    await handleStripeWebhook(e2.payload, e2.header, SECRET);
    expect((await bookingRow(r.bookingId)).paymentStatus).toBe("expired");
    expect(await seatLedger(event.id)).toEqual({ counter: 0, held: 0 });
  });
});

/**
 * The sold-out gate (decision 0007) in front of a stand-in for React Router: which requests it
 * answers itself, that its answer is the recorded one byte for byte, and that everything else
 * reaches the full path with its body intact.
 */
import crypto from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { type HandOff, ON_RESPONSE, PRE_READ_BODY } from "~/lib/node-request.server";
import { createBooking } from "~/modules/ticketing/create-booking.server";
import { resetSoldOutGate, soldOutGate } from "~/modules/ticketing/sold-out-gate.server";
import { forgetSoldOut, isRememberedSoldOut, rememberSoldOut } from "~/modules/ticketing/sold-out-memo.server";
import { setupTestDb } from "../../../tests/setup/db";
import { makeSignedInUser } from "../../../tests/factories/accounts";
import { checkoutFields, makeBookableEvent } from "../../../tests/factories/ticketing";

/** What the stand-in answers, as React Router would encode the action's failure (turbo-stream). */
const SOLD_OUT_ANSWER = '[{"_1":2},"data",{"_3":4,"_5":6,"_7":8},"ok",false,"code","BOOKING_SOLD_OUT","message","Leider sind nicht mehr genügend Plätze frei."]\n';
const CATEGORY_ANSWER = '[{"_1":2},"data",{"_3":4,"_5":6},"ok",false,"code","BOOKING_CATEGORY_SOLD_OUT"]\n';

let standIn = { status: 409, body: SOLD_OUT_ANSWER };
const reached: string[] = [];
let server: http.Server;
let base = "";

beforeAll(async () => {
  await setupTestDb();
  const app = express();
  app.use(soldOutGate);
  // stands in for server/react-router-handler.ts + React Router: takes the body the gate read,
  // lets the gate see the answer (ON_RESPONSE), sends it
  app.use(async (req, res) => {
    const r = req as typeof req & HandOff;
    const body = r[PRE_READ_BODY] ?? Buffer.alloc(0);
    reached.push(body.toString("utf8"));
    let response = new Response(standIn.body, {
      status: standIn.status,
      headers: { "content-type": "text/x-script", "x-remix-response": "yes" },
    });
    const observe = r[ON_RESPONSE];
    if (observe) response = await observe(response);
    res.status(response.status);
    for (const [k, v] of response.headers) res.append(k, v);
    res.end(Buffer.from(await response.arrayBuffer()));
  });
  server = app.listen(0, "127.0.0.1");
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  reached.length = 0;
  standIn = { status: 409, body: SOLD_OUT_ANSWER };
  resetSoldOutGate();
});

type Answer = { status: number; type: string | undefined; body: string };

function post(path: string, form: URLSearchParams, headers: Record<string, string> = {}): Promise<Answer> {
  const payload = Buffer.from(form.toString());
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${base}${path}`,
      {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", "content-length": payload.length, origin: base, ...headers },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, type: res.headers["content-type"], body: Buffer.concat(chunks).toString("utf8") }));
      },
    );
    req.on("error", reject);
    req.end(payload);
  });
}

/** The checkout form as the page posts it. */
function form(eventId: string, categoryId: string, over: Record<string, string> = {}) {
  return new URLSearchParams({
    eventId,
    [`qty.${categoryId}`]: "1",
    "attendee.0.category": categoryId,
    "attendee.0.firstName": "Erika",
    "attendee.0.lastName": "Gast",
    idempotencyKey: crypto.randomUUID(),
    ...over,
  });
}

async function soldOutEvent() {
  const event = await makeBookableEvent(10);
  rememberSoldOut(event.id);
  return { event, cat: event.ticketCategories[0]!, path: `/luebeck/events/${event.slug}/tickets.data` };
}

describe("sold-out gate", () => {
  it("after React Router's first refusal, answers the next late buyers itself with exactly that answer", async () => {
    const { event, cat, path } = await soldOutEvent();
    const buyer = await makeSignedInUser();
    const first = await post(path, form(event.id, cat.id), { cookie: buyer.cookie });
    expect(reached).toHaveLength(1);
    expect(first).toEqual({ status: 409, type: "text/x-script; charset=utf-8", body: SOLD_OUT_ANSWER });

    const other = await makeSignedInUser();
    const second = await post(path, form(event.id, cat.id), { cookie: other.cookie });
    const third = await post(path, form(event.id, cat.id), { cookie: buyer.cookie });
    expect(reached).toHaveLength(1);
    expect(second).toEqual(first);
    expect(third).toEqual(first);
  });

  it("hands the full path the body exactly as the client sent it", async () => {
    const { event, cat, path } = await soldOutEvent();
    const buyer = await makeSignedInUser();
    const f = form(event.id, cat.id, { specialRequirements: "Rollstuhlplatz – bitte & danke" });
    await post(path, f, { cookie: buyer.cookie });
    expect(reached).toEqual([f.toString()]);
  });

  it("leaves everything else to React Router", async () => {
    const { event, cat, path } = await soldOutEvent();
    const buyer = await makeSignedInUser();
    await post(path, form(event.id, cat.id), { cookie: buyer.cookie }); // recorded now
    expect(reached).toHaveLength(1);

    const noEventId = form(event.id, cat.id);
    noEventId.delete("eventId");
    const open = await makeBookableEvent(10);
    const cases: Array<[string, () => Promise<Answer>]> = [
      // React Router sends them to sign in
      ["anonymous", () => post(path, form(event.id, cat.id))],
      ["forged session", () => post(path, form(event.id, cat.id), { cookie: buyer.cookie.replace(/session_token=[^.;]+/, "session_token=fremd") })],
      // React Router answers 400
      ["another site's origin", () => post(path, form(event.id, cat.id), { cookie: buyer.cookie, origin: "https://boese.example" })],
      ["opaque origin", () => post(path, form(event.id, cat.id), { cookie: buyer.cookie, origin: "null" })],
      // the action's German field message comes from there
      ["empty first name", () => post(path, form(event.id, cat.id, { "attendee.0.firstName": "" }), { cookie: buyer.cookie })],
      ["no idempotency key", () => post(path, form(event.id, cat.id, { idempotencyKey: "" }), { cookie: buyer.cookie })],
      ["discount check", () => post(path, form(event.id, cat.id, { intent: "check-discount", discountCode: "SOMMER" }), { cookie: buyer.cookie })],
      ["no event id", () => post(path, noEventId, { cookie: buyer.cookie })],
      ["event not seen sold out", () => post(`/luebeck/events/${open.slug}/tickets.data`, form(open.id, open.ticketCategories[0]!.id), { cookie: buyer.cookie })],
      ["query string", () => post(`${path}?index`, form(event.id, cat.id), { cookie: buyer.cookie })],
      ["document request", () => post(`/luebeck/events/${event.slug}/tickets`, form(event.id, cat.id), { cookie: buyer.cookie })],
      ["unknown city", () => post(`/nirgendwo/events/${event.slug}/tickets.data`, form(event.id, cat.id), { cookie: buyer.cookie })],
    ];
    for (const [label, send] of cases) {
      const before = reached.length;
      await send();
      expect(reached.length, label).toBe(before + 1);
    }
  });

  it("a double submit whose first attempt got seats reaches the full path, which returns that booking", async () => {
    const event = await makeBookableEvent(1);
    const cat = event.ticketCategories[0]!;
    const buyer = await makeSignedInUser();
    const key = crypto.randomUUID();
    await createBooking({ actor: buyer, ...checkoutFields(event.id, cat.id, 1, { idempotencyKey: key }) });
    rememberSoldOut(event.id);
    const path = `/luebeck/events/${event.slug}/tickets.data`;
    const other = await makeSignedInUser();
    await post(path, form(event.id, cat.id), { cookie: other.cookie }); // recorded now
    expect(reached).toHaveLength(1);
    await post(path, form(event.id, cat.id, { idempotencyKey: key }), { cookie: buyer.cookie });
    expect(reached).toHaveLength(2);
    // the same key from another user is not theirs: refused by the gate
    await post(path, form(event.id, cat.id, { idempotencyKey: key }), { cookie: other.cookie });
    expect(reached).toHaveLength(2);
  });

  it("records only the sold-out refusal, and stops answering when the event has seats again", async () => {
    const { event, cat, path } = await soldOutEvent();
    const buyer = await makeSignedInUser();
    standIn = { status: 409, body: CATEGORY_ANSWER };
    await post(path, form(event.id, cat.id), { cookie: buyer.cookie });
    standIn = { status: 200, body: '[{"_1":2},"data",{"_3":4},"ok",true]\n' };
    await post(path, form(event.id, cat.id), { cookie: buyer.cookie });
    expect(reached).toHaveLength(2);
    standIn = { status: 409, body: SOLD_OUT_ANSWER };
    await post(path, form(event.id, cat.id), { cookie: buyer.cookie }); // recorded now
    await post(path, form(event.id, cat.id), { cookie: buyer.cookie });
    expect(reached).toHaveLength(3);

    forgetSoldOut(event.id); // seats freed in this process
    await post(path, form(event.id, cat.id), { cookie: buyer.cookie });
    expect(reached).toHaveLength(4);
  });
});

describe("sold-out memo", () => {
  it("is renewed by what the database shows, not by its own refusals", async () => {
    const event = await makeBookableEvent(1);
    const cat = event.ticketCategories[0]!;
    const buyer = await makeSignedInUser();
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      const t0 = Date.now();
      rememberSoldOut(event.id);
      vi.setSystemTime(t0 + 600);
      await expect(createBooking({ actor: buyer, ...checkoutFields(event.id, cat.id, 1) })).rejects.toMatchObject({ code: "BOOKING_SOLD_OUT" });
      vi.setSystemTime(t0 + 1200);
      // the event has its seat: once the memo has run out, the next buyer books it
      expect(isRememberedSoldOut(event.id)).toBe(false);
      const r = await createBooking({ actor: buyer, ...checkoutFields(event.id, cat.id, 1) });
      expect(r.status).toBe("pending");
    } finally {
      vi.useRealTimers();
    }
  });
});

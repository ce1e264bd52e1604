import { describe, expect, it } from "vitest";
import { priceOrder, unitPrice } from "~/modules/ticketing/pricing";
import { newTicketNumber, qrPayload, verifyQrPayload } from "~/modules/ticketing/ticket-codes.server";

const now = new Date("2026-05-01T10:00:00Z");
const cat = { id: "a", name: "Stehplatz", priceCents: 2000, earlyBirdPriceCents: 1500, earlyBirdEndDate: new Date("2026-05-01T10:00:00Z") };

describe("pricing", () => {
  it("early bird until and including its end date", () => {
    expect(unitPrice(cat, now)).toEqual({ cents: 1500, isEarlyBird: true });
    expect(unitPrice(cat, new Date(now.getTime() + 1))).toEqual({ cents: 2000, isEarlyBird: false });
  });
  it("totals include every fee; discounts never go below zero", () => {
    const p = priceOrder([cat], { a: 2 }, { now, discount: { kind: "amount", value: 500 }, feePerTicketCents: 99 });
    expect(p).toMatchObject({ subtotalCents: 3000, discountCents: 500, feeCents: 198, totalCents: 2698, quantity: 2 });
    const free = priceOrder([cat], { a: 1 }, { now, discount: { kind: "percent", value: 100 }, feePerTicketCents: 99 });
    expect(free.totalCents).toBe(0);
  });
});

describe("discount codes in pricing", () => {
  const now = new Date("2026-06-01T12:00:00Z");
  const a = { id: "a", name: "Stehplatz", priceCents: 1000, earlyBirdPriceCents: null, earlyBirdEndDate: null };
  const b = { id: "b", name: "Sitzplatz", priceCents: 3000, earlyBirdPriceCents: null, earlyBirdEndDate: null };
  it("takes off only the chosen categories' tickets, and only from the minimum number of them", () => {
    const only = priceOrder([a, b], { a: 1, b: 2 }, { now, discount: { kind: "percent", value: 20, categoryIds: ["b"] } });
    expect(only).toMatchObject({ subtotalCents: 7000, discountCents: 1200, totalCents: 5800 });
    const amount = priceOrder([a, b], { a: 1 }, { now, discount: { kind: "amount", value: 5000, categoryIds: [] } });
    expect(amount.discountCents).toBe(1000);
    const tooFew = priceOrder([a, b], { b: 2 }, { now, discount: { kind: "percent", value: 20, minTickets: 3 } });
    expect(tooFew.discountCents).toBe(0);
    const none = priceOrder([a, b], { a: 3 }, { now, discount: { kind: "percent", value: 20, categoryIds: ["b"] } });
    expect(none.discountCents).toBe(0);
  });
});

describe("ticket codes", () => {
  it("ticket numbers are unique-looking and QR payloads are signed", () => {
    const numbers = new Set(Array.from({ length: 1000 }, newTicketNumber));
    expect(numbers.size).toBe(1000);
    const n = [...numbers][0]!;
    expect(n).toMatch(/^SP-[2-9A-Z]{4}-[2-9A-Z]{4}-[2-9A-Z]{4}$/);
    expect(verifyQrPayload(qrPayload(n))).toBe(n);
    expect(verifyQrPayload(qrPayload(n).replace(/.$/, (c) => (c === "A" ? "B" : "A")))).toBeNull();
    expect(verifyQrPayload(n)).toBeNull();
  });
});

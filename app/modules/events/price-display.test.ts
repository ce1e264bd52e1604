import { describe, expect, it } from "vitest";
import { effectivePriceCents, isSoldOut, priceDisplay, visibleTags, type PriceInput, type TicketPriceInfo } from "./price-display";

const now = new Date("2026-06-01T12:00:00Z");
const cat = (priceCents: number, over: Partial<TicketPriceInfo> = {}): TicketPriceInfo => ({
  priceCents,
  isActive: true,
  earlyBirdPriceCents: null,
  earlyBirdEndDate: null,
  ...over,
});
const ev = (over: Partial<PriceInput> = {}): PriceInput => ({
  status: "published",
  priceCents: 0,
  currentParticipants: 0,
  maxParticipants: null,
  ticketPrices: [],
  ...over,
});

describe("priceDisplay", () => {
  it("shows 'Eintritt frei' when the price is 0", () => {
    expect(priceDisplay(ev(), now).label).toBe("Eintritt frei");
    expect(priceDisplay(ev({ ticketPrices: [cat(0)] }), now).label).toBe("Eintritt frei");
  });

  it("shows the event price without ticket categories", () => {
    expect(priceDisplay(ev({ priceCents: 1250 }), now).label).toBe("12,50 €");
  });

  it("shows a range when there are several active ticket categories", () => {
    const d = priceDisplay(ev({ ticketPrices: [cat(2500), cat(1200), cat(1800)] }), now);
    expect(d.kind).toBe("range");
    expect(d.label).toBe("12,00 – 25,00 €");
    if (d.kind === "range") expect(d.fromLabel).toBe("ab 12,00 €");
  });

  it("ignores inactive categories", () => {
    const d = priceDisplay(ev({ ticketPrices: [cat(1200), cat(9900, { isActive: false })] }), now);
    expect(d.label).toBe("12,00 €");
  });

  it("one price when every category costs the same", () => {
    expect(priceDisplay(ev({ ticketPrices: [cat(1500), cat(1500)] }), now).label).toBe("15,00 €");
  });

  it("uses the early-bird price before its end date", () => {
    const t = cat(2000, { earlyBirdPriceCents: 1500, earlyBirdEndDate: "2026-06-02T00:00:00Z" });
    const d = priceDisplay(ev({ ticketPrices: [t] }), now);
    expect(d.label).toBe("15,00 €");
    expect(d.kind === "single" && d.earlyBird).toBe(true);
    expect(d.kind === "single" && d.regularLabel).toBe("20,00 €");
  });

  it("uses the regular price after the early-bird end date", () => {
    const t = cat(2000, { earlyBirdPriceCents: 1500, earlyBirdEndDate: "2026-06-01T11:59:59Z" });
    const d = priceDisplay(ev({ ticketPrices: [t] }), now);
    expect(d.label).toBe("20,00 €");
    expect(d.kind === "single" && d.earlyBird).toBe(false);
  });

  it("early bird moves the lower end of a range", () => {
    const eb = cat(2000, { earlyBirdPriceCents: 900, earlyBirdEndDate: "2026-07-01T00:00:00Z" });
    expect(priceDisplay(ev({ ticketPrices: [eb, cat(3000)] }), now).label).toBe("9,00 – 30,00 €");
    const later = new Date("2026-07-02T00:00:00Z");
    expect(priceDisplay(ev({ ticketPrices: [eb, cat(3000)] }), later).label).toBe("20,00 – 30,00 €");
  });

  it("shows 'Ausverkauft' for status sold_out or a full event", () => {
    expect(priceDisplay(ev({ status: "sold_out", ticketPrices: [cat(1000)] }), now).label).toBe("Ausverkauft");
    expect(priceDisplay(ev({ currentParticipants: 50, maxParticipants: 50 }), now).label).toBe("Ausverkauft");
    expect(priceDisplay(ev({ currentParticipants: 49, maxParticipants: 50 }), now).label).toBe("Eintritt frei");
  });
});

describe("helpers", () => {
  it("effective price ignores an early-bird price that is not lower", () => {
    expect(effectivePriceCents(cat(1000, { earlyBirdPriceCents: 1000 }), now)).toBe(1000);
  });
  it("isSoldOut without a maximum is false", () => {
    expect(isSoldOut({ status: "published", currentParticipants: 1000, maxParticipants: null })).toBe(false);
  });
  it("visibleTags shows three tags then +N", () => {
    expect(visibleTags(["a", "b", "c", "d", "e"])).toEqual({ shown: ["a", "b", "c"], more: 2 });
    expect(visibleTags(["a"])).toEqual({ shown: ["a"], more: 0 });
  });
});

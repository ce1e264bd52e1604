import { describe, expect, it } from "vitest";
import { bookingBlock, bookingBox, isBookableNow, type BookableEvent } from "./bookable";

const now = new Date("2026-06-01T18:00:00.000Z");
const at = (ms: number) => new Date(now.getTime() + ms);
const event = (over: Partial<BookableEvent> = {}): BookableEvent => ({
  status: "published",
  startDate: at(86_400_000),
  bookingDeadline: null,
  externalTicketUrl: null,
  maxParticipants: 100,
  currentParticipants: 10,
  bookingRequired: true,
  ...over,
});
const active = [{ isActive: true }];

describe("bookable now", () => {
  it("is bookable strictly before the start, not at the start instant", () => {
    expect(isBookableNow(event({ startDate: at(1) }), active, now)).toBe(true);
    expect(bookingBlock(event({ startDate: at(0) }), active, now)).toBe("started");
    expect(bookingBlock(event({ startDate: at(-1) }), active, now)).toBe("started");
  });

  it("is bookable until and including the booking deadline", () => {
    expect(isBookableNow(event({ bookingDeadline: at(0) }), active, now)).toBe(true);
    expect(bookingBlock(event({ bookingDeadline: at(-1) }), active, now)).toBe("deadline_passed");
  });

  it("needs an active ticket category; without categories the event price when a booking is required", () => {
    expect(bookingBlock(event(), [{ isActive: false }], now)).toBe("no_tickets");
    expect(isBookableNow(event(), [{ isActive: false }, { isActive: true }], now)).toBe(true);
    expect(isBookableNow(event({ bookingRequired: true }), [], now)).toBe(true);
    expect(bookingBlock(event({ bookingRequired: false }), [], now)).toBe("no_tickets");
  });

  it("is not bookable when sold out, cancelled, a draft or sold elsewhere", () => {
    expect(bookingBlock(event({ currentParticipants: 100 }), active, now)).toBe("sold_out");
    expect(isBookableNow(event({ currentParticipants: 99 }), active, now)).toBe(true);
    expect(isBookableNow(event({ maxParticipants: null, currentParticipants: 5000 }), active, now)).toBe(true);
    expect(bookingBlock(event({ status: "sold_out" }), active, now)).toBe("sold_out");
    expect(bookingBlock(event({ status: "cancelled" }), active, now)).toBe("cancelled");
    expect(bookingBlock(event({ status: "draft" }), active, now)).toBe("unavailable");
    expect(bookingBlock(event({ externalTicketUrl: "https://tickets.example" }), active, now)).toBe("external");
  });
});

describe("the booking box (public page and preview)", () => {
  const box = (over: Partial<BookableEvent> = {}, preview = false, priceCents = 1500) =>
    bookingBox({ ...event(over), priceCents }, active, now, { checkoutHref: "/luebeck/events/x/tickets", preview });

  it("shows a draft's preview the booking button the published page will have, marked as a preview", () => {
    expect(box({ status: "draft" }, true)).toEqual({ kind: "book", href: "/luebeck/events/x/tickets", preview: true });
    expect(box({ status: "published" }, false)).toEqual({ kind: "book", href: "/luebeck/events/x/tickets", preview: false });
    expect(box({ status: "published" }, true)).toEqual({ kind: "book", href: "/luebeck/events/x/tickets", preview: true });
  });

  it("says the same as the published page for everything else", () => {
    for (const over of [{ currentParticipants: 100 }, { startDate: at(-1) }, { bookingDeadline: at(-1) }, { externalTicketUrl: "https://tickets.example" }, { status: "cancelled" }]) {
      expect(box({ ...over, status: over.status ?? "draft" }, true)).toEqual(box({ ...over, status: over.status ?? "published" }, false));
    }
    expect(bookingBox({ ...event({ bookingRequired: false, status: "draft" }), priceCents: 1200 }, [], now, { checkoutHref: "", preview: true })).toEqual({ kind: "walk_in", paid: true });
  });
});

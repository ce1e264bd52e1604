/**
 * "Bookable now" — the one rule, shared by the booking use case, the checkout page, the event
 * detail page and the /tickets list (pure, client-safe).
 *
 * An event can be booked here when it is public (not a draft, not cancelled), has no external
 * ticket shop, has not started (bookable strictly before its start), its booking deadline has not
 * passed (bookable until and including the deadline), seats are left, and it offers a ticket:
 * an active ticket category — or, for an event without any categories, the event price when the
 * event asks for a booking.
 */

import { isSoldOut } from "~/modules/events/price-display";

export type BookableEvent = {
  status: string;
  startDate: Date;
  bookingDeadline: Date | null;
  externalTicketUrl: string | null;
  maxParticipants: number | null;
  currentParticipants: number;
  bookingRequired: boolean;
};

/** Why an event cannot be booked now (null: it can). */
export type BookingBlock = "unavailable" | "external" | "cancelled" | "started" | "deadline_passed" | "sold_out" | "no_tickets";

/** Started at (and after) its start instant. */
export function hasStarted(e: Pick<BookableEvent, "startDate">, now: Date): boolean {
  return now.getTime() >= e.startDate.getTime();
}

/** The booking deadline is inclusive: booking is possible until that very instant. */
export function isDeadlinePassed(e: Pick<BookableEvent, "bookingDeadline">, now: Date): boolean {
  return e.bookingDeadline != null && now.getTime() > e.bookingDeadline.getTime();
}

/** Whether there is something to buy: an active category, or the event price of an event without categories that asks for a booking. */
export function offersTickets(e: Pick<BookableEvent, "bookingRequired">, categories: ReadonlyArray<{ isActive: boolean }>): boolean {
  return categories.length === 0 ? e.bookingRequired : categories.some((c) => c.isActive);
}

export function bookingBlock(e: BookableEvent, categories: ReadonlyArray<{ isActive: boolean }>, now: Date): BookingBlock | null {
  if (e.status === "draft") return "unavailable";
  if (e.externalTicketUrl) return "external";
  if (e.status === "cancelled") return "cancelled";
  if (hasStarted(e, now)) return "started";
  if (isDeadlinePassed(e, now)) return "deadline_passed";
  if (isSoldOut(e)) return "sold_out";
  if (!offersTickets(e, categories)) return "no_tickets";
  return null;
}

export function isBookableNow(e: BookableEvent, categories: ReadonlyArray<{ isActive: boolean }>, now: Date): boolean {
  return bookingBlock(e, categories, now) === null;
}

/**
 * What the booking box of the event page shows — the one rule for the public page and the organizer's
 * preview. The preview asks as if the event were published (a draft shows what it will show once
 * published): its booking button is shown disabled, marked as a preview.
 */
export type BookingBox =
  | { kind: "sold_out" }
  | { kind: "external"; href: string }
  | { kind: "book"; href: string; preview: boolean }
  | { kind: "cancelled" }
  | { kind: "started" }
  | { kind: "deadline_passed" }
  /** No booking here: paid at the door ('Abendkasse') or free entry without registration. */
  | { kind: "walk_in"; paid: boolean };

export function bookingBox(
  e: BookableEvent & { priceCents: number },
  categories: ReadonlyArray<{ isActive: boolean }>,
  now: Date,
  options: { checkoutHref: string; preview?: boolean },
): BookingBox {
  const preview = options.preview === true;
  const asPublished = preview && e.status === "draft" ? { ...e, status: "published" } : e;
  if (isSoldOut(asPublished)) return { kind: "sold_out" };
  switch (bookingBlock(asPublished, categories, now)) {
    case null:
      return { kind: "book", href: options.checkoutHref, preview };
    case "external":
      return { kind: "external", href: e.externalTicketUrl! };
    case "cancelled":
      return { kind: "cancelled" };
    case "started":
      return { kind: "started" };
    case "deadline_passed":
      return { kind: "deadline_passed" };
    case "sold_out":
      return { kind: "sold_out" };
    case "no_tickets":
    case "unavailable":
      return { kind: "walk_in", paid: e.priceCents > 0 };
  }
}

import { ticketingErrors } from "~/modules/ticketing/errors";
import type { Actor } from "~/modules/accounts/actor";
import { eventHref, eventImage } from "~/modules/events/card-data";
import { paymentProvider } from "~/modules/payments/get-provider.server";
import { bookingBlock, type BookingBlock } from "~/modules/events/bookable";
import { sellableCategories } from "~/modules/ticketing/create-booking.server";
import { serviceFeePerTicketCents, unitPrice } from "~/modules/ticketing/pricing";
import { getCheckoutEvent } from "~/modules/ticketing/queries.server";
import { AppError } from "~/lib/app-error";
import { safeWebUrl } from "~/lib/input";
import { openOffer } from "~/modules/ticketing/waitlist.server";

/** What the checkout page says instead of the form (an external shop gets its own section). */
const BLOCKED_TEXT: Record<Exclude<BookingBlock, "external">, string> = {
  cancelled: "Dieses Event wurde abgesagt.",
  started: "Das Event hat bereits begonnen.",
  deadline_passed: "Die Buchungsfrist für dieses Event ist abgelaufen.",
  sold_out: "Ausverkauft – für dieses Event sind keine Plätze mehr frei.",
  no_tickets: ticketingErrors.BOOKING_EVENT_NOT_BOOKABLE.message,
  unavailable: ticketingErrors.BOOKING_EVENT_NOT_BOOKABLE.message,
};

/**
 * The checkout page of an event for a signed-in buyer: the event, whether (and why not) it can be
 * booked now, the categories on sale with the price a buyer pays now, and the buyer's prefill.
 * Unknown and draft events: EVENT_NOT_FOUND.
 */
export async function getCheckoutView(
  actor: Actor & { firstName?: string | null; lastName?: string | null },
  params: { slug: string; city: string; offerId?: string | null },
  now = new Date(),
) {
  const found = await getCheckoutEvent(params.slug);
  if (!found) throw new AppError("EVENT_NOT_FOUND");
  const { event: e, categories } = found;
  const provider = paymentProvider();
  let free = e.maxParticipants == null ? null : Math.max(0, e.maxParticipants - e.currentParticipants);
  let block = bookingBlock(e, categories, now);
  // an open offer from the waiting list: the seat held for this buyer is theirs to book
  const offer = params.offerId ? await openOffer(actor.id, e.id, params.offerId, now) : null;
  if (offer && block === "sold_out") {
    block = null;
    free = 1;
  }
  const sellable = sellableCategories(e, categories).map((c) => {
    const row = categories.find((r) => r.id === c.id);
    const p = unitPrice(c, now);
    return {
      id: c.id,
      name: c.name,
      description: row?.description ?? "",
      unitCents: p.cents,
      regularCents: c.priceCents,
      isEarlyBird: p.isEarlyBird,
      earlyBirdEnd: p.isEarlyBird && c.earlyBirdEndDate ? c.earlyBirdEndDate.toISOString() : null,
      left: row?.capacity != null ? Math.max(0, row.capacity - row.soldCount) : null,
    };
  });
  return {
    event: {
      id: e.id,
      title: e.title,
      slug: e.slug,
      kind: e.kind,
      href: eventHref(params.city, e, true),
      startDate: e.startDate.toISOString(),
      venue: [e.venueName, e.venueCity].filter(Boolean).join(", "),
      imageUrl: eventImage(e),
      externalTicketUrl: safeWebUrl(e.externalTicketUrl),
      maxPerOrder: e.maxTicketsPerOrder,
      seatsLeft: free,
    },
    blocked:
      block && block !== "external"
        ? params.offerId && !offer && block === "sold_out"
          ? ticketingErrors.WAITLIST_OFFER_INVALID.message
          : BLOCKED_TEXT[block]
        : null,
    offer: offer ? { id: offer.id, expiresAt: offer.offerExpiresAt!.toISOString() } : null,
    categories: sellable,
    feePerTicketCents: serviceFeePerTicketCents(),
    payment: { isTestMode: provider.isTestMode, methods: provider.methodsLabel },
    buyer: { firstName: actor.firstName ?? "", lastName: actor.lastName ?? "", email: actor.email },
    idempotencyKey: crypto.randomUUID(),
  };
}

import crypto from "node:crypto";
import type { events, ticketCategories } from "~/modules/events/schema";
import { newBookingReference, newTicketNumber, qrPayload } from "~/modules/ticketing/ticket-codes.server";
import type { bookingAttendees, bookingItems, bookings } from "~/modules/ticketing/schema";
import type { eventTraffic } from "~/modules/reporting/schema";
import { TRAFFIC_SOURCES } from "~/modules/reporting/traffic-sources";
import { createRng, TIME_ZONE, type Rng } from "./util";

type EventRow = typeof events.$inferInsert;
type TicketRow = typeof ticketCategories.$inferInsert;

const FIRST = ["Anna", "Ben", "Clara", "David", "Emma", "Finn", "Greta", "Hannes", "Ida", "Jonas", "Lea", "Mats", "Nele", "Ole", "Paula", "Rieke", "Sönke", "Tilda", "Uwe", "Wiebke", "Yusuf", "Zeynep", "Malte", "Frieda"];
const LAST = ["Petersen", "Hansen", "Jensen", "Schröder", "Möller", "Lange", "Voß", "Brandt", "Krüger", "Hoffmann", "Schulz", "Nielsen", "Yilmaz", "Kowalski", "Becker", "Wulff", "Dierks", "Thiessen"];

/**
 * Guest bookings (box-office and presale customers without an account) for the seats the demo
 * events have already sold, so that current_participants always equals the seats held by
 * bookings and every category's sold_count equals its booked tickets.
 */
export function buildGuestBookings(eventRows: EventRow[], ticketRows: TicketRow[], rng: Rng, now: Date) {
  const out = {
    bookings: [] as Array<typeof bookings.$inferInsert>,
    items: [] as Array<typeof bookingItems.$inferInsert>,
    attendees: [] as Array<typeof bookingAttendees.$inferInsert>,
    traffic: [] as Array<typeof eventTraffic.$inferInsert>,
  };
  // page views and checkout starts that led to these bookings (the organizer's funnel), drawn from an
  // RNG of their own so that the rest of the demo data stays as it is
  const trafficRng = createRng(4711);
  const berlinDay = new Intl.DateTimeFormat("sv-SE", { timeZone: TIME_ZONE });
  const traffic = new Map<string, typeof eventTraffic.$inferInsert>();
  const SOURCE_WEIGHTS = [5, 3, 2, 2, 3, 1];
  const pickSource = () => {
    let n = trafficRng.int(1, SOURCE_WEIGHTS.reduce((a, b) => a + b, 0));
    for (const [i, w] of SOURCE_WEIGHTS.entries()) if ((n -= w) <= 0) return TRAFFIC_SOURCES[i]!;
    return TRAFFIC_SOURCES[0];
  };
  const count = (eventId: string, at: Date, views: number, checkoutStarts: number) => {
    const source = pickSource();
    const day = berlinDay.format(at);
    const key = `${eventId}|${day}|${source}`;
    const row = traffic.get(key) ?? { eventId, day, source, views: 0, checkoutStarts: 0 };
    row.views! += views;
    row.checkoutStarts! += checkoutStarts;
    traffic.set(key, row);
  };
  let guestNo = 0;
  for (const ev of eventRows) {
    if (!ev.currentParticipants) continue;
    for (const cat of ticketRows.filter((t) => t.eventId === ev.id)) {
      let left = cat.soldCount ?? 0;
      while (left > 0) {
        const qty = Math.min(left, rng.int(1, 4));
        left -= qty;
        guestNo++;
        const bookingId = crypto.randomUUID();
        const created = new Date(Math.min(now.getTime() - 3_600_000, (ev.publishedAt ?? now).getTime() + rng.int(1, 20) * 86_400_000));
        const first = rng.pick(FIRST);
        const last = rng.pick(LAST);
        const total = qty * cat.priceCents;
        out.bookings.push({
          id: bookingId,
          userId: null,
          userEmail: `gast${guestNo}@example.org`,
          eventId: ev.id!,
          ticketCategoryId: cat.id,
          status: "confirmed",
          paymentStatus: "completed",
          totalAmountCents: total,
          subtotalCents: total,
          quantity: qty,
          bookingReference: newBookingReference(created),
          paymentProvider: "test",
          isTestMode: true,
          confirmedAt: created,
          createdAt: created,
        });
        out.items.push({ bookingId, ticketCategoryId: cat.id, name: cat.name, quantity: qty, unitPriceCents: cat.priceCents });
        // about one in three who start a checkout pays; one in six who view the page starts one
        const starts = trafficRng.int(2, 4);
        count(ev.id!, created, starts * trafficRng.int(4, 8), starts);
        for (let i = 0; i < qty; i++) {
          const ticketNumber = newTicketNumber();
          out.attendees.push({
            bookingId,
            ticketCategoryId: cat.id,
            firstName: i === 0 ? first : rng.pick(FIRST),
            lastName: i === 0 ? last : rng.pick(LAST),
            ticketNumber,
            qrCode: qrPayload(ticketNumber),
          });
        }
      }
    }
  }
  out.traffic = [...traffic.values()];
  return out;
}

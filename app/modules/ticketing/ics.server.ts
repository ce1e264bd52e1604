import { createEvent } from "ics";
import type { BookingDetails } from "~/modules/ticketing/queries.server";
import { cityHref, DEFAULT_CITY } from "~/lib/cities";
import { eventHref } from "~/modules/events/card-data";

/** Calendar file for a booked event (UTC times; calendars show local time). */
export function bookingIcs(details: BookingDetails, baseUrl: string): { filename: string; content: string } {
  const e = details.event;
  if (!e) throw new Error("Event-Daten nicht verfügbar");
  const end = e.endDate ?? new Date(e.startDate.getTime() + 2 * 3_600_000);
  const { error, value } = createEvent({
    uid: `booking-${details.booking.id}@stadtpuls`,
    start: e.startDate.getTime(),
    startInputType: "utc",
    startOutputType: "utc",
    end: end.getTime(),
    endInputType: "utc",
    endOutputType: "utc",
    title: e.title,
    description: `Buchungsnummer: ${details.booking.bookingReference}\nTickets: ${details.booking.quantity}\nIhre Tickets: ${baseUrl}${cityHref(e.cityId, "/profile/tickets")}`,
    location: [e.venueName, e.venueAddress, e.venueCity].filter(Boolean).join(", ") || undefined,
    geo: e.latitude != null && e.longitude != null ? { lat: e.latitude, lon: e.longitude } : undefined,
    url: `${baseUrl}${eventHref(e.cityId ?? DEFAULT_CITY, e)}`,
    status: details.booking.status === "cancelled" ? "CANCELLED" : "CONFIRMED",
    productId: "stadtpuls/tickets",
  });
  if (error || !value) throw error ?? new Error("Kalenderdatei konnte nicht erstellt werden");
  return { filename: `event-${details.booking.bookingReference}.ics`, content: value };
}

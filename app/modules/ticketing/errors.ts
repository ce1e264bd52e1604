import type { ErrorEntry } from "~/lib/error-codes";

/** Error codes of the ticketing module (status + German text, spec §8). */
export const ticketingErrors = {
  TICKET_NOT_FOUND: { status: 404, message: "Ticket nicht gefunden" },
  TICKET_ALREADY_CHECKED_IN: { status: 409, message: "Ticket wurde bereits eingecheckt" },
  CHECKIN_CODE_REQUIRED: { status: 400, message: "QR-Code oder Ticketnummer erforderlich" },
  BOOKING_NOT_FOUND: { status: 404, message: "Buchung nicht gefunden" },
  BOOKING_EVENT_NOT_BOOKABLE: { status: 409, message: "Für dieses Event können keine Tickets gebucht werden." },
  BOOKING_EVENT_EXTERNAL: { status: 409, message: "Tickets für dieses Event gibt es beim externen Anbieter." },
  BOOKING_EVENT_STARTED: { status: 409, message: "Das Event hat bereits begonnen." },
  BOOKING_DEADLINE_PASSED: { status: 409, message: "Die Buchungsfrist für dieses Event ist abgelaufen." },
  BOOKING_NO_TICKETS: { status: 400, message: "Bitte wählen Sie mindestens ein Ticket." },
  BOOKING_TOO_MANY_TICKETS: { status: 400, message: "Pro Bestellung sind nicht so viele Tickets möglich." },
  BOOKING_CATEGORY_UNAVAILABLE: { status: 409, message: "Diese Ticketkategorie ist nicht verfügbar." },
  BOOKING_ATTENDEES_MISMATCH: { status: 400, message: "Bitte geben Sie für jedes Ticket Vor- und Nachnamen an." },
  BOOKING_SOLD_OUT: { status: 409, message: "Leider sind nicht mehr genügend Plätze frei." },
  BOOKING_CATEGORY_SOLD_OUT: { status: 409, message: "In dieser Ticketkategorie sind nicht mehr genügend Plätze frei." },
  DISCOUNT_CODE_INVALID: { status: 400, message: "Dieser Rabattcode ist ungültig oder abgelaufen." },
  PAYMENT_SESSION_NOT_FOUND: { status: 404, message: "Zahlung nicht gefunden" },
  PAYMENT_EXPIRED: { status: 409, message: "Die Reservierung ist abgelaufen. Bitte buchen Sie erneut." },
  PAYMENT_FAILED: { status: 502, message: "Die Zahlung konnte nicht gestartet werden. Bitte versuchen Sie es erneut." },
  WEBHOOK_SIGNATURE_INVALID: { status: 400, message: "Ungültige Webhook-Signatur" },
} as const satisfies Record<string, ErrorEntry>;
